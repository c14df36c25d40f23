// vt-pbf ships no types: the one function PetaDesa calls, as its README describes it.
declare module 'vt-pbf' {
  import type { LegacyTile } from 'geojson-vt';
  export function fromGeojsonVt(
    layers: Record<string, LegacyTile>,
    options?: { version?: number; extent?: number },
  ): Uint8Array;
}

import { describe, expect, it } from 'vitest';
import { fromGeojsonVt } from 'vt-pbf';
import { readTile } from './tile-reader.ts';

/** A tile as the server writes it (tile-cut.ts): points in tile units of 4096, in the layers it names. */
function tile(layers: Record<string, { type: 1; geometry: [number, number][]; tags: object }[]>): Uint8Array {
  const encoded: Record<string, { features: unknown[] }> = {};
  for (const [name, features] of Object.entries(layers)) encoded[name] = { features };
  // biome-ignore lint/suspicious/noExplicitAny: vt-pbf's legacy tile type, as tile-cut.ts builds it.
  return fromGeojsonVt(encoded as any, { version: 2, extent: 4096 });
}

describe('readTile', () => {
  it("reads places with their fields, and a cluster's count per category; a cluster in the margin is the neighbour's", () => {
    const bytes = tile({
      places: [
        {
          type: 1,
          geometry: [[2048, 2048]],
          tags: { id: 7, slug: 'sdn-1', name: 'SDN 1', category_id: 3, color: '#22c55e' },
        },
      ],
      clusters: [
        { type: 1, geometry: [[100, 100]], tags: { count: 5, n_3: 2, n_none: 3 } },
        // In the tile's buffer, past its east edge: drawn by the tile to the east.
        { type: 1, geometry: [[4100, 100]], tags: { count: 9, n_3: 9 } },
      ],
    });
    const { places, clusters } = readTile(bytes, 1, 1, 1);
    expect(places).toHaveLength(1);
    expect(places[0]).toMatchObject({ id: 7, name: 'SDN 1', categoryId: 3, color: [34, 197, 94] });
    // The middle of tile 1/1/1: the south-east quarter of the world.
    const [lng, lat] = (places[0]!.geometry as { coordinates: number[] }).coordinates;
    expect(lng).toBeCloseTo(90, 6);
    expect(lat).toBeCloseTo(-66.51326, 4);
    expect(clusters).toHaveLength(1);
    expect(clusters[0]!.count).toBe(5);
    expect(new Map(clusters[0]!.byCategory)).toEqual(
      new Map([
        [3, 2],
        [null, 3],
      ]),
    );
  });
});

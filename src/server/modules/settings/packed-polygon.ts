import type { Polygon } from 'geojson';

/** A polygon as two flat arrays, which move to a worker thread without copying 50,000 small arrays. */
export interface PackedPolygon {
  /** x, y of every position, ring after ring. */
  coordinates: Float64Array<ArrayBuffer>;
  /** Positions in each ring. */
  ringLengths: Uint32Array<ArrayBuffer>;
}

export function packPolygon(polygon: Polygon): PackedPolygon {
  const total = polygon.coordinates.reduce((sum, ring) => sum + ring.length, 0);
  const coordinates = new Float64Array(total * 2);
  let at = 0;
  for (const ring of polygon.coordinates) {
    for (const position of ring) {
      coordinates[at++] = position[0]!;
      coordinates[at++] = position[1]!;
    }
  }
  return { coordinates, ringLengths: Uint32Array.from(polygon.coordinates, (ring) => ring.length) };
}

export function unpackPolygon({ coordinates, ringLengths }: PackedPolygon): Polygon {
  const rings: number[][][] = [];
  let at = 0;
  for (const length of ringLengths) {
    const ring: number[][] = [];
    for (let i = 0; i < length; i++, at += 2) ring.push([coordinates[at]!, coordinates[at + 1]!]);
    rings.push(ring);
  }
  return { type: 'Polygon', coordinates: rings };
}

import type { Polygon, Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import type { PetaGeometry } from '../../shared/geo/types.ts';
import { createSnapIndex, type SnapHit } from './snap-index.ts';

const ZOOM = 18;
const WORLD_PX = 512 * 2 ** ZOOM;
const ORIGIN: Position = [110.4, -7.5];

/** The lng/lat `dx` pixels right and `dy` pixels down from `from` at ZOOM (Web Mercator, as the map). */
function px(dx: number, dy: number, from: Position = ORIGIN): Position {
  const x = (from[0]! + 180) / 360 + dx / WORLD_PX;
  const lat = (from[1]! * Math.PI) / 180;
  const y = 0.5 - Math.log(Math.tan(Math.PI / 4 + lat / 2)) / (2 * Math.PI) + dy / WORLD_PX;
  return [x * 360 - 180, (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI];
}

/** A closed ring through corners given in pixels from ORIGIN. */
const ring = (...corners: [number, number][]) => [...corners, corners[0]!].map(([x, y]) => px(x, y));
const polygon = (...corners: [number, number][]): Polygon => ({
  type: 'Polygon',
  coordinates: [ring(...corners)],
});

/** A 100 px square field with its south-west corner at ORIGIN (screen y grows down). */
const field = polygon([0, 0], [100, 0], [100, -100], [0, -100]);
const query = { zoom: ZOOM };

describe('snapping', () => {
  it("prefers a vertex within tolerance to a nearer edge, and lands on the vertex's own coordinates", () => {
    const index = createSnapIndex([{ id: 'field', geometry: field }]);
    // 5.8 px from the corner, 3 px from the bottom edge.
    const hit = index.snap(px(5, 3), query)!;
    expect(hit.kind).toBe('vertex');
    const corner = field.coordinates[0]![0]!;
    expect(hit.point).toEqual(corner);
    expect(hit.point[0]).toBe(corner[0]);
    expect(hit.point[1]).toBe(corner[1]);
    expect(hit).toMatchObject({ id: 'field', part: 0, ring: 0, index: 0, t: 0 });
    expect(hit.distancePx).toBeCloseTo(Math.hypot(5, 3), 3);
  });

  it('prefers a vertex to a nearer edge of another place, whichever the index meets first', () => {
    // A long road passing 2 px from the pointer, a well 6 px from it.
    const road: PetaGeometry = { type: 'LineString', coordinates: [px(-500, 2), px(500, 2)] };
    const well: PetaGeometry = { type: 'Point', coordinates: px(0, -6) };
    for (const sources of [
      [
        { id: 'road', geometry: road },
        { id: 'well', geometry: well },
      ],
      [
        { id: 'well', geometry: well },
        { id: 'road', geometry: road },
      ],
    ]) {
      expect(createSnapIndex(sources).snap(ORIGIN, query)).toMatchObject({ kind: 'vertex', id: 'well' });
    }
    const corner: PetaGeometry = { type: 'LineString', coordinates: [px(0, -6), px(-3, -500)] };
    const index = createSnapIndex([
      { id: 'road', geometry: road },
      { id: 'fence', geometry: corner },
    ]);
    expect(index.snap(ORIGIN, query)).toMatchObject({ kind: 'vertex', id: 'fence', index: 0 });
  });

  it('falls back to the nearest point of an edge, on the edge', () => {
    const index = createSnapIndex([{ id: 'field', geometry: field }]);
    const hit = index.snap(px(40, 4), query)!;
    expect(hit).toMatchObject({ kind: 'edge', id: 'field', index: 0 });
    expect(hit.t).toBeCloseTo(0.4, 6);
    expect(hit.distancePx).toBeCloseTo(4, 3);
    // On the bottom edge (its latitude), 40 px along it.
    const onEdge = px(40, 0);
    expect(hit.point[0]).toBeCloseTo(onEdge[0]!, 10);
    expect(hit.point[1]).toBeCloseTo(onEdge[1]!, 10);
  });

  it('holds to the tolerance: 9 px snaps, 11 px does not, for a vertex and for an edge', () => {
    const index = createSnapIndex([
      { id: 'well', geometry: { type: 'Point', coordinates: px(-300, 0) } },
      { id: 'field', geometry: field },
    ]);
    expect(index.snap(px(-300, 9), query)).toMatchObject({ kind: 'vertex', id: 'well' });
    expect(index.snap(px(-300, 11), query)).toBeNull();
    expect(index.snap(px(50, 9), query)).toMatchObject({ kind: 'edge', id: 'field' });
    expect(index.snap(px(50, 11), query)).toBeNull();
    expect(index.snap(px(50, 11), { ...query, tolerancePx: 12 })).toMatchObject({ kind: 'edge' });
  });

  it('scales the tolerance with the zoom: 20 px at zoom 18 are 5 px at zoom 16', () => {
    const index = createSnapIndex([{ id: 'field', geometry: field }]);
    expect(index.snap(px(-20, 0), query)).toBeNull();
    expect(index.snap(px(-20, 0), { zoom: 16 })).toMatchObject({ kind: 'vertex', index: 0 });
  });

  it('does not snap when drawing freely, nor to skipped places', () => {
    const index = createSnapIndex([
      { id: 'field', geometry: field },
      { id: 'other', geometry: polygon([0, 20], [100, 20], [100, 120], [0, 120]) },
    ]);
    expect(index.snap(px(2, 2), { ...query, free: true })).toBeNull();
    expect(index.snap(px(2, 2), query)).toMatchObject({ id: 'field' });
    expect(index.snap(px(2, 2), { ...query, skip: (id) => id === 'field' })).toBeNull();
    expect(index.snap(px(2, 14), { ...query, skip: (id) => id === 'field' })).toMatchObject({ id: 'other' });
  });

  it("snaps to the village boundary's vertices and along its long straight sides", () => {
    // Sides of 5,000 px next to 90 fields of 20 px: the long sides are cut into pieces for the index.
    const boundary = polygon([-2000, 2000], [3000, 2000], [3000, -3000], [-2000, -3000]);
    const fields = Array.from({ length: 90 }, (_, i) => ({
      id: `f${i}`,
      geometry: polygon([i * 20, 0], [i * 20 + 20, 0], [i * 20 + 20, -20], [i * 20, -20]),
    }));
    const index = createSnapIndex([...fields, { id: 'boundary', geometry: boundary }]);
    expect(index.snap(px(2994, 1996), query)).toMatchObject({ kind: 'vertex', id: 'boundary', index: 1 });
    const side = index.snap(px(500, 1993), query)!;
    expect(side).toMatchObject({ kind: 'edge', id: 'boundary', index: 0 });
    expect(side.distancePx).toBeCloseTo(7, 3);
    expect(index.snap(px(-1994, -1000), query)).toMatchObject({ kind: 'edge', id: 'boundary', index: 3 });
  });

  it('snaps to the vertices of holes and of every part of a MultiPolygon', () => {
    const geometry: PetaGeometry = {
      type: 'MultiPolygon',
      coordinates: [
        [ring([0, 0], [100, 0], [100, -100], [0, -100])],
        [
          ring([200, 0], [400, 0], [400, -200], [200, -200]),
          ring([250, -50], [350, -50], [350, -150], [250, -150]),
        ],
      ],
    };
    const index = createSnapIndex([{ id: 7, geometry }]);
    expect(index.snap(px(352, -148), query)).toMatchObject({
      kind: 'vertex',
      id: 7,
      part: 1,
      ring: 1,
      index: 2,
    });
    expect(index.snap(px(300, -53), query)).toMatchObject({ kind: 'edge', part: 1, ring: 1, index: 0 });
    expect(index.snap(px(101, -99), query)).toMatchObject({ kind: 'vertex', part: 0, ring: 0, index: 2 });
  });

  it('answers null over an empty map', () => {
    expect(createSnapIndex([]).snap(ORIGIN, query)).toBeNull();
  });
});

describe('trace along', () => {
  // An octagon-like ring of 8 vertices, numbered anticlockwise on the screen from the bottom left.
  const corners: [number, number][] = [
    [0, 0],
    [100, 0],
    [200, 0],
    [300, -100],
    [300, -200],
    [200, -300],
    [100, -300],
    [0, -200],
  ];
  const neighbour = polygon(...corners);
  const vertices = neighbour.coordinates[0]!;
  const index = createSnapIndex([{ id: 'neighbour', geometry: neighbour }]);
  const at = (i: number) => index.snap(px(corners[i]![0] + 1, corners[i]![1] + 1), query)!;

  it('gives the vertices between two snapped vertices, the shorter way round unless told', () => {
    expect(index.trace(at(1), at(4))).toEqual([vertices[2], vertices[3]]);
    expect(index.trace(at(4), at(1))).toEqual([vertices[3], vertices[2]]);
    expect(index.trace(at(1), at(4), 'backward')).toEqual([
      vertices[0],
      vertices[7],
      vertices[6],
      vertices[5],
    ]);
    expect(index.trace(at(4), at(1), 'forward')).toEqual([
      vertices[5],
      vertices[6],
      vertices[7],
      vertices[0],
    ]);
    // Across the ring's start, where its closing position repeats the first.
    expect(index.trace(at(6), at(1))).toEqual([vertices[7], vertices[0]]);
    expect(index.trace(at(1), at(2))).toEqual([]);
    expect(index.trace(at(3), at(3))).toEqual([]);
  });

  it('starts or ends on a point of an edge', () => {
    const onEdge = index.snap(px(250, -52), query)!; // on the edge from vertex 2 to 3
    expect(onEdge).toMatchObject({ kind: 'edge', index: 2 });
    expect(index.trace(onEdge, at(5))).toEqual([vertices[3], vertices[4]]);
    expect(index.trace(at(0), onEdge)).toEqual([vertices[1], vertices[2]]);
  });

  it('follows a line one way, and a hole of a MultiPolygon', () => {
    const line: PetaGeometry = { type: 'LineString', coordinates: corners.map(([x, y]) => px(x, y + 1000)) };
    const holed: PetaGeometry = {
      type: 'MultiPolygon',
      coordinates: [
        [
          ring([1000, 0], [1400, 0], [1400, -400], [1000, -400]),
          ring(...corners.map(([x, y]): [number, number] => [x + 1050, y - 50])),
        ],
      ],
    };
    const both = createSnapIndex([
      { id: 'road', geometry: line },
      { id: 'garden', geometry: holed },
    ]);
    const onLine = (i: number) => both.snap(px(corners[i]![0], corners[i]![1] + 1001), query)!;
    expect(both.trace(onLine(1), onLine(4))).toEqual(line.coordinates.slice(2, 4));
    expect(both.trace(onLine(6), onLine(2))).toEqual(line.coordinates.slice(3, 6).reverse());
    expect(both.trace(onLine(6), onLine(2), 'forward')).toEqual(line.coordinates.slice(3, 6).reverse());
    const inHole = (i: number) => both.snap(px(corners[i]![0] + 1051, corners[i]![1] - 49), query)!;
    expect(inHole(1)).toMatchObject({ part: 0, ring: 1, index: 1 });
    const hole = holed.coordinates[0]![1]!;
    expect(both.trace(inHole(6), inHole(1))).toEqual([hole[7], hole[0]]);
  });

  it("follows a neighbour's edge from a corner two places share, whichever of them the corner snapped to", () => {
    // A field sharing the neighbour's vertex 1 (the very same numbers), drawn first in the index.
    const shared = vertices[1]!;
    const field: PetaGeometry = {
      type: 'Polygon',
      coordinates: [[shared, px(100, 80), px(0, 80), px(0, 40), shared]],
    };
    const both = createSnapIndex([
      { id: 'field', geometry: field },
      { id: 'neighbour', geometry: neighbour },
    ]);
    // The corner as the field's (the pointer may land on either place's copy of it).
    const corner = both.snap(px(101, 1), { ...query, skip: (id) => id === 'neighbour' })!;
    expect(corner).toMatchObject({ id: 'field', index: 0 });
    const far = both.snap(px(301, -99), query)!;
    expect(far.id).toBe('neighbour');
    expect(both.trace(corner, far)).toEqual([vertices[2]]);
  });

  it('gives null when no ring or line holds both', () => {
    const two = createSnapIndex([
      { id: 'a', geometry: field },
      { id: 'b', geometry: polygon([500, 0], [600, 0], [600, -100]) },
    ]);
    const a = two.snap(px(1, 1), query) as SnapHit<string>;
    const b = two.snap(px(601, 1), query) as SnapHit<string>;
    expect(two.trace(a, b)).toBeNull();
  });
});

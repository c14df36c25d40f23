import type { PetaGeometry, Position } from './types.ts';

/** Every position of a geometry, in order. */
export function* eachPosition(geometry: PetaGeometry): Generator<Position> {
  switch (geometry.type) {
    case 'Point':
      yield geometry.coordinates;
      return;
    case 'MultiPoint':
    case 'LineString':
      yield* geometry.coordinates;
      return;
    case 'MultiLineString':
    case 'Polygon':
      for (const part of geometry.coordinates) yield* part;
      return;
    case 'MultiPolygon':
      for (const rings of geometry.coordinates) for (const ring of rings) yield* ring;
  }
}

export function countPositions(geometry: PetaGeometry): number {
  switch (geometry.type) {
    case 'Point':
      return 1;
    case 'MultiPoint':
    case 'LineString':
      return geometry.coordinates.length;
    case 'MultiLineString':
    case 'Polygon':
      return geometry.coordinates.reduce((sum, part) => sum + part.length, 0);
    case 'MultiPolygon':
      return geometry.coordinates.reduce(
        (sum, rings) => sum + rings.reduce((inner, ring) => inner + ring.length, 0),
        0,
      );
  }
}

/** The same geometry, as new arrays, with every position passed through `map`. */
export function mapPositions<G extends PetaGeometry>(geometry: G, map: (position: Position) => Position): G {
  // Each branch builds the same type it received; TypeScript cannot follow that through the generic.
  return mapAny(geometry, map) as G;
}

function mapAny(geometry: PetaGeometry, map: (position: Position) => Position): PetaGeometry {
  switch (geometry.type) {
    case 'Point':
      return { type: 'Point', coordinates: map(geometry.coordinates) };
    case 'MultiPoint':
      return { type: 'MultiPoint', coordinates: geometry.coordinates.map(map) };
    case 'LineString':
      return { type: 'LineString', coordinates: geometry.coordinates.map(map) };
    case 'MultiLineString':
      return { type: 'MultiLineString', coordinates: geometry.coordinates.map((line) => line.map(map)) };
    case 'Polygon':
      return { type: 'Polygon', coordinates: geometry.coordinates.map((ring) => ring.map(map)) };
    case 'MultiPolygon':
      return {
        type: 'MultiPolygon',
        coordinates: geometry.coordinates.map((rings) => rings.map((ring) => ring.map(map))),
      };
  }
}

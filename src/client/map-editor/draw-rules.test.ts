import { describe, expect, it } from 'vitest';
import type { PetaGeometry } from '../../shared/geo/types.ts';
import {
  drawToolsFor,
  geometryOfShapes,
  geometryOfText,
  keepShapes,
  keepsManyShapes,
  shapesOf,
} from './draw-rules.ts';

const square = (x: number): PetaGeometry => ({
  type: 'Polygon',
  coordinates: [
    [
      [x, 0],
      [x + 1, 0],
      [x + 1, 1],
      [x, 0],
    ],
  ],
});
const shape = (geometry: PetaGeometry) => ({ geometry });

describe('tools by type (spec section 5)', () => {
  it('polygons get polygon, rectangle and circle; lines a polyline; anything else a marker', () => {
    expect(drawToolsFor('Polygon')).toEqual(['polygon', 'rectangle', 'circle']);
    expect(drawToolsFor('MultiPolygon')).toEqual(['polygon', 'rectangle', 'circle']);
    expect(drawToolsFor('LineString')).toEqual(['line']);
    expect(drawToolsFor('Point')).toEqual(['marker']);
  });

  it('only MultiPolygon keeps several shapes; the others keep the newest', () => {
    expect(keepsManyShapes('MultiPolygon')).toBe(true);
    for (const type of ['Point', 'LineString', 'Polygon'] as const) expect(keepsManyShapes(type)).toBe(false);
    expect(keepShapes(['a', 'b', 'c'], 'Polygon')).toEqual(['c']);
    expect(keepShapes(['a', 'b', 'c'], 'MultiPolygon')).toEqual(['a', 'b', 'c']);
    expect(keepShapes([], 'Point')).toEqual([]);
  });
});

describe('drawn shapes to one geometry', () => {
  it('keeps a single shape as it is and rounds to six decimals', () => {
    expect(
      geometryOfShapes([shape({ type: 'Point', coordinates: [112.1234567891, -7.5] })], 'Point'),
    ).toEqual({
      type: 'Point',
      coordinates: [112.123457, -7.5],
    });
  });

  it('merges several shapes through the shared merge into Multi geometries', () => {
    const merged = geometryOfShapes([shape(square(0)), shape(square(5))], 'MultiPolygon');
    expect(merged?.type).toBe('MultiPolygon');
    expect(merged?.coordinates).toHaveLength(2);
    const lines = geometryOfShapes(
      [
        shape({
          type: 'LineString',
          coordinates: [
            [0, 0],
            [1, 1],
          ],
        }),
        shape({
          type: 'LineString',
          coordinates: [
            [2, 2],
            [3, 3],
          ],
        }),
      ],
      'LineString',
    );
    expect(lines?.type).toBe('MultiLineString');
  });

  it('a MultiPolygon map with one part stays a MultiPolygon, so its type survives an edit', () => {
    expect(geometryOfShapes([shape(square(0))], 'MultiPolygon')).toEqual({
      type: 'MultiPolygon',
      coordinates: [(square(0) as { coordinates: unknown }).coordinates],
    });
    expect(geometryOfShapes([shape(square(0))], 'Polygon')?.type).toBe('Polygon');
  });

  it('nothing drawn, or kinds mixed, is no geometry', () => {
    expect(geometryOfShapes([], 'Polygon')).toBeNull();
    expect(
      geometryOfShapes([shape(square(0)), shape({ type: 'Point', coordinates: [0, 0] })], 'Polygon'),
    ).toBeNull();
  });

  it('splits Multi geometries into one shape per part, and back', () => {
    const multi: PetaGeometry = {
      type: 'MultiPoint',
      coordinates: [
        [1, 2],
        [3, 4],
      ],
    };
    const shapes = shapesOf(multi);
    expect(shapes.map((s) => s.geometry)).toEqual([
      { type: 'Point', coordinates: [1, 2] },
      { type: 'Point', coordinates: [3, 4] },
    ]);
    expect(geometryOfShapes(shapes, 'Point')).toEqual(multi);
    expect(shapesOf(null)).toEqual([]);
    expect(shapesOf(square(0))).toHaveLength(1);
  });
});

describe('the text beside the map', () => {
  it('valid GeoJSON (a Feature too) gives its geometry, empty text none, bad text is ignored', () => {
    expect(geometryOfText('{"type":"Point","coordinates":[1,2]}')).toEqual({
      type: 'Point',
      coordinates: [1, 2],
    });
    expect(
      geometryOfText('{"type":"Feature","properties":{},"geometry":{"type":"Point","coordinates":[1,2]}}'),
    ).toEqual({ type: 'Point', coordinates: [1, 2] });
    expect(geometryOfText('   ')).toBeNull();
    expect(geometryOfText('{"type":"Point","coordinates":[1')).toBeUndefined();
    expect(geometryOfText('{"type":"Point","coordinates":[500,2]}')).toBeUndefined();
  });
});

describe('a snapped corner', () => {
  it('keeps its exact numbers while the rest is rounded to six decimals', () => {
    const corner = [112.123456789, -7.123456789];
    const line = geometryOfShapes(
      [shape({ type: 'LineString', coordinates: [corner, [112.1111111111, -7.2222222222]] })],
      'LineString',
      (position) => position[0] === corner[0] && position[1] === corner[1],
    );
    expect(line?.coordinates).toEqual([corner, [112.111111, -7.222222]]);
  });
});

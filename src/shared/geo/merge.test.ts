import type { LineString, Point, Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { sayMessage } from '../i18n/say-message.ts';
import { mergeGeometries, NO_GEOMETRY_MESSAGE } from './merge.ts';
import type { PetaGeometry } from './types.ts';

const square = (x: number): Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [x, 0],
      [x + 1, 0],
      [x + 1, 1],
      [x, 1],
      [x, 0],
    ],
  ],
});
const point = (x: number): Point => ({ type: 'Point', coordinates: [x, x] });
const line = (x: number): LineString => ({
  type: 'LineString',
  coordinates: [
    [x, 0],
    [x, 1],
  ],
});

const merged = (...geometries: PetaGeometry[]) => {
  const result = mergeGeometries(geometries);
  if (!result.ok) throw new Error(sayMessage(result.message, 'standar'));
  return result.geometry;
};

describe('mergeGeometries', () => {
  it('keeps a single geometry as it is, including a single Polygon and a single Multi geometry', () => {
    expect(merged(square(0))).toEqual(square(0));
    expect(merged(point(1))).toEqual(point(1));
    const multi: PetaGeometry = { type: 'MultiPoint', coordinates: [[1, 1]] };
    expect(merged(multi)).toBe(multi);
  });

  it('merges polygons and multipolygons into one MultiPolygon, in order', () => {
    const multi: PetaGeometry = {
      type: 'MultiPolygon',
      coordinates: [square(4).coordinates, square(8).coordinates],
    };
    expect(merged(square(0), multi)).toEqual({
      type: 'MultiPolygon',
      coordinates: [square(0).coordinates, square(4).coordinates, square(8).coordinates],
    });
    expect(merged(square(0), square(2))).toEqual({
      type: 'MultiPolygon',
      coordinates: [square(0).coordinates, square(2).coordinates],
    });
  });

  it('merges LineStrings and MultiLineStrings into one MultiLineString', () => {
    const multi: PetaGeometry = {
      type: 'MultiLineString',
      coordinates: [line(5).coordinates, line(6).coordinates],
    };
    expect(merged(line(1), multi, line(2))).toEqual({
      type: 'MultiLineString',
      coordinates: [line(1).coordinates, line(5).coordinates, line(6).coordinates, line(2).coordinates],
    });
  });

  it('merges Points and MultiPoints into one MultiPoint', () => {
    const multi: PetaGeometry = {
      type: 'MultiPoint',
      coordinates: [
        [3, 3],
        [4, 4],
      ],
    };
    expect(merged(point(1), multi, point(2))).toEqual({
      type: 'MultiPoint',
      coordinates: [
        [1, 1],
        [3, 3],
        [4, 4],
        [2, 2],
      ],
    });
  });

  it('refuses an empty list', () => {
    expect(mergeGeometries([])).toEqual({ ok: false, message: NO_GEOMETRY_MESSAGE });
    expect(sayMessage(NO_GEOMETRY_MESSAGE, 'standar')).toBe('The GeoJSON contains no geometry.');
  });

  it('refuses mixed families and names them', () => {
    const said = (result: ReturnType<typeof mergeGeometries>) =>
      result.ok ? 'merged' : sayMessage(result.message, 'standar');
    expect(said(mergeGeometries([point(0), square(0)]))).toBe(
      'All shapes must be of one kind (points, lines or polygons); this GeoJSON mixes points and polygons.',
    );
    expect(said(mergeGeometries([line(0), square(0), point(0)]))).toBe(
      'All shapes must be of one kind (points, lines or polygons); this GeoJSON mixes lines, polygons and points.',
    );
  });
});

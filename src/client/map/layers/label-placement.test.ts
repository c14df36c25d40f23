import { describe, expect, it } from 'vitest';
import {
  type LabelCandidate,
  labelAnchor,
  MAX_LABELS,
  type PlacementView,
  placeLabels,
} from './label-placement.ts';

/** A flat view: one degree is 100 px, y grows downward. */
const view: PlacementView = { width: 400, height: 300, project: ([x, y]) => [x! * 100, 300 - y! * 100] };
const measure = (text: string) => text.length * 7;

describe('labelAnchor', () => {
  it('puts a point beside itself, an area inside, a line at its middle with its direction', () => {
    expect(labelAnchor({ type: 'Point', coordinates: [1, 2] })).toEqual({ kind: 'point', position: [1, 2] });
    const area = labelAnchor({
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [2, 0],
          [2, 2],
          [0, 2],
          [0, 0],
        ],
      ],
    });
    expect(area?.kind).toBe('area');
    expect(area?.position).toEqual([1, 1]);
    expect(
      labelAnchor({
        type: 'LineString',
        coordinates: [
          [0, 0],
          [1, 0],
          [1, 3],
        ],
      }),
    ).toEqual({ kind: 'line', position: [1, 1], toward: [1, 3] });
    expect(labelAnchor({ type: 'LineString', coordinates: [[0, 0]] })).toBeNull();
    expect(labelAnchor(null)).toBeNull();
  });
});

describe('placeLabels', () => {
  const point = (index: number, x: number, y: number, text = `Tempat ${index}`): LabelCandidate => ({
    index,
    text,
    anchor: { kind: 'point', position: [x, y] },
  });

  it('keeps two names that would overlap apart: the first one placed wins', () => {
    const placed = placeLabels([point(0, 1, 1), point(1, 1.05, 1.02), point(2, 1, 2)], view, measure);
    expect(placed.map((label) => label.index)).toEqual([0, 2]);
  });

  it('places points before lines and lines before areas', () => {
    const area: LabelCandidate = { index: 0, text: 'Sawah', anchor: { kind: 'area', position: [1.5, 1] } };
    const line: LabelCandidate = {
      index: 1,
      text: 'Jalan Desa',
      anchor: { kind: 'line', position: [1.5, 1], toward: [2.5, 1] },
    };
    expect(placeLabels([area, line], view, measure).map((label) => label.index)).toEqual([1]);
    expect(placeLabels([area, line, point(2, 1.2, 1)], view, measure).map((label) => label.index)).toEqual([
      2,
    ]);
  });

  it('turns a line name along the line, never upside down', () => {
    const along = (toward: [number, number]) =>
      placeLabels(
        [{ index: 0, text: 'Jalan', anchor: { kind: 'line', position: [2, 1.5], toward } }],
        view,
        measure,
      )[0]?.angle;
    expect(along([3, 2.5])).toBeCloseTo(45);
    // The same road drawn the other way reads the same way.
    expect(along([1, 0.5])).toBeCloseTo(45);
    expect(along([1, 2.5])).toBeCloseTo(-45);
    expect(along([3, 1.5])).toBeCloseTo(0);
  });

  it('leaves out names outside the view or cut by its edge, and stops at MAX_LABELS', () => {
    expect(placeLabels([point(0, 5, 1), point(1, 3.9, 1, 'A long name')], view, measure)).toEqual([]);
    const many = Array.from({ length: 2000 }, (_, i) =>
      point(i, (i % 50) * 0.08, Math.floor(i / 50) * 0.075, 'x'),
    );
    expect(placeLabels(many, { ...view, width: 10_000, height: 10_000 }, () => 1).length).toBe(MAX_LABELS);
  });
});

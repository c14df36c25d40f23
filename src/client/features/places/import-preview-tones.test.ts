import { describe, expect, it } from 'vitest';
import type { ImportFeature } from '../../../shared/schemas/transfer.ts';
import { mapSummary, previewShapes, previewTone, TONE_COLOR } from './import-preview-tones.ts';

const point = { type: 'Point', coordinates: [112.2, -7.5] };
const openRing = {
  type: 'Polygon',
  coordinates: [
    [
      [112.2, -7.5],
      [112.3, -7.5],
      [112.3, -7.4],
      [112.2, -7.4],
    ],
  ],
};

function feature(index: number, patch: Partial<ImportFeature>): ImportFeature {
  return {
    index,
    name: `F ${index}`,
    description: '',
    address: '',
    opening_hours: '',
    phone: '',
    website: '',
    geometry_type: 'Point',
    geometry: point,
    rejected_geometry: null,
    problems: [],
    action: 'import',
    outcome: 'Imported.',
    ...patch,
  };
}

const empty = { kind: 'empty_name', message: 'The name is empty.' } as const;
const invalid = { kind: 'invalid_geometry', message: 'Rings must be closed.' } as const;
const far = { kind: 'out_of_range', message: 'Outside.' } as const;

const features = [
  feature(0, {}),
  feature(1, { problems: [empty] }),
  feature(2, { action: 'skip', geometry: null, rejected_geometry: openRing, problems: [invalid] }),
  feature(3, { action: 'skip', geometry: null, problems: [far] }),
];

describe('the import preview tones', () => {
  it('tells plain, changed and skipped features apart', () => {
    expect(features.map(previewTone)).toEqual(['ok', 'changed', 'skipped', 'skipped']);
  });

  it('draws the geometry to import, a refused shape when there is one, and keeps the feature order', () => {
    const shapes = previewShapes(features);
    expect(shapes).toHaveLength(4);
    expect(shapes.map((shape) => shape.geometry?.type ?? null)).toEqual(['Point', 'Point', 'Polygon', null]);
    expect(shapes.map((shape) => shape.color)).toEqual([
      TONE_COLOR.ok,
      TONE_COLOR.changed,
      TONE_COLOR.skipped,
      TONE_COLOR.skipped,
    ]);
  });

  it('ignores a geometry that is not ours (the answer types it as unknown)', () => {
    const odd = feature(0, { geometry: { type: 'GeometryCollection', geometries: [] } });
    expect(previewShapes([odd])[0]!.geometry).toBeNull();
  });

  it('counts what the map shows per tone', () => {
    const summary = mapSummary(features);
    expect([...summary.drawn]).toEqual([0, 1, 2]);
    expect(summary.counts).toEqual({ ok: 1, changed: 1, skipped: 1 });
  });
});

import { describe, expect, it } from 'vitest';
import type { MapRecord } from '../../../shared/schemas/maps.ts';
import { conflictFields, mergedForm, valuesOfForm } from '../../lib/form-conflict.ts';
import { MAP_ABSENT_WHEN_EMPTY, mapConflictSpecs, valuesOfRecord } from './map-conflict.ts';

const stored: MapRecord = {
  id: 7,
  name: 'Sawah Lor',
  slug: 'sawah-lor',
  description: 'Sawah irigasi.',
  address: 'Dusun Krajan',
  latitude: -7.5,
  longitude: 110.2,
  category_id: 2,
  category: { id: 2, name: 'Pertanian' },
  status: 'active',
  image: null,
  photos: [],
  opening_hours: '',
  phone: '',
  website: '',
  geometry_type: 'Polygon',
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [110, -7],
        [110.1, -7],
        [110.1, -7.1],
        [110, -7],
      ],
    ],
  },
  created_at: '2026-11-26T01:00:00.000Z',
  updated_at: '2026-11-26T02:00:00.000Z',
  version: 4,
};

function formOf(values: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  return form;
}

describe('a map edit that meets a newer version', () => {
  const opened = { ...valuesOfRecord(stored), name: 'Sawah', address: 'Krajan' };
  // The user renamed it; someone else meanwhile changed the address and redrew the field.
  const theirs: MapRecord = {
    ...stored,
    name: 'Sawah',
    address: 'Dusun Krajan',
    geometry: { type: 'Point', coordinates: [110.05, -7.05] },
    version: 5,
  };
  const submitted = formOf({
    id: '7',
    version: '4',
    ...opened,
    name: 'Sawah Kidul',
    latitude: '-7.50',
  });

  it('lists only the fields that differ, starting on the saved side where the user changed nothing', () => {
    const specs = mapConflictSpecs(() => 'Pertanian');
    const fields = conflictFields(specs, valuesOfForm(submitted, specs), opened, valuesOfRecord(theirs));
    expect(fields.map((field) => [field.key, field.initial])).toEqual([
      ['name', 'mine'],
      ['address', 'theirs'],
      ['geometry', 'theirs'],
    ]);
    expect(fields.find((field) => field.key === 'geometry')).toMatchObject({
      mine: 'Polygon, 4 points',
      theirs: 'Point, 1 point',
    });
  });

  it('merges the choices onto the saved version', () => {
    const merged = mergedForm(
      submitted,
      valuesOfRecord(theirs),
      theirs.version,
      { name: 'mine', address: 'theirs', geometry: 'theirs' },
      MAP_ABSENT_WHEN_EMPTY,
    );
    expect(merged.get('name')).toBe('Sawah Kidul');
    expect(merged.get('address')).toBe('Dusun Krajan');
    expect(JSON.parse(String(merged.get('geometry')))).toEqual(theirs.geometry);
    expect(merged.get('version')).toBe('5');
    expect(merged.get('id')).toBe('7');
  });
});

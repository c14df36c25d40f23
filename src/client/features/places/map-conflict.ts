/** The map edit form's conflict fields: how a map's values compare and read. Pure. */

import { m } from '../../../shared/i18n/generated/messages.js';
import type { MapRecord } from '../../../shared/schemas/maps.ts';
import { type ConflictFieldSpec, type FieldValues, sameNumber } from '../../lib/form-conflict.ts';
import { canonicalGeometry, geometryTextSummary } from '../../lib/geometry-text.ts';
import { statusWords } from '../../lib/history-fields.ts';

/** A stored map, as the form would send it. */
export function valuesOfRecord(record: MapRecord): FieldValues {
  return {
    name: record.name,
    description: record.description,
    address: record.address,
    opening_hours: record.opening_hours,
    phone: record.phone,
    website: record.website,
    category_id: record.category_id === null ? '' : String(record.category_id),
    status: record.status,
    latitude: record.latitude === null ? '' : String(record.latitude),
    longitude: record.longitude === null ? '' : String(record.longitude),
    geometry: record.geometry ? JSON.stringify(record.geometry) : '',
  };
}

export function mapConflictSpecs(categoryName: (id: string) => string): ConflictFieldSpec[] {
  return [
    { key: 'name', label: m.map_field_name() },
    { key: 'description', label: m.map_field_description() },
    { key: 'address', label: m.map_field_address() },
    { key: 'opening_hours', label: m.place_info_field_opening_hours() },
    { key: 'phone', label: m.place_info_field_phone() },
    { key: 'website', label: m.place_info_field_website() },
    { key: 'category_id', label: m.map_field_category(), show: (id) => (id ? categoryName(id) : '') },
    {
      key: 'status',
      label: m.map_field_status(),
      show: statusWords,
    },
    { key: 'latitude', label: m.map_field_latitude(), same: sameNumber },
    { key: 'longitude', label: m.map_field_longitude(), same: sameNumber },
    {
      key: 'geometry',
      label: m.map_field_geometry(),
      same: (a, b) => canonicalGeometry(a) === canonicalGeometry(b),
      show: geometryTextSummary,
    },
  ];
}

/** No geometry sent keeps the stored one (spec section 7). */
export const MAP_ABSENT_WHEN_EMPTY = ['geometry'] as const;

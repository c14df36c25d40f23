/** The map edit form's conflict fields: how a map's values compare and read. Pure. */
import type { MapRecord } from '../../../shared/schemas/maps.ts';
import { type ConflictFieldSpec, type FieldValues, sameNumber } from '../../lib/form-conflict.ts';
import { canonicalGeometry, geometryTextSummary } from '../../lib/geometry-text.ts';

/** A stored map, as the form would send it. */
export function valuesOfRecord(record: MapRecord): FieldValues {
  return {
    name: record.name,
    description: record.description,
    address: record.address,
    category_id: record.category_id === null ? '' : String(record.category_id),
    status: record.status,
    latitude: record.latitude === null ? '' : String(record.latitude),
    longitude: record.longitude === null ? '' : String(record.longitude),
    geometry: record.geometry ? JSON.stringify(record.geometry) : '',
  };
}

export function mapConflictSpecs(categoryName: (id: string) => string): ConflictFieldSpec[] {
  return [
    { key: 'name', label: 'Name' },
    { key: 'description', label: 'Description' },
    { key: 'address', label: 'Address' },
    { key: 'category_id', label: 'Category', show: (id) => (id ? categoryName(id) : '') },
    { key: 'status', label: 'Status', show: (status) => (status === 'active' ? 'Active' : 'Inactive') },
    { key: 'latitude', label: 'Latitude', same: sameNumber },
    { key: 'longitude', label: 'Longitude', same: sameNumber },
    {
      key: 'geometry',
      label: 'Geometry',
      same: (a, b) => canonicalGeometry(a) === canonicalGeometry(b),
      show: geometryTextSummary,
    },
  ];
}

/** No geometry sent keeps the stored one (spec section 7). */
export const MAP_ABSENT_WHEN_EMPTY = ['geometry'] as const;

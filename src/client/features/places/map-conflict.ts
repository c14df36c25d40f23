/** The map edit form's conflict fields: how a map's values compare and read. Pure. */
import type { MapRecord } from '../../../shared/schemas/maps.ts';
import type { ConflictFieldSpec, FieldValues } from '../../lib/form-conflict.ts';

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

function canonicalGeometry(text: string): string {
  if (!text.trim()) return '';
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return text.trim();
  }
}

/** Positions in GeoJSON coordinates: an array of numbers is one; deeper arrays hold several. */
function countPositions(coordinates: unknown): number {
  if (!Array.isArray(coordinates)) return 0;
  if (typeof coordinates[0] === 'number') return 1;
  return coordinates.reduce((sum: number, part) => sum + countPositions(part), 0);
}

function geometrySummary(text: string): string {
  const canonical = canonicalGeometry(text);
  if (!canonical) return '';
  try {
    const geometry = JSON.parse(canonical) as { type?: string; coordinates?: unknown };
    const points = countPositions(geometry.coordinates);
    return `${geometry.type ?? 'Geometry'}, ${points} point${points === 1 ? '' : 's'}`;
  } catch {
    return canonical.slice(0, 80);
  }
}

const sameNumber = (a: string, b: string) =>
  a.trim() === b.trim() || (a.trim() !== '' && b.trim() !== '' && Number(a) === Number(b));

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
      show: geometrySummary,
    },
  ];
}

/** No geometry sent keeps the stored one (spec section 7). */
export const MAP_ABSENT_WHEN_EMPTY = ['geometry'] as const;

/** The map edit form's side of a conflict (409): which fields differ, shown how, and the merged form. Pure. */
import type { MapRecord } from '../../../shared/schemas/maps.ts';
import type { ConflictField, Side } from '../../components/conflict-resolver.tsx';

const KEYS = [
  'name',
  'description',
  'address',
  'category_id',
  'status',
  'latitude',
  'longitude',
  'geometry',
] as const;
type Key = (typeof KEYS)[number];
export type MapValues = Record<Key, string>;

const LABELS: Record<Key, string> = {
  name: 'Name',
  description: 'Description',
  address: 'Address',
  category_id: 'Category',
  status: 'Status',
  latitude: 'Latitude',
  longitude: 'Longitude',
  geometry: 'Geometry',
};

/** What the form sent, as text. */
export function valuesOfForm(form: FormData): MapValues {
  const text = (key: Key) => {
    const value = form.get(key);
    return typeof value === 'string' ? value : '';
  };
  return Object.fromEntries(KEYS.map((key) => [key, text(key)])) as MapValues;
}

/** A stored record, as the form would show it. */
export function valuesOfRecord(record: MapRecord): MapValues {
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

function same(key: Key, a: string, b: string): boolean {
  if (key === 'latitude' || key === 'longitude') {
    return a.trim() === b.trim() || (a.trim() !== '' && b.trim() !== '' && Number(a) === Number(b));
  }
  if (key === 'geometry') return canonicalGeometry(a) === canonicalGeometry(b);
  return a.trim() === b.trim();
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

/**
 * The fields where the user's save and the stored record differ. A field the user left as it was when the
 * form opened starts on the stored side (someone else changed it); a field the user changed, on the user's.
 */
export function mapConflictFields(
  mine: MapValues,
  opened: MapValues,
  saved: MapValues,
  categoryName: (id: string) => string,
): ConflictField[] {
  const shown = (key: Key, value: string) =>
    key === 'category_id'
      ? value && categoryName(value)
      : key === 'geometry'
        ? geometrySummary(value)
        : key === 'status'
          ? value === 'active'
            ? 'Active'
            : 'Inactive'
          : value;
  return KEYS.filter((key) => !same(key, mine[key], saved[key])).map((key) => ({
    key,
    label: LABELS[key],
    mine: shown(key, mine[key]),
    theirs: shown(key, saved[key]),
    initial: same(key, mine[key], opened[key]) ? 'theirs' : 'mine',
  }));
}

/** The form to save: the user's, with the chosen stored values, made from the stored version. */
export function mergedForm(submitted: FormData, saved: MapRecord, choice: Record<string, Side>): FormData {
  const form = new FormData();
  for (const [key, value] of submitted.entries()) form.append(key, value);
  const stored = valuesOfRecord(saved);
  for (const key of KEYS) {
    if (choice[key] !== 'theirs') continue;
    // No geometry sent keeps the stored one.
    if (key === 'geometry' && !stored.geometry) form.delete('geometry');
    else form.set(key, stored[key]);
  }
  form.set('version', String(saved.version));
  return form;
}

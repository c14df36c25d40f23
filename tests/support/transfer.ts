import { multipart } from './multipart.ts';
import type { TestApp } from './test-app.ts';

export interface ImportOptions {
  token: string;
  filename: string;
  bytes: Uint8Array | string;
  categoryId: number;
  fields?: Record<string, string>;
}

/** POSTs a file to the import preview or commit over REST, as the admin page and external clients do. */
export function sendImport(t: TestApp, step: 'preview' | 'commit', options: ImportOptions) {
  const bytes = typeof options.bytes === 'string' ? Buffer.from(options.bytes) : options.bytes;
  return t.request({
    method: 'POST',
    url: step === 'preview' ? '/api/admin/maps/import/preview' : '/api/admin/maps/import',
    token: options.token,
    ...multipart(
      { category_id: String(options.categoryId), ...options.fields },
      { field: 'file', filename: options.filename, contentType: 'application/octet-stream', bytes },
    ),
  });
}

export async function createCategory(t: TestApp, token: string, name: string): Promise<number> {
  const response = await t.request({
    method: 'POST',
    url: '/api/admin/categories',
    token,
    payload: { name },
  });
  if (response.statusCode !== 201) throw new Error(`category: ${response.statusCode} ${response.body}`);
  return response.json().data.id as number;
}

type Position = number[];

const isPosition = (value: unknown): value is Position =>
  Array.isArray(value) && typeof value[0] === 'number';

/** Longitude and latitude only: a format may add or drop altitudes. */
const positionDistance = (a: Position, b: Position) =>
  Math.max(Math.abs(a[0]! - b[0]!), Math.abs(a[1]! - b[1]!));

function sequenceDistance(a: Position[], b: Position[]): number {
  if (a.length !== b.length) return Number.POSITIVE_INFINITY;
  return a.reduce((max, position, i) => Math.max(max, positionDistance(position, b[i]!)), 0);
}

const isRing = (list: Position[]) => list.length >= 4 && positionDistance(list[0]!, list.at(-1)!) === 0;

/**
 * A closed ring is the same ring from any starting vertex and in either direction: Shapefiles store outer
 * rings clockwise, GeoJSON counter-clockwise.
 */
function ringDistance(a: Position[], b: Position[]): number {
  if (a.length !== b.length) return Number.POSITIVE_INFINITY;
  const open = b.slice(0, -1);
  let best = Number.POSITIVE_INFINITY;
  for (const candidate of [open, [...open].reverse()]) {
    for (let shift = 0; shift < candidate.length; shift++) {
      const rotated = [...candidate.slice(shift), ...candidate.slice(0, shift)];
      best = Math.min(best, sequenceDistance(a.slice(0, -1), rotated));
    }
  }
  return best;
}

/** The largest difference between two coordinate trees of the same shape; Infinity when shapes differ. */
export function coordinateDistance(a: unknown, b: unknown): number {
  if (isPosition(a) && isPosition(b)) return positionDistance(a, b);
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return Number.POSITIVE_INFINITY;
  if (isPosition(a[0]) && isPosition(b[0])) {
    const [left, right] = [a as Position[], b as Position[]];
    return isRing(left) && isRing(right) ? ringDistance(left, right) : sequenceDistance(left, right);
  }
  return a.reduce((max: number, part, i) => Math.max(max, coordinateDistance(part, b[i])), 0);
}

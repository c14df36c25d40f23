import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { GEOMETRY_KINDS } from '../../shared/geo/types.ts';
import { LANGUAGE_MODES } from '../../shared/i18n/language.ts';
import { sayMessage, sayText } from '../../shared/i18n/say-message.ts';
import { categoryFields, MAP_MARKERS } from '../../shared/schemas/categories.ts';
import { AUDIT_ACTIONS } from '../../shared/schemas/history.ts';
import { geometryInput, MAP_STATUSES, mapFields } from '../../shared/schemas/maps.ts';
import { permissionName } from '../../shared/schemas/permissions.ts';
import { MAX_PHOTOS, placeInfoFields } from '../../shared/schemas/place-info.ts';
import { roleName } from '../../shared/schemas/roles.ts';
import { settingUpdateShape, villageBoundaryInput } from '../../shared/schemas/settings.ts';
import { userFields } from '../../shared/schemas/users.ts';
import { textProblem, textProblemMessage } from '../../shared/text.ts';
import { STORED_NAME } from '../uploads/image-store.ts';

/**
 * A backup is untrusted input (issue 30, decision 0026): every row it holds is checked as the API would
 * have checked it before the row reaches the database, since the server trusts its own tables (a stored
 * image's type is sent as it is, a password hash is handed to argon2, a deleted row is put back whole).
 * The fields' own schemas (src/shared/schemas) and the text rule (src/shared/text.ts) are the API's; what
 * the API never takes as input (ids, versions, timestamps, hashes) is checked for the form it writes.
 * A column the row leaves out gets the table's default, as an older backup needs.
 */

/** A value's problem, or null when the API could have written it. `null` values are checked by `nullable`. */
type Rule = (value: unknown) => string | null;

const MAX_INT = 2_147_483_647;
const MAX_BIGINT = 9_223_372_036_854_775_807n;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const nullable =
  (rule: Rule): Rule =>
  (value) =>
    value === null ? null : rule(value);

const notNull =
  (rule: Rule): Rule =>
  (value) =>
    value === null ? 'is empty' : rule(value);

/** Strings pass the text rule first, as every input passes the API's text gate. */
function gated(value: unknown, multiline: boolean): string | null {
  if (typeof value !== 'string') return null;
  const problem = textProblem(value, { multiline });
  return problem && sayMessage(textProblemMessage(problem), 'standar');
}

/** The field's own schema, as the API parses it; its message is the API's. */
const schema =
  (field: z.ZodType, multiline = false): Rule =>
  (value) => {
    const gate = gated(value, multiline);
    if (gate) return gate;
    const result = field.safeParse(value);
    if (result.success) return null;
    const issue = result.error.issues[0];
    return issue ? sayText(issue.message, 'standar') : 'is not valid';
  };

const id: Rule = (value) =>
  Number.isInteger(value) && (value as number) > 0 && (value as number) <= MAX_INT
    ? null
    : 'is not an id (a whole number from 1)';

/** A bigint column arrives as digits (pg) or as a number. */
const bigId: Rule = (value) => {
  const digits = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  return typeof digits === 'string' && /^[1-9][0-9]{0,18}$/.test(digits) && BigInt(digits) <= MAX_BIGINT
    ? null
    : 'is not an id (a whole number from 1)';
};

const count: Rule = (value) =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_INT
    ? null
    : 'is not a whole number from 0';

const boolean: Rule = (value) => (typeof value === 'boolean' ? null : 'is not true or false');

/** As JSON writes a Date, or as PostgreSQL's to_jsonb writes a timestamp (a deleted record's row). */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:\d{2})?)$/;
const timestamp: Rule = (value) =>
  typeof value === 'string' && TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value))
    ? null
    : 'is not a date and time (ISO 8601)';

const oneOf =
  (allowed: readonly unknown[]): Rule =>
  (value) =>
    allowed.includes(value) ? null : `is not one of ${allowed.join(', ')}`;

/** Text the API writes itself (a username kept beside an entry, a sign-in key): one line, not huge. */
const plainText =
  (max: number): Rule =>
  (value) => {
    if (typeof value !== 'string') return 'is not text';
    return gated(value, false) ?? (value.length > max ? `is longer than ${max} characters` : null);
  };

/** An image's name as the server gives it, of a type it stores. */
const imageName: Rule = (value) =>
  typeof value === 'string' && STORED_NAME.test(value) && !value.endsWith('.gif')
    ? null
    : 'is not the name of a stored image';

/** As src/shared/slug.ts makes them: lowercase words joined by hyphens, a number after a taken one. */
const slug: Rule = (value) =>
  typeof value === 'string' && value.length <= 100 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
    ? null
    : 'is not a slug (lowercase letters, digits and hyphens)';

/** A stored geometry is one clean geometry (no Feature around it) that the API's rules accept. */
const geometry: Rule = (value) => {
  if (!isObject(value) || !(GEOMETRY_KINDS as readonly unknown[]).includes(value.type)) {
    return `is not a GeoJSON geometry (${GEOMETRY_KINDS.join(', ')})`;
  }
  return schema(geometryInput, true)(value);
};

const range =
  (min: number, max: number): Rule =>
  (value) =>
    typeof value === 'number' && value >= min && value <= max
      ? null
      : `is not a number from ${min} to ${max}`;

/**
 * The argon2 hash the server writes (src/server/modules/auth/password.ts). Its costs are bounded: sign-in hands the
 * stored hash to argon2, so a hash asking for gigabytes would cost that at every attempt on the account.
 */
const PASSWORD_HASH =
  /^\$argon2(?:id|i|d)\$v=\d{1,3}\$m=(\d{1,7}),t=(\d{1,3}),p=(\d{1,2})\$[A-Za-z0-9+/]{11,64}\$[A-Za-z0-9+/]{16,128}$/;
const passwordHash: Rule = (value) => {
  const match = typeof value === 'string' ? PASSWORD_HASH.exec(value) : null;
  if (!match) return 'is not an argon2 password hash';
  const [memory, time, lanes] = match.slice(1).map(Number) as [number, number, number];
  return memory <= 65_536 && time <= 10 && lanes <= 4
    ? null
    : 'asks argon2 for more than 64 MiB, 10 passes or 4 lanes';
};

/** Deeper than any record of ours (a MultiPolygon inside a record is 6 levels). */
const MAX_JSON_DEPTH = 32;

/** A record as the audit log keeps it: JSON whose every text passes the text rule. */
const jsonValue: Rule = (value) => {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (typeof next.value === 'string') {
      const problem = gated(next.value, true);
      if (problem) return problem;
    } else if (next.value !== null && typeof next.value === 'object') {
      if (next.depth >= MAX_JSON_DEPTH) return `is nested more than ${MAX_JSON_DEPTH} levels deep`;
      const entries = Array.isArray(next.value) ? next.value : Object.entries(next.value).flat();
      for (const item of entries) stack.push({ value: item, depth: next.depth + 1 });
    }
  }
  return null;
};
const jsonObject: Rule = (value) => (isObject(value) ? jsonValue(value) : 'is not a JSON object');

const textList: Rule = (value) =>
  Array.isArray(value) && value.length <= 100 && value.every((item) => plainText(100)(item) === null)
    ? null
    : 'is not a list of field names';

/** The tables the audit log names, and those whose deleted rows can come back. */
const AUDITED = ['maps', 'categories', 'settings', 'users', 'roles', 'permissions', 'reports'];
const RECOVERABLE = ['maps', 'categories', 'users', 'roles'];

/** What a deleted record's links name: the linked table's ids, bare (before issue 30) or with their birth. */
const links: Rule = (value) => {
  if (!isObject(value)) return 'is not a JSON object';
  for (const [table, list] of Object.entries(value)) {
    if (!['users', 'roles', 'permissions', 'maps'].includes(table))
      return `names an unknown table (${table})`;
    if (!Array.isArray(list) || list.length > 100_000) return `${table} is not a list of ids`;
    for (const link of list) {
      const bare = isObject(link) ? link.id : link;
      if (id(bare) !== null) return `${table} holds something that is not an id`;
      if (
        isObject(link) &&
        (Object.keys(link).some((key) => key !== 'id' && key !== 'created_at') ||
          timestamp(link.created_at) !== null)
      ) {
        return `${table} holds a link that is not {id, created_at}`;
      }
    }
  }
  return null;
};

const sha256: Rule = (value) =>
  typeof value === 'string' && /^[0-9a-f]{64}$/.test(value) ? null : 'is not a SHA-256 in hex';

const created = { created_at: timestamp, updated_at: timestamp, version: id };

/** Text a resident or staff wrote (several lines allowed), not longer than `max`. */
const writtenText =
  (max: number): Rule =>
  (value) => {
    if (typeof value !== 'string') return 'is not text';
    return gated(value, true) ?? (value.length > max ? `is longer than ${max} characters` : null);
  };

const matching =
  (pattern: RegExp, what: string): Rule =>
  (value) =>
    typeof value === 'string' && pattern.test(value) ? null : `is not ${what}`;

const REPORT_STATES = ['baru', 'diverifikasi', 'ditindaklanjuti', 'selesai', 'ditolak', 'duplikat'];
const REPORT_PRIVACIES = ['publik', 'anonim', 'rahasia'];

/** Every column of every table a backup may hold, with its rule. */
export const COLUMNS: Record<string, Record<string, Rule>> = {
  users: {
    id,
    name: schema(userFields.name),
    username: schema(userFields.username),
    email: schema(userFields.email),
    password_hash: passwordHash,
    ...created,
  },
  permissions: { id, name: schema(permissionName), ...created },
  roles: { id, name: schema(roleName), ...created },
  role_permissions: { role_id: id, permission_id: id },
  user_roles: { user_id: id, role_id: id },
  // The regency's staff (decision 0055): a user of a village, as its admin or viewer.
  regency_staff: { user_id: id, role: oneOf(['admin', 'viewer'] as const) },
  categories: {
    id,
    name: schema(categoryFields.shape.name),
    description: notNull(schema(categoryFields.shape.description, true)),
    // Stricter than the form, which trims and lowercases: the colour goes into styles as it is stored.
    color: (value) =>
      typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value) ? null : 'is not a colour such as #0ea5e9',
    image: nullable(imageName),
    map_marker: oneOf(MAP_MARKERS),
    ...created,
  },
  maps: {
    id,
    name: schema(mapFields.name),
    slug,
    description: notNull(schema(mapFields.description, true)),
    address: notNull(schema(mapFields.address, true)),
    latitude: nullable(range(-90, 90)),
    longitude: nullable(range(-180, 180)),
    category_id: nullable(id),
    geometry: nullable(geometry),
    bbox_min_lng: nullable(range(-180, 180)),
    bbox_min_lat: nullable(range(-90, 90)),
    bbox_max_lng: nullable(range(-180, 180)),
    bbox_max_lat: nullable(range(-90, 90)),
    status: oneOf(MAP_STATUSES),
    image: nullable(imageName),
    opening_hours: notNull(schema(placeInfoFields.opening_hours, true)),
    phone: notNull(schema(placeInfoFields.phone)),
    website: notNull(schema(placeInfoFields.website)),
    extra_photos: (value) =>
      Array.isArray(value) && value.length < MAX_PHOTOS && value.every((name) => imageName(name) === null)
        ? null
        : `is not a list of at most ${MAX_PHOTOS - 1} stored images`,
    ...created,
  },
  settings: {
    id: oneOf([1]),
    title: schema(settingUpdateShape.shape.title),
    description: notNull(schema(settingUpdateShape.shape.description, true)),
    map_center_lat: nullable(schema(settingUpdateShape.shape.map_center_lat)),
    map_center_lng: nullable(schema(settingUpdateShape.shape.map_center_lng)),
    map_zoom: nullable(schema(settingUpdateShape.shape.map_zoom)),
    village_boundary: nullable(schema(villageBoundaryInput, true)),
    language: oneOf(LANGUAGE_MODES),
    updated_at: timestamp,
    version: id,
  },
  audit_log: {
    id: bigId,
    at: timestamp,
    actor_id: nullable(id),
    actor_username: plainText(255),
    table_name: oneOf(AUDITED),
    // Null for an import's own entry (its places each have theirs).
    record_id: nullable(id),
    action: oneOf(AUDIT_ACTIONS),
    before: nullable(jsonObject),
    after: nullable(jsonObject),
    last_writer_wins: boolean,
    restored_from: nullable(bigId),
    changed: textList,
    record_name: (value) => (typeof value === 'string' ? jsonValue(value) : 'is not text'),
    record_version: nullable(id),
  },
  deleted_records: {
    id: bigId,
    table_name: oneOf(RECOVERABLE),
    record_id: id,
    label: plainText(1_000),
    row: (value) => (isObject(value) ? null : 'is not a JSON object'),
    links,
    deleted_at: timestamp,
    deleted_by: plainText(255),
  },
  // A large audit field stored once under the hash of its JSON (audit-values.repository.ts).
  audit_values: { hash: sha256, value: jsonValue, bytes: count, used_at: timestamp },
  audit_entry_values: {
    entry_id: bigId,
    side: oneOf(['before', 'after']),
    field: plainText(100),
    hash: sha256,
  },
  login_attempts: { key: plainText(1_000), window_start: timestamp, attempts: count },
  // Resident reports (issue 36): the same limits as the form's.
  report_kinds: {
    id,
    name: plainText(100),
    due_days: (value) =>
      Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 365
        ? null
        : 'is not a whole number from 1 to 365',
    makes_place: boolean,
    corrects_place: boolean,
    position: count,
  },
  reports: {
    id,
    tracking_code: matching(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/, 'a tracking code'),
    kind_id: id,
    description: writtenText(2_000),
    latitude: range(-90, 90),
    longitude: range(-180, 180),
    privacy: oneOf(REPORT_PRIVACIES),
    reporter_name: plainText(100),
    reporter_phone: matching(/^[0-9+\- ]{0,30}$/, 'a phone number'),
    photos: (value) =>
      Array.isArray(value) && value.length <= 3 && value.every((name) => imageName(name) === null)
        ? null
        : 'is not a list of at most 3 stored images',
    photos_public: boolean,
    status: oneOf(REPORT_STATES),
    reason: writtenText(1_000),
    duplicate_of: nullable(id),
    place_id: nullable(id),
    idempotency_key: nullable(matching(/^[A-Za-z0-9-]{8,64}$/, 'an idempotency key')),
    ...created,
  },
  report_events: {
    id: bigId,
    report_id: id,
    at: timestamp,
    actor_id: nullable(id),
    actor_username: (value) => (value === '' ? null : plainText(255)(value)),
    status: oneOf(REPORT_STATES),
    privacy: oneOf(REPORT_PRIVACIES),
    reason: writtenText(1_000),
  },
  login_trusted_addresses: { account: plainText(1_000), address: plainText(100), last_success_at: timestamp },
  stored_images: {
    folder: oneOf(['categories', 'maps', 'reports']),
    name: imageName,
    content_type: plainText(100),
    size: count,
    sha256,
    bytes: (value) => (typeof value === 'string' ? null : 'is not base64 text'),
    created_at: timestamp,
  },
};

// Every table's row names its village (decision 0052); one the deployment lacks is the database's to refuse.
for (const rules of Object.values(COLUMNS)) rules.village_id = id;
// A category of no village is the regency's, shared by all (decision 0060).
COLUMNS.categories!.village_id = nullable(id);

/** Every column of a row's table, checked; the first problem as `column: problem`, or null. */
function columnsProblem(table: string, row: Record<string, unknown>, partial: boolean): string | null {
  const rules = COLUMNS[table];
  // A table or column without a rule is refused, not waved through: its migration's author adds the rule.
  if (!rules) return `the table ${table} has no restore rules (src/server/db/restore-rows.ts)`;
  for (const [column, value] of Object.entries(row)) {
    const rule = rules[column];
    if (!rule) {
      if (partial) continue;
      return `${column}: the column has no restore rule (src/server/db/restore-rows.ts)`;
    }
    // A null where the table allows none is the database's to refuse, as an older backup's missing column.
    const problem = value === undefined ? 'is missing' : rule(value);
    if (problem) return `${column}: ${problem}`;
  }
  return null;
}

/**
 * The first problem of one row of `table` as the backup holds it (JSON values, before any conversion), or
 * null. A deleted record's row is checked as a row of its own table, since restoring it puts it back whole.
 */
export function rowProblem(table: string, row: Record<string, unknown>): string | null {
  const problem = columnsProblem(table, row, false);
  if (problem) return problem;
  if (table === 'audit_values') return auditValueProblem(row);
  if (table !== 'deleted_records') return null;
  const kept = row.row as Record<string, unknown> | undefined;
  if (!kept || typeof row.table_name !== 'string') return null;
  if (kept.id !== row.record_id) return 'row: its id is not the record_id';
  // Columns a later version dropped are ignored when the row comes back; every other column is checked.
  const inner = columnsProblem(row.table_name, kept, true);
  return inner && `row (a deleted ${row.table_name} row): ${inner}`;
}

/** A stored audit value is named by its content: the hash and size of the JSON text it is stored as. */
function auditValueProblem(row: Record<string, unknown>): string | null {
  if (!('value' in row)) return null;
  const text = JSON.stringify(row.value);
  if ('hash' in row && row.hash !== createHash('sha256').update(text).digest('hex')) {
    return 'hash: is not the SHA-256 of the value';
  }
  if ('bytes' in row && row.bytes !== Buffer.byteLength(text)) return 'bytes: is not the size of the value';
  return null;
}

/** Ids a row names inside JSON (an audit record's category, roles or permissions), per table, so that
 * no later record takes them (see serial-floor.ts). */
export function idsInRecord(table: string, row: Record<string, unknown>, found: Map<string, bigint>): void {
  const note = (target: string, value: unknown) => {
    if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) {
      const big = BigInt(value);
      if (big > (found.get(target) ?? 0n)) found.set(target, big);
    } else if (typeof value === 'string' && /^[1-9][0-9]{0,18}$/.test(value)) {
      const big = BigInt(value);
      if (big > (found.get(target) ?? 0n)) found.set(target, big);
    }
  };
  if (table !== 'audit_log') return;
  note('audit_log', row.restored_from);
  for (const record of [row.before, row.after]) {
    if (!isObject(record)) continue;
    note('categories', record.category_id);
    if (isObject(record.category)) note('categories', record.category.id);
    for (const [key, target] of [
      ['roles', 'roles'],
      ['permissions', 'permissions'],
    ] as const) {
      const list = record[key];
      if (Array.isArray(list)) for (const item of list) if (isObject(item)) note(target, item.id);
    }
  }
}

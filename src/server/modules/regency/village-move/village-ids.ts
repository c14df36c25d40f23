/**
 * Where a village's records name the ids of other records (decision 0065), so that a village moved into
 * another deployment takes ids of that deployment's own serials and every record still names the right
 * one. Ids are unique in a deployment, not in a village (decision 0052), so a moved village cannot keep
 * them: the ids of two deployments overlap.
 *
 * Ids are kept in columns, and, since ids are never given twice (decision 0026), inside history: an audit
 * record's before and after, a deleted record's row and links, a large audit value. Every place is listed
 * here once, and the same walk serves both passes of an import: gathering the ids a file names and
 * rewriting them.
 */

/** The tables whose ids a serial gives out, and so a move gives out again. */
export const SERIAL_TABLES = [
  'users',
  'roles',
  'permissions',
  'categories',
  'maps',
  'report_kinds',
  'reports',
  'report_events',
  'audit_log',
  'deleted_records',
] as const;
export type SerialTable = (typeof SERIAL_TABLES)[number];

const isSerial = (table: unknown): table is SerialTable => SERIAL_TABLES.includes(table as SerialTable);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An id found (old) and the id it becomes (new); `undefined` keeps the value as it is. */
export type MapId = (table: SerialTable, id: number | string) => number | string | undefined;

/** The columns naming a record of another table (or of their own), per table. */
const COLUMNS: Record<string, Record<string, SerialTable | 'by table_name'>> = {
  users: { id: 'users' },
  roles: { id: 'roles' },
  permissions: { id: 'permissions' },
  role_permissions: { role_id: 'roles', permission_id: 'permissions' },
  user_roles: { user_id: 'users', role_id: 'roles' },
  categories: { id: 'categories' },
  maps: { id: 'maps', category_id: 'categories' },
  report_kinds: { id: 'report_kinds' },
  reports: { id: 'reports', kind_id: 'report_kinds', duplicate_of: 'reports', place_id: 'maps' },
  report_events: { id: 'report_events', report_id: 'reports', actor_id: 'users' },
  audit_log: { id: 'audit_log', actor_id: 'users', restored_from: 'audit_log', record_id: 'by table_name' },
  audit_entry_values: { entry_id: 'audit_log' },
  deleted_records: { id: 'deleted_records', record_id: 'by table_name' },
};

/** The fields of a record as history keeps it (a snapshot of a row of `table`) that name other records. */
const SNAPSHOT_FIELDS: Record<string, Record<string, SerialTable>> = {
  maps: { category_id: 'categories' },
  reports: { duplicate_of: 'reports', place_id: 'maps' },
};
/** Fields holding a record (`{id, ...}`) or a list of them, in any snapshot. */
const NESTED: Record<string, SerialTable> = {
  category: 'categories',
  roles: 'roles',
  permissions: 'permissions',
};

/** An id as a column or JSON holds it: a positive whole number, or a bigint's decimal text. */
const isId = (value: unknown): value is number | string =>
  (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) ||
  (typeof value === 'string' && /^[1-9][0-9]{0,18}$/.test(value));

function mapped(table: SerialTable, value: unknown, map: MapId): unknown {
  if (!isId(value)) return value;
  const next = map(table, value);
  return next === undefined ? value : typeof value === 'number' ? Number(next) : String(next);
}

/** A snapshot of a row of `table` (an audit record's before or after, a deleted record's row), rewritten. */
export function mapSnapshot(table: string, record: unknown, map: MapId): unknown {
  if (!isObject(record)) return record;
  const out: Record<string, unknown> = { ...record };
  if ('id' in out && isSerial(table)) out.id = mapped(table, out.id, map);
  for (const [field, target] of Object.entries(SNAPSHOT_FIELDS[table] ?? {})) {
    if (field in out) out[field] = mapped(target, out[field], map);
  }
  for (const [field, target] of Object.entries(NESTED)) {
    const value = out[field];
    const one = (item: unknown) => (isObject(item) ? { ...item, id: mapped(target, item.id, map) } : item);
    if (Array.isArray(value)) out[field] = value.map(one);
    else if (isObject(value)) out[field] = one(value);
  }
  return out;
}

/** A deleted record's links, `{table: [id | {id, created_at}]}`, rewritten. */
function mapLinks(links: unknown, map: MapId): unknown {
  if (!isObject(links)) return links;
  return Object.fromEntries(
    Object.entries(links).map(([table, list]) => {
      if (!isSerial(table) || !Array.isArray(list)) return [table, list];
      return [
        table,
        list.map((link) =>
          isObject(link) ? { ...link, id: mapped(table, link.id, map) } : mapped(table, link, map),
        ),
      ];
    }),
  );
}

/**
 * One row of `table` as a file holds it, every id it names rewritten by `map` (a row of no table here is
 * returned as it is). `fieldsOfValue` says, for an audit value, which fields of which tables' records name
 * it, since a large field is kept apart from its record (audit-values.repository.ts).
 */
export function mapRow(
  table: string,
  row: Record<string, unknown>,
  map: MapId,
  fieldsOfValue?: (hash: string) => readonly { table: string; field: string }[],
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...row };
  for (const [column, target] of Object.entries(COLUMNS[table] ?? {})) {
    if (!(column in out)) continue;
    const into = target === 'by table_name' ? out.table_name : target;
    if (isSerial(into)) out[column] = mapped(into, out[column], map);
  }
  if (table === 'audit_log') {
    out.before = mapSnapshot(String(row.table_name), row.before, map);
    out.after = mapSnapshot(String(row.table_name), row.after, map);
  }
  if (table === 'deleted_records') {
    out.row = mapSnapshot(String(row.table_name), row.row, map);
    out.links = mapLinks(row.links, map);
  }
  if (table === 'audit_values' && fieldsOfValue && typeof row.hash === 'string') {
    for (const { table: of, field } of fieldsOfValue(row.hash)) {
      out.value = (mapSnapshot(of, { [field]: out.value }, map) as Record<string, unknown>)[field];
    }
  }
  return out;
}

/** Gathers every id a row names, per table (by walking it with a map that notes and keeps each). */
export function noteIds(
  table: string,
  row: Record<string, unknown>,
  found: Map<SerialTable, Set<string>>,
  fieldsOfValue?: (hash: string) => readonly { table: string; field: string }[],
): void {
  mapRow(
    table,
    row,
    (target, id) => {
      const ids = found.get(target) ?? new Set<string>();
      found.set(target, ids);
      ids.add(String(id));
      return undefined;
    },
    fieldsOfValue,
  );
}

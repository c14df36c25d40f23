// The migration storage-usage-and-audit-values, from the database as the migration before it left it.
import { Migrator, sql } from 'kysely';
import { expect, it } from 'vitest';
import { IN_MEMORY, openDatabase } from '../../src/server/db/database.ts';
import { historyEntryOf } from '../../src/server/modules/audit/audit.repository.ts';
import { recordChange } from '../../src/server/modules/audit/record-change.ts';
import { migrations } from './index.ts';

/** A shape of about 40 KB of GeoJSON, and another. */
const shape = (x: number) => ({
  type: 'LineString',
  coordinates: Array.from({ length: 1_500 }, (_, i) => [x + i / 10_000, -7.5 + (i % 7) / 1_000]),
});

it('splits the entries already written, reads them back whole, and counts what is stored', async () => {
  const database = await openDatabase({ url: IN_MEMORY, dataDir: '' });
  const db = database.owner;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  await migrator.migrateTo('2026-11-27T09-00-settings-language');
  // The place itself (a history lists the entries from its record's creation on).
  await sql`insert into maps (id, name, slug, created_at) values (7, 'Kali', 'kali', now() - interval '1 day')`.execute(
    db,
  );
  const first = { id: 7, name: 'Sungai', description: 'x'.repeat(3_000), geometry: shape(110), version: 1 };
  const second = { ...first, geometry: shape(111), version: 2 };
  const renamed = { ...second, name: 'Kali', version: 3 };
  const entry = (action: string, before: unknown, after: unknown, changed: string[]) => sql`
    insert into audit_log (actor_username, table_name, record_id, action, before, after, changed, record_name)
    values ('admin', 'maps', 7, ${action}, ${before === null ? null : JSON.stringify(before)},
      ${JSON.stringify(after)}, ${JSON.stringify(changed)}, 'Sungai') returning id`;
  const ids = [
    (await entry('create', null, first, []).execute(db)).rows[0],
    // An entry as written before decision 0022: its before whole.
    (await entry('update', first, second, ['geometry']).execute(db)).rows[0],
    (await entry('update', { name: 'Sungai', version: 2 }, renamed, ['name']).execute(db)).rows[0],
  ].map((row) => String((row as { id: string }).id));

  expect((await migrator.migrateToLatest()).error).toBeUndefined();

  // Three large values (two shapes and the description), each stored once however many entries name it.
  const values = await sql<{ n: number }>`select count(*)::int as n from audit_values`.execute(db);
  expect(values.rows[0]!.n).toBe(3);
  const raw = await sql<{
    after: Record<string, unknown>;
  }>`select after from audit_log where id = ${ids[0]}`.execute(db);
  expect(raw.rows[0]!.after).toEqual({ id: 7, name: 'Sungai', version: 1 });
  const read = await Promise.all(ids.map((id) => historyEntryOf(db, 'maps', 7, id)));
  expect([read[0]!.before, read[0]!.after]).toEqual([null, first]);
  expect([read[1]!.before, read[1]!.after]).toEqual([first, second]);
  expect([read[2]!.before, read[2]!.after]).toEqual([{ name: 'Sungai', version: 2 }, renamed]);

  // A new entry naming the same shape finds the one the migration stored (the same hash of the same JSON).
  await sql`insert into users (id, name, username, email, password_hash) values (1, 'Admin', 'admin', 'admin@example.test', 'x')`.execute(
    db,
  );
  await recordChange(
    db,
    { id: 1, username: 'admin' },
    {
      table: 'maps',
      recordId: 7,
      action: 'update',
      before: renamed,
      after: { ...renamed, name: 'Kali Lor', version: 4 },
    },
  );
  expect((await sql<{ n: number }>`select count(*)::int as n from audit_values`.execute(db)).rows[0]!.n).toBe(
    3,
  );

  const counted = await sql<{ exact: boolean }>`
    select audit_value_bytes = (select sum(octet_length(value::text)) from audit_values)
      and audit_entry_bytes = (select sum(coalesce(octet_length(before::text), 0)
        + coalesce(octet_length(after::text), 0) + octet_length(changed::text) + octet_length(record_name)
        + octet_length(actor_username) + 64) from audit_log) as exact
    from storage_usage`.execute(db);
  expect(counted.rows[0]!.exact).toBe(true);

  // And down again: the entries hold their fields inline, as before.
  await migrator.migrateTo('2026-11-27T09-00-settings-language');
  const back = await sql<{ before: unknown; after: unknown }>`
    select before, after from audit_log where id in (${sql.join(ids)}) order by id`.execute(db);
  expect(back.rows).toEqual([
    { before: null, after: first },
    { before: first, after: second },
    { before: { name: 'Sungai', version: 2 }, after: renamed },
  ]);
  await database.close();
});

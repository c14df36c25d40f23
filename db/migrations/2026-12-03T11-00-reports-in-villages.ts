import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * Resident reports in villages (issues 35 and 36, decisions 0052 and 0054): the reports were built beside
 * the villages and land with them. Each village's report kinds, reports and their events belong to it like
 * every village table: a `village_id` filled from the connection, links by id that carry the village,
 * forced row-level security, the app's rights. What was unique in the deployment is unique in the village
 * (a kind's name, an idempotency key); a tracking code stays unique in the deployment (a code names one
 * report wherever it is asked for, and is found only in its village).
 *
 * The spent challenges and the key that signs them stay the deployment's, as the directory of villages:
 * a challenge spent in one village is spent in all (no replay from one village to another).
 *
 * Villages added before this migration get the default kinds and the two permissions, as a new one does.
 */
const APP_ROLE = 'petadesa_app';
const TABLES = ['report_kinds', 'reports', 'report_events'];
const VILLAGE_RULE = sql`village_id = (select current_village_id())`;

export async function up(db: Kysely<any>): Promise<void> {
  const app = sql.id(APP_ROLE);
  const owner = (await sql<{ name: string }>`select current_user as name`.execute(db)).rows[0]?.name ?? '';
  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} add column village_id integer not null default 1
      constraint ${sql.id(`${table}_village_id_fkey`)} references villages (id)`.execute(db);
    await sql`alter table ${sql.table(table)} alter column village_id set default current_village_id()`.execute(
      db,
    );
  }
  await sql`alter table report_kinds add constraint report_kinds_village_id_id_key unique (village_id, id)`.execute(
    db,
  );
  await sql`alter table reports add constraint reports_village_id_id_key unique (village_id, id)`.execute(db);
  await sql`alter table report_kinds drop constraint report_kinds_name_key`.execute(db);
  await sql`alter table report_kinds add constraint report_kinds_name_key unique (village_id, name)`.execute(
    db,
  );
  await sql`alter table reports drop constraint reports_idempotency_key_key`.execute(db);
  await sql`alter table reports add constraint reports_idempotency_key_key unique (village_id, idempotency_key)`.execute(
    db,
  );
  await sql`alter table reports drop constraint reports_kind_id_fkey`.execute(db);
  await sql`alter table reports add constraint reports_kind_id_fkey
    foreign key (village_id, kind_id) references report_kinds (village_id, id)`.execute(db);
  await sql`alter table reports drop constraint reports_duplicate_of_fkey`.execute(db);
  await sql`alter table reports add constraint reports_duplicate_of_fkey
    foreign key (village_id, duplicate_of) references reports (village_id, id) on delete set null (duplicate_of)`.execute(
    db,
  );
  await sql`alter table report_events drop constraint report_events_report_id_fkey`.execute(db);
  await sql`alter table report_events add constraint report_events_report_id_fkey
    foreign key (village_id, report_id) references reports (village_id, id) on delete cascade`.execute(db);

  for (const table of TABLES) {
    const name = sql.table(table);
    await sql`grant select, insert, update, delete on ${name} to ${app}`.execute(db);
    await sql`alter table ${name} enable row level security`.execute(db);
    await sql`alter table ${name} force row level security`.execute(db);
    await sql`create policy village on ${name} using (${VILLAGE_RULE}) with check (${VILLAGE_RULE})`.execute(
      db,
    );
    await sql`create policy deployment on ${name} to ${sql.id(owner)} using (true) with check (true)`.execute(
      db,
    );
  }
  for (const sequence of ['report_kinds_id_seq', 'reports_id_seq', 'report_events_id_seq']) {
    await sql`grant usage, select on sequence ${sql.table(sequence)} to ${app}`.execute(db);
  }
  await sql`grant select, insert, update, delete on report_challenges, report_secrets to ${app}`.execute(db);

  await sql`insert into report_kinds (village_id, name, due_days, makes_place, position)
    select v.id, k.name, k.due_days, k.makes_place, k.position
    from villages v cross join report_kinds k where k.village_id = 1 and v.id <> 1
    on conflict do nothing`.execute(db);
  await sql`insert into permissions (village_id, name)
    select v.id, p.name from villages v, (values ('reports-view'), ('reports-moderate')) as p (name)
    where v.id <> 1 on conflict do nothing`.execute(db);
  await sql`insert into role_permissions (village_id, role_id, permission_id)
    select r.village_id, r.id, p.id from roles r
    join permissions p on p.village_id = r.village_id and p.name in ('reports-view', 'reports-moderate')
    where r.name = 'Super Admin' and r.village_id <> 1
    on conflict do nothing`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const app = sql.id(APP_ROLE);
  await sql`revoke all on report_challenges, report_secrets from ${app}`.execute(db);
  for (const table of [...TABLES].reverse()) {
    const name = sql.table(table);
    await sql`drop policy if exists deployment on ${name}`.execute(db);
    await sql`drop policy if exists village on ${name}`.execute(db);
    await sql`alter table ${name} no force row level security`.execute(db);
    await sql`alter table ${name} disable row level security`.execute(db);
    await sql`revoke all on ${name} from ${app}`.execute(db);
  }
  await sql`delete from report_events where village_id <> 1`.execute(db);
  await sql`delete from reports where village_id <> 1`.execute(db);
  await sql`delete from report_kinds where village_id <> 1`.execute(db);
  await sql`alter table report_events drop constraint report_events_report_id_fkey`.execute(db);
  await sql`alter table reports drop constraint reports_duplicate_of_fkey`.execute(db);
  await sql`alter table reports drop constraint reports_kind_id_fkey`.execute(db);
  await sql`alter table reports drop constraint reports_idempotency_key_key`.execute(db);
  await sql`alter table report_kinds drop constraint report_kinds_name_key`.execute(db);
  await sql`alter table reports drop constraint reports_village_id_id_key`.execute(db);
  await sql`alter table report_kinds drop constraint report_kinds_village_id_id_key`.execute(db);
  for (const table of TABLES) await sql`alter table ${sql.table(table)} drop column village_id`.execute(db);
  await sql`alter table report_kinds add constraint report_kinds_name_key unique (name)`.execute(db);
  await sql`alter table reports add constraint reports_idempotency_key_key unique (idempotency_key)`.execute(
    db,
  );
  await sql`alter table reports add constraint reports_kind_id_fkey foreign key (kind_id) references report_kinds (id)`.execute(
    db,
  );
  await sql`alter table reports add constraint reports_duplicate_of_fkey
    foreign key (duplicate_of) references reports (id) on delete set null`.execute(db);
  await sql`alter table report_events add constraint report_events_report_id_fkey
    foreign key (report_id) references reports (id) on delete cascade`.execute(db);
}

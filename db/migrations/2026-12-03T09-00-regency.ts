import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * The regency (issue 35, decision 0055): its staff, and the app's right to add villages.
 *
 * `regency_staff` names the users who act for the regency: an `admin` (adds and closes villages, appoints
 * their first admins) or a `viewer`. A regency role is held by a user of one village (the first, at an
 * upgrade), checked when that user's session is read, and never granted through the village's own roles
 * and permissions: a village admin manages those, so they cannot lead to the regency.
 *
 * The directory of villages becomes writable by the app (only the regency's procedures write it).
 */
const APP_ROLE = 'petadesa_app';

export async function up(db: Kysely<any>): Promise<void> {
  const app = sql.id(APP_ROLE);
  const owner = (await sql<{ name: string }>`select current_user as name`.execute(db)).rows[0]?.name ?? '';
  await sql`grant insert, update on villages, village_hosts to ${app}`.execute(db);
  await sql`grant delete on village_hosts to ${app}`.execute(db);
  await sql`grant usage, select on sequence villages_id_seq to ${app}`.execute(db);

  await db.schema
    .createTable('regency_staff')
    .addColumn('village_id', 'integer', (c) => c.notNull().defaultTo(sql`current_village_id()`))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'viewer')`))
    .addPrimaryKeyConstraint('regency_staff_pkey', ['village_id', 'user_id'])
    .addForeignKeyConstraint(
      'regency_staff_user_id_fkey',
      ['village_id', 'user_id'],
      'users',
      ['village_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await sql`grant select, insert, update, delete on regency_staff to ${app}`.execute(db);
  await sql`alter table regency_staff enable row level security`.execute(db);
  await sql`alter table regency_staff force row level security`.execute(db);
  await sql`create policy village on regency_staff
    using (village_id = (select current_village_id())) with check (village_id = (select current_village_id()))`.execute(
    db,
  );
  await sql`create policy deployment on regency_staff to ${sql.id(owner)} using (true) with check (true)`.execute(
    db,
  );

  // The deployment's own admin leads the regency: the user `admin` of the first village, else its oldest
  // Super Admin (a renamed admin), else no one (a fresh database: the first start's seed appoints it).
  await sql`
    insert into regency_staff (village_id, user_id, role)
    select 1, u.id, 'admin' from users u
    where u.village_id = 1 and (lower(u.username) = 'admin' or exists (
      select 1 from user_roles ur join roles r on r.village_id = ur.village_id and r.id = ur.role_id
      where ur.village_id = 1 and ur.user_id = u.id and r.name = 'Super Admin'))
    order by (lower(u.username) = 'admin') desc, u.id
    limit 1`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const app = sql.id(APP_ROLE);
  await db.schema.dropTable('regency_staff').execute();
  await sql`revoke insert, update on villages from ${app}`.execute(db);
  await sql`revoke insert, update, delete on village_hosts from ${app}`.execute(db);
  await sql`revoke usage, select on sequence villages_id_seq from ${app}`.execute(db);
}

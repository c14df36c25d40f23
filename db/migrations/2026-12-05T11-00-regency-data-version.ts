import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * A change of a shared category (migration shared-categories) moved every village's public data version in
 * its one transaction: it held each village's version row until it had them all, so one village's long write
 * (an import) held the regency's change, and the regency's change held every other village's writes behind
 * it; with a place being filed under the category meanwhile, two transactions could wait on each other.
 *
 * The regency's changes now move one number of their own, `regency_data_version` (no village: every village
 * reads it), and a village's public data version is its own number plus this one (public.repository.ts).
 * Both only grow, so their sum grows when either does; it starts at 0, so a village's version is what it was.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table regency_data_version (
    id integer primary key check (id = 1),
    version bigint not null
  )`.execute(db);
  await sql`insert into regency_data_version (id, version) values (1, 0)`.execute(db);
  await sql`grant select on regency_data_version to petadesa_app`.execute(db);
  await sql`
    create or replace function regency_bump_every_village() returns void
    language sql volatile security definer set search_path = public, pg_temp as $$
      update regency_data_version set version = version + 1 where id = 1
    $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function regency_bump_every_village() returns void
    language sql volatile security definer set search_path = public, pg_temp as $$
      insert into public_data_version (village_id, id, version) select v.id, 1, 1 from villages v
      on conflict (village_id, id) do update set version = public_data_version.version + 1
    $$`.execute(db);
  await sql`drop table regency_data_version`.execute(db);
}

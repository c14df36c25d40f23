import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * The regency's dashboard (issue 35, decision 0055): per village, counts and dates only, across villages.
 * The app's role sees one village at a time (row-level security), so the summary is a function that runs as
 * its owner (SECURITY DEFINER, its search path fixed) and returns no record, only numbers and dates; the app
 * may execute it, and only the regency's procedures do (regency-viewer).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function regency_village_summary()
    returns table (village_id integer, places bigint, active_places bigint, categories bigint,
      last_edit timestamptz, staff_active bigint, has_boundary boolean)
    language sql stable security definer set search_path = public, pg_temp as $$
      select v.id,
        (select count(*) from maps m where m.village_id = v.id),
        (select count(*) from maps m where m.village_id = v.id and m.status = 'active'),
        (select count(*) from categories c where c.village_id = v.id),
        (select max(a.at) from audit_log a where a.village_id = v.id),
        (select count(distinct u.id) from (
          select s.user_id as id from sessions s
          where s.village_id = v.id and s.last_seen_at > now() - interval '30 days'
          union
          select a.actor_id from audit_log a
          where a.village_id = v.id and a.actor_id is not null and a.at > now() - interval '30 days') u),
        exists (select 1 from settings s where s.village_id = v.id and s.village_boundary is not null)
      from villages v
    $$`.execute(db);
  await sql`revoke all on function regency_village_summary() from public`.execute(db);
  await sql`grant execute on function regency_village_summary() to petadesa_app`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function regency_village_summary()`.execute(db);
}

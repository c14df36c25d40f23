import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * The storage limit of the server's configuration is written into every village's count at each start
 * (decision 0029, per village since issue 35). As the app, that is one transaction per village, since the
 * app's role sees one village at a time: at 300 villages a quarter of a second at every start of every
 * instance, and of every test app. This function writes it in one statement as the owner, and only where it
 * differs (a restart with the same limit writes nothing, so holds no village's count row). It can set no
 * other value than a limit for every village alike, as the app's loop could. A village whose count row is
 * missing (deleted by hand) is returned, for the app to count afresh in the village.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function storage_quota_everywhere(quota bigint) returns setof integer
    language plpgsql volatile security definer set search_path = public, pg_temp as $$
    begin
      update storage_usage set quota_bytes = quota where quota_bytes is distinct from quota;
      return query select v.id from villages v
        where not exists (select 1 from storage_usage s where s.village_id = v.id and s.id = 1)
        order by v.id;
    end
    $$`.execute(db);
  await sql`revoke all on function storage_quota_everywhere(bigint) from public`.execute(db);
  await sql`grant execute on function storage_quota_everywhere(bigint) to petadesa_app`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function storage_quota_everywhere(bigint)`.execute(db);
}

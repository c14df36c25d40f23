import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * Closing a village (issue 35): the regency closes it (villages.closed_at), it is read-only for 30 days,
 * then purged. The purge removes every row of the village in every table that has a village column and then
 * the village itself. The app's role sees one village at a time and may not delete villages, so the purge
 * is a function that runs as its owner, only for a village closed 30 days or more, never the first.
 *
 * It works in the village it purges (app.village_id, for the policies and for what triggers write), and
 * removes table by table: a table whose rows another still points to is tried again in the next pass, so
 * no order is written here that a new table would have to join. What the triggers write while it removes
 * (history, deleted records, the data version, storage use) is in the village too and goes in a later
 * pass; it ends with a pass that finds no row left.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function regency_purge_village(target integer) returns bigint
    language plpgsql volatile security definer set search_path = public, pg_temp as $$
    declare
      t record;
      removed bigint;
      total bigint := 0;
      pass integer := 0;
      blocked integer;
      this_pass bigint;
      has_rows boolean;
    begin
      if target = 1 or not exists (
        select 1 from villages where id = target and closed_at <= now() - interval '30 days'
      ) then
        return -1;
      end if;
      perform set_config('app.village_id', target::text, true);
      loop
        pass := pass + 1;
        blocked := 0;
        this_pass := 0;
        for t in
          select c.table_name::text as name from information_schema.columns c
          join information_schema.tables b on b.table_schema = c.table_schema and b.table_name = c.table_name
          where c.table_schema = 'public' and c.column_name = 'village_id' and b.table_type = 'BASE TABLE'
            and c.table_name <> 'village_hosts'
          order by 1
        loop
          -- An empty table is not touched: a delete of nothing would still fire its statement triggers,
          -- which write the village's data version and storage use again.
          execute format('select exists (select 1 from %I where village_id = $1)', t.name)
            into has_rows using target;
          continue when not has_rows;
          begin
            execute format('delete from %I where village_id = $1', t.name) using target;
            get diagnostics removed = row_count;
            this_pass := this_pass + removed;
          exception when foreign_key_violation then
            blocked := blocked + 1;
          end;
        end loop;
        total := total + this_pass;
        exit when blocked = 0 and this_pass = 0;
        if pass > 20 then
          raise exception 'village % could not be purged: rows still point to one another', target;
        end if;
      end loop;
      delete from village_hosts where village_id = target;
      delete from villages where id = target;
      return total;
    end
    $$`.execute(db);
  await sql`revoke all on function regency_purge_village(integer) from public`.execute(db);
  await sql`grant execute on function regency_purge_village(integer) to petadesa_app`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function regency_purge_village(integer)`.execute(db);
}

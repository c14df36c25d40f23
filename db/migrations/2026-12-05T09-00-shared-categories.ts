import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * The regency's shared categories (issue 35, decision 0060): "Posyandu", "Sekolah Dasar"... defined once by
 * the regency, seen read-only in every village under the same id, so places across villages can be counted
 * by them. A shared category is a `categories` row of no village (`village_id` null):
 *
 * - The app's role reads it in every village (a policy for select only); the village policy still decides
 *   every insert, update and delete, so a village can neither change one nor make one.
 * - A place names its category by id alone (the foreign key that named the village too cannot point at a
 *   row of no village); a trigger holds what that key held: the category is the place's village's own, or
 *   shared. It runs as the owner, so a category of another village is found and refused, never missed.
 * - The regency writes them through functions that run as the owner, only for rows of no village, and that
 *   move every village's public data version (their answers and tiles name the category).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table categories alter column village_id drop not null`.execute(db);
  await sql`create policy shared on categories for select to petadesa_app using (village_id is null)`.execute(
    db,
  );

  await sql`alter table maps drop constraint maps_category_id_fkey`.execute(db);
  await sql`alter table maps add constraint maps_category_id_fkey
    foreign key (category_id) references categories (id) on delete set null`.execute(db);
  await sql`
    create function maps_category_in_village() returns trigger
    language plpgsql security definer set search_path = public, pg_temp as $$
    begin
      if new.category_id is not null and not exists (
        select 1 from categories c
        where c.id = new.category_id and (c.village_id = new.village_id or c.village_id is null)
      ) then
        raise foreign_key_violation using
          message = 'the category is neither the village''s own nor shared',
          constraint = 'maps_category_id_fkey';
      end if;
      return null;
    end
    $$`.execute(db);
  // After the row is written, so a row refused by the village policy is refused by it first.
  await sql`create constraint trigger maps_category_in_village after insert or update of category_id, village_id
    on maps for each row execute function maps_category_in_village()`.execute(db);

  await sql`
    create function regency_bump_every_village() returns void
    language sql volatile security definer set search_path = public, pg_temp as $$
      insert into public_data_version (village_id, id, version) select v.id, 1, 1 from villages v
      on conflict (village_id, id) do update set version = public_data_version.version + 1
    $$`.execute(db);
  await sql`revoke all on function regency_bump_every_village() from public`.execute(db);

  await sql`
    create function regency_shared_categories()
    returns table (id integer, name text, description text, color text, map_marker text,
      created_at timestamptz, updated_at timestamptz, version integer, places bigint, villages bigint)
    language sql stable security definer set search_path = public, pg_temp as $$
      select c.id, c.name::text, c.description::text, c.color::text, c.map_marker::text, c.created_at,
        c.updated_at, c.version, coalesce(u.places, 0), coalesce(u.villages, 0)
      from categories c
      left join lateral (
        select count(*) as places, count(distinct m.village_id) as villages from maps m where m.category_id = c.id
      ) u on true
      where c.village_id is null
      order by lower(c.name), c.id
    $$`.execute(db);

  // Null when there is no shared category `target` at `expected_version` (any, when null; a new one: target
  // null).
  await sql`
    create function regency_save_category(target integer, expected_version integer, new_name text,
      new_description text, new_color text, new_marker text) returns integer
    language plpgsql volatile security definer set search_path = public, pg_temp as $$
    declare
      saved integer;
    begin
      if target is null then
        insert into categories (village_id, name, description, color, map_marker)
        values (null, new_name, new_description, new_color, new_marker) returning id into saved;
      else
        update categories set name = new_name, description = new_description, color = new_color,
          map_marker = new_marker, updated_at = now()
        where id = target and village_id is null and version = coalesce(expected_version, version)
        returning id into saved;
      end if;
      if saved is not null then
        perform regency_bump_every_village();
      end if;
      return saved;
    end
    $$`.execute(db);

  // -1: no such shared category; 0: deleted; more: the places filed under it, and nothing deleted. The
  // row lock waits for a place being filed under it meanwhile (its key check shares the row), so the count
  // sees that place.
  await sql`
    create function regency_delete_category(target integer) returns bigint
    language plpgsql volatile security definer set search_path = public, pg_temp as $$
    declare
      used bigint;
    begin
      perform 1 from categories where id = target and village_id is null for update;
      if not found then
        return -1;
      end if;
      select count(*) into used from maps where category_id = target;
      if used > 0 then
        return used;
      end if;
      delete from categories where id = target and village_id is null;
      perform regency_bump_every_village();
      return 0;
    end
    $$`.execute(db);
  for (const fn of [
    'regency_shared_categories()',
    'regency_save_category(integer, integer, text, text, text, text)',
    'regency_delete_category(integer)',
  ]) {
    await sql`revoke all on function ${sql.raw(fn)} from public`.execute(db);
    await sql`grant execute on function ${sql.raw(fn)} to petadesa_app`.execute(db);
  }

  // The search across villages names a place's category: its village's own or a shared one.
  await sql`
    create or replace function regency_public_search(term text, max_rows integer)
    returns table (village_id integer, village_title text, place_id integer, name text, slug text,
      category text)
    language sql stable security definer set search_path = public, pg_temp as $$
      with found as (
        select m.village_id, m.id, m.name::text as name, m.slug::text as slug, m.category_id
        from maps m
        where m.status = 'active'
          and lower(m.name) like '%' || replace(replace(replace(lower(term), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
        limit 500
      )
      select found.village_id,
        (select s.title::text from settings s where s.village_id = found.village_id order by s.id limit 1),
        found.id, found.name, found.slug, c.name::text
      from found
      join villages v on v.id = found.village_id and v.closed_at is null
      left join categories c on c.id = found.category_id
        and (c.village_id = found.village_id or c.village_id is null)
      order by strpos(lower(found.name), lower(term)) <> 1, found.name, found.id
      limit least(greatest(max_rows, 0), 50)
    $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function regency_delete_category(integer)`.execute(db);
  await sql`drop function regency_save_category(integer, integer, text, text, text, text)`.execute(db);
  await sql`drop function regency_shared_categories()`.execute(db);
  await sql`drop function regency_bump_every_village()`.execute(db);
  await sql`drop trigger maps_category_in_village on maps`.execute(db);
  await sql`drop function maps_category_in_village()`.execute(db);
  // Shared categories have no village to go back to: their places lose them, as with a deleted category.
  await sql`delete from categories where village_id is null`.execute(db);
  await sql`alter table maps drop constraint maps_category_id_fkey`.execute(db);
  await sql`alter table maps add constraint maps_category_id_fkey
    foreign key (village_id, category_id) references categories (village_id, id) on delete set null (category_id)`.execute(
    db,
  );
  await sql`drop policy shared on categories`.execute(db);
  await sql`alter table categories alter column village_id set not null`.execute(db);
}

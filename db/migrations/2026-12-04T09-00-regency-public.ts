import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * The regency's public view (issue 35): every open village with the count of its public places and its
 * boundary, and a search for public places by name across villages. The app's role sees one village at a
 * time (row-level security), so both are functions that run as their owner (SECURITY DEFINER, search path
 * fixed) and return only what each village's own public map already shows anyone: active places' names and
 * links, category names, and each village's title, boundary and map centre. Nothing of a closed village.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function regency_public_villages()
    returns table (village_id integer, title text, places bigint, boundary jsonb,
      center_lng double precision, center_lat double precision)
    language sql stable security definer set search_path = public, pg_temp as $$
      with m as (
        select village_id, count(*) as places from maps where status = 'active' group by village_id
      )
      select v.id, s.title::text, coalesce(m.places, 0), s.village_boundary, s.map_center_lng,
        s.map_center_lat
      from villages v
      left join m on m.village_id = v.id
      left join lateral (
        select title, village_boundary, map_center_lng, map_center_lat from settings
        where settings.village_id = v.id order by settings.id limit 1
      ) s on true
      where v.closed_at is null
    $$`.execute(db);
  // A substring of the name, any case (strpos: the term's % and _ are plain characters). Names first that
  // start with it, then the rest, alphabetically; at most max_rows of them.
  await sql`
    create function regency_public_search(term text, max_rows integer)
    returns table (village_id integer, village_title text, place_id integer, name text, slug text,
      category text)
    language sql stable security definer set search_path = public, pg_temp as $$
      select hit.village_id,
        (select s.title::text from settings s where s.village_id = hit.village_id order by s.id limit 1),
        hit.id, hit.name, hit.slug, hit.category
      from (
        select m.village_id, m.id, m.name::text as name, m.slug::text as slug, c.name::text as category
        from maps m
        join villages v on v.id = m.village_id and v.closed_at is null
        left join categories c on c.id = m.category_id and c.village_id = m.village_id
        where m.status = 'active' and strpos(lower(m.name), lower(term)) > 0
        order by strpos(lower(m.name), lower(term)) <> 1, m.name, m.id
        limit least(greatest(max_rows, 0), 50)
      ) hit
    $$`.execute(db);
  for (const fn of ['regency_public_villages()', 'regency_public_search(text, integer)']) {
    await sql.raw(`revoke all on function ${fn} from public`).execute(db);
    await sql.raw(`grant execute on function ${fn} to petadesa_app`).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function regency_public_search(text, integer)`.execute(db);
  await sql`drop function regency_public_villages()`.execute(db);
}

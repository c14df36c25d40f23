import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * The search across villages (migration regency-public) read every place of the regency to find a part of
 * a name: 600 to 1,050 ms at 300 villages and 1,000,200 places (bench:regency). A trigram index on the
 * lowercased name (pg_trgm: in PostgreSQL's contrib, and loaded into PGlite by database.ts) finds the names
 * holding three letters or more without reading the rest. The function now matches with LIKE (the term's
 * `\`, `%` and `_` escaped, so they stay plain characters, as strpos had them), takes the first 500 names
 * found, and orders those: names that start with the term first, then alphabetically.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index maps_lower_name_trgm on maps using gin (lower(name) gin_trgm_ops)`.execute(db);
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
      left join categories c on c.id = found.category_id and c.village_id = found.village_id
      order by strpos(lower(found.name), lower(term)) <> 1, found.name, found.id
      limit least(greatest(max_rows, 0), 50)
    $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index maps_lower_name_trgm`.execute(db);
  // The function of migration regency-public is not written again, and the extension may serve others.
}

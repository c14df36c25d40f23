import { type Kysely, sql } from 'kysely';

const PNG = Buffer.from('89504e470d0a1a0a', 'hex');

/**
 * One row (or a few) in every table that holds a village's record, named by `tag`, written by plain SQL as
 * any writer could. Every id is found by name, so the same statements serve a database of the release
 * before villages (as its owner) and one village of a database with several (as the app, in that village).
 * The storage usage and the public data version are written by the triggers.
 */
// biome-ignore lint/suspicious/noExplicitAny: a database of any release's schema, written by plain SQL.
export async function writeRowsInEveryTable(db: Kysely<any>, tag: string): Promise<void> {
  const user = `user-${tag}`;
  await sql`insert into permissions (name) values (${`maps-create-${tag}`}), (${`maps-edit-${tag}`})`.execute(
    db,
  );
  await sql`insert into roles (name) values (${`Role ${tag}`})`.execute(db);
  await sql`insert into role_permissions (role_id, permission_id)
    select r.id, p.id from roles r, permissions p where r.name = ${`Role ${tag}`} and p.name like ${`%-${tag}`}`.execute(
    db,
  );
  await sql`insert into users (name, username, email, password_hash)
    values (${`User ${tag}`}, ${user}, ${`${tag}@example.test`}, 'x')`.execute(db);
  const userId = sql`(select id from users where username = ${user})`;
  await sql`insert into user_roles (user_id, role_id)
    select ${userId}, id from roles where name = ${`Role ${tag}`}`.execute(db);
  await sql`insert into sessions (id, secret_hash, user_id, expires_at)
    values (${`session-${tag}`}, '\\x00', ${userId}, now() + interval '1 day')`.execute(db);
  await sql`insert into categories (name, image) values (${`Category ${tag}`}, ${`${tag}.png`})`.execute(db);
  await sql`insert into maps (name, slug, category_id, latitude, longitude, bbox_min_lng, bbox_min_lat,
      bbox_max_lng, bbox_max_lat)
    values (${`Place ${tag}`}, ${`place-${tag}`}, (select id from categories where name = ${`Category ${tag}`}),
      -7.5, 110.1, 110.1, -7.5, 110.1, -7.5)`.execute(db);
  await sql`insert into settings (id, title) values (1, ${`Desa ${tag}`}) on conflict do nothing`.execute(db);
  await sql`insert into audit_log (actor_id, actor_username, table_name, record_id, action, after)
    values (${userId}, ${user}, 'maps', 1, 'create', ${JSON.stringify({ name: `Place ${tag}` })})`.execute(
    db,
  );
  const hash = createHashOf(tag);
  await sql`insert into audit_values (hash, value, bytes) values (${hash}, '"v"', 3)`.execute(db);
  await sql`insert into audit_entry_values (entry_id, side, field, hash)
    values ((select max(id) from audit_log where actor_username = ${user}), 'after', 'big', ${hash})`.execute(
    db,
  );
  await sql`insert into deleted_records (table_name, record_id, label, row, deleted_by)
    values ('categories', 900, ${`Gone ${tag}`}, '{"id": 900}', ${user})`.execute(db);
  await sql`insert into stored_images (folder, name, content_type, size, sha256, bytes)
    values ('categories', ${`${tag}.png`}, 'image/png', ${PNG.length}, 'h', ${PNG})`.execute(db);
  await sql`insert into login_attempts (key, window_start, attempts) values (${`account:${tag}`}, now(), 2)`.execute(
    db,
  );
  await sql`insert into request_counts (key, window_start, attempts) values (${`export:${tag}`}, now(), 1)`.execute(
    db,
  );
  await sql`insert into login_trusted_addresses (account, address, last_success_at)
    values (${user}, '192.0.2.1', now())`.execute(db);
  await sql`insert into vector_tiles (z, x, y, version, bytes) values (3, 6, 4, 1, '\\x00')`.execute(db);
  // The regency's staff list came after villages (migration regency): written where it exists.
  const regency = await sql<{ has: boolean }>`select to_regclass('regency_staff') is not null as has`.execute(
    db,
  );
  if (regency.rows[0]?.has) {
    await sql`insert into regency_staff (user_id, role) values (${userId}, 'viewer')`.execute(db);
  }
  // Resident reports came after villages (migrations reports, reports-in-villages): written where they exist.
  const reports = await sql<{ has: boolean }>`select to_regclass('reports') is not null as has`.execute(db);
  if (reports.rows[0]?.has) {
    await sql`insert into report_kinds (name) values (${`Kind ${tag}`})`.execute(db);
    await sql`insert into reports (tracking_code, kind_id, description, latitude, longitude, privacy)
      values (${`CODE-${tag}`.toUpperCase()}, (select id from report_kinds where name = ${`Kind ${tag}`}),
        ${`Report ${tag}`}, -7.5, 110.1, 'publik')`.execute(db);
    await sql`insert into report_events (report_id, status, privacy)
      values ((select id from reports where tracking_code = ${`CODE-${tag}`.toUpperCase()}), 'baru', 'publik')`.execute(
      db,
    );
  }
  // The usage row of a village that had none (as a new village has none until it is counted).
  await sql`select recount_storage_usage()`.execute(db);
}

/** A SHA-256-shaped name for the tag's audit value (its content is not checked here). */
function createHashOf(tag: string): string {
  return Buffer.from(tag.padEnd(32, '.')).toString('hex').slice(0, 64);
}

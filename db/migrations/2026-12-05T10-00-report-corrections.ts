import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * A report of a kind that corrects a place ("Data salah", issue 36) is about a place already on the map: a
 * verified one is set beside that place's form for staff to change it (a proposed change), not made into a
 * new draft place as a "Tempat baru" is. Each village's "Data salah" kind becomes such a kind.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table report_kinds add column corrects_place boolean not null default false`.execute(db);
  await sql`update report_kinds set corrects_place = true, makes_place = false
    where name = 'Data salah' and makes_place`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update report_kinds set makes_place = true where corrects_place`.execute(db);
  await sql`alter table report_kinds drop column corrects_place`.execute(db);
}

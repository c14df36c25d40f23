import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * The village's default language mode (issue 25): the spec's texts ('standar', the default for every
 * existing village), Bahasa Indonesia ('id') or English ('en'). A browser's own choice comes first.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('settings')
    .addColumn('language', 'text', (c) =>
      c.notNull().defaultTo('standar').check(sql`language in ('standar', 'id', 'en')`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('settings').dropColumn('language').execute();
}

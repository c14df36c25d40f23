import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * How a category's places are marked on the map: the spec's coloured circle (the default), or the
 * category's own icon inside it. Existing categories keep the circle.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('categories')
    .addColumn('map_marker', 'text', (c) =>
      c.notNull().defaultTo('circle').check(sql`map_marker in ('circle', 'icon')`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('categories').dropColumn('map_marker').execute();
}

import type { Kysely } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * Sign-in attempts counted in the database, so every server process shares one count and two requests
 * cannot both slip under a limit: an attempt is added (one atomic upsert per key) before the password is
 * checked. A key names what is limited (an address, an account at an address, an account); a row counts the
 * attempts of its current window. `login_trusted_addresses` remembers where an account last signed in, so
 * its owner can still sign in from there while strangers have exhausted the account's limit.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_attempts')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_window_start_idx')
    .on('login_attempts')
    .column('window_start')
    .execute();
  await db.schema
    .createTable('login_trusted_addresses')
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('last_success_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('login_trusted_addresses_pkey', ['account', 'address'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_trusted_addresses').ifExists().execute();
  await db.schema.dropTable('login_attempts').ifExists().execute();
}

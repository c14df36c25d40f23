import { randomBytes } from 'node:crypto';
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import type { ReportListInput, ReportPrivacy, ReportStatus } from '../../../shared/schemas/reports.ts';
import type { DB } from '../../db/schema.ts';

/**
 * Every query of the reports module (issue 36). Kept in this one file so that a village column (issue 35's
 * tenancy) is added to reports in one place.
 */

export interface ReportRow {
  id: number;
  tracking_code: string;
  kind_id: number;
  kind: string;
  makes_place: boolean;
  corrects_place: boolean;
  due_days: number;
  description: string;
  latitude: number;
  longitude: number;
  privacy: ReportPrivacy;
  reporter_name: string;
  reporter_phone: string;
  photos: string[];
  photos_public: boolean;
  status: ReportStatus;
  reason: string;
  duplicate_of: number | null;
  place_id: number | null;
  created_at: Date;
  updated_at: Date;
  version: number;
}

type Db = Kysely<DB>;

function reportsWithKind(db: Db) {
  return db
    .selectFrom('reports')
    .innerJoin('report_kinds', 'report_kinds.id', 'reports.kind_id')
    .select([
      'reports.id',
      'reports.tracking_code',
      'reports.kind_id',
      'report_kinds.name as kind',
      'report_kinds.makes_place',
      'report_kinds.corrects_place',
      'report_kinds.due_days',
      'reports.description',
      'reports.latitude',
      'reports.longitude',
      'reports.privacy',
      'reports.reporter_name',
      'reports.reporter_phone',
      'reports.photos',
      'reports.photos_public',
      'reports.status',
      'reports.reason',
      'reports.duplicate_of',
      'reports.place_id',
      'reports.created_at',
      'reports.updated_at',
      'reports.version',
    ]);
}

export function listKinds(db: Db) {
  return db
    .selectFrom('report_kinds')
    .select(['id', 'name', 'due_days', 'makes_place', 'corrects_place'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function kindExists(db: Db, id: number): Promise<boolean> {
  return (
    (await db.selectFrom('report_kinds').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  );
}

export async function updateKindDueDays(db: Db, id: number, dueDays: number): Promise<boolean> {
  const result = await db
    .updateTable('report_kinds')
    .set({ due_days: dueDays })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export interface NewReport {
  tracking_code: string;
  kind_id: number;
  description: string;
  latitude: number;
  longitude: number;
  privacy: ReportPrivacy;
  reporter_name: string;
  reporter_phone: string;
  photos: string[];
  idempotency_key: string | null;
  created_at: Date;
}

/** Inserts the report and its first event; undefined when a report with its idempotency key exists already. */
export async function insertReport(db: Db, report: NewReport): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('reports')
      .values({ ...report, photos: JSON.stringify(report.photos), updated_at: report.created_at })
      .onConflict((conflict) => conflict.columns(['village_id', 'idempotency_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return undefined;
    await trx
      .insertInto('report_events')
      .values({ report_id: row.id, at: report.created_at, status: 'baru', privacy: report.privacy })
      .execute();
    return row.id;
  });
}

export async function codeOfIdempotencyKey(db: Db, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('reports')
    .select('tracking_code')
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row?.tracking_code;
}

export function findReport(db: Db, id: number): Promise<ReportRow | undefined> {
  return reportsWithKind(db).where('reports.id', '=', id).executeTakeFirst() as Promise<
    ReportRow | undefined
  >;
}

export function findReportByCode(db: Db, code: string): Promise<ReportRow | undefined> {
  return reportsWithKind(db).where('reports.tracking_code', '=', code).executeTakeFirst() as Promise<
    ReportRow | undefined
  >;
}

export async function trackingCodeOf(db: Db, id: number): Promise<string | undefined> {
  return (await db.selectFrom('reports').select('tracking_code').where('id', '=', id).executeTakeFirst())
    ?.tracking_code;
}

/**
 * A claim older than this was left by a server that stopped while making the place (making one takes well
 * under a second): the report may be claimed again, or it would wait for a place that never comes.
 */
const CLAIM_EXPIRES_MINUTES = 5;

/**
 * The report claimed for one draft place (`place_id` 0, which no place has) by one atomic statement: of two
 * requests at once only one gets it. Undefined when the report has a place, or one is being made.
 */
export async function claimPlace(db: Db, id: number): Promise<boolean> {
  const row = await db
    .updateTable('reports')
    .set({ place_id: PLACE_BEING_MADE, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('place_id', 'is', null),
        eb.and([
          eb('place_id', '=', PLACE_BEING_MADE),
          eb('updated_at', '<', sql<Date>`now() - make_interval(mins => ${CLAIM_EXPIRES_MINUTES})`),
        ]),
      ]),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A claim given back: the place could not be made. */
export async function releasePlaceClaim(db: Db, id: number): Promise<void> {
  await db
    .updateTable('reports')
    .set({ place_id: null })
    .where('id', '=', id)
    .where('place_id', '=', PLACE_BEING_MADE)
    .execute();
}

/** `place_id` while a report's draft place is being made. */
export const PLACE_BEING_MADE = 0;

/** The report's row, locked until the transaction ends. */
export function lockReport(trx: Db, id: number): Promise<ReportRow | undefined> {
  return reportsWithKind(trx).where('reports.id', '=', id).forUpdate('reports').executeTakeFirst() as Promise<
    ReportRow | undefined
  >;
}

export async function updateReport(
  trx: Db,
  id: number,
  changes: Partial<{
    status: ReportStatus;
    reason: string;
    duplicate_of: number | null;
    privacy: ReportPrivacy;
    photos_public: boolean;
    place_id: number;
    photos: string[];
  }>,
  now: Date,
): Promise<void> {
  const { photos, ...rest } = changes;
  await trx
    .updateTable('reports')
    .set({
      ...rest,
      ...(photos ? { photos: JSON.stringify(photos) } : {}),
      updated_at: now,
      version: sql<number>`version + 1`,
    })
    .where('id', '=', id)
    .execute();
}

export async function insertEvent(
  trx: Db,
  event: {
    report_id: number;
    at: Date;
    actor_id: number | null;
    actor_username: string;
    status: ReportStatus;
    privacy: ReportPrivacy;
    reason: string;
  },
): Promise<void> {
  await trx.insertInto('report_events').values(event).execute();
}

export function eventsOf(db: Db, reportId: number) {
  return db
    .selectFrom('report_events')
    .select(['at', 'status', 'privacy', 'reason', 'actor_username'])
    .where('report_id', '=', reportId)
    .orderBy('id')
    .execute();
}

/** `due_at`: the report's verification is due this many days after it came (its kind's due days). */
const dueAt = sql<Date>`reports.created_at + make_interval(days => report_kinds.due_days)`;

export async function listReports(
  db: Db,
  filters: ReportListInput,
  now: Date,
  limit: number,
  offset: number,
): Promise<{ total: number; rows: ReportRow[] }> {
  const where = (eb: ExpressionBuilder<DB, 'reports' | 'report_kinds'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filters.status) conditions.push(eb('reports.status', '=', filters.status));
    if (filters.kind_id) conditions.push(eb('reports.kind_id', '=', filters.kind_id));
    if (filters.older_than_days !== undefined) {
      const before = new Date(now.getTime() - filters.older_than_days * 86_400_000);
      conditions.push(eb('reports.created_at', '<=', before));
    }
    if (filters.overdue) {
      conditions.push(eb('reports.status', '=', 'baru'));
      conditions.push(sql<SqlBool>`${dueAt} < ${now}`);
    }
    return eb.and(conditions);
  };
  const base = reportsWithKind(db).where(where);
  const [count, rows] = await Promise.all([
    db
      .selectFrom('reports')
      .innerJoin('report_kinds', 'report_kinds.id', 'reports.kind_id')
      .select(sql<string>`count(*)`.as('total'))
      .where(where)
      .executeTakeFirstOrThrow(),
    base.orderBy('reports.id', 'desc').limit(limit).offset(offset).execute(),
  ]);
  return { total: Number(count.total), rows: rows as ReportRow[] };
}

/** Verified publik and anonim reports: what the public may see (rahasia never leaves this query). */
export function listPublicReports(db: Db, statuses: readonly ReportStatus[]): Promise<ReportRow[]> {
  return reportsWithKind(db)
    .where('reports.status', 'in', [...statuses])
    .where('reports.privacy', 'in', ['publik', 'anonim'])
    .orderBy('reports.id', 'desc')
    .limit(5000)
    .execute() as Promise<ReportRow[]>;
}

/** The report holding a stored photo, by the facts that decide who may see it. */
export function photoHolder(db: Db, name: string) {
  return db
    .selectFrom('reports')
    .select(['status', 'privacy', 'photos_public'])
    .where(sql<SqlBool>`photos @> ${JSON.stringify([name])}::jsonb`)
    .executeTakeFirst();
}

/** Marks a challenge as spent; false when it was already (on any instance). Expired ones are swept now and then. */
export async function spendChallenge(db: Db, nonce: string, expiresAt: Date, now: Date): Promise<boolean> {
  const row = await db
    .insertInto('report_challenges')
    .values({ nonce, expires_at: expiresAt })
    .onConflict((conflict) => conflict.column('nonce').doNothing())
    .returning('nonce')
    .executeTakeFirst();
  // One in 64 spends sweeps: the table holds at most a challenge's lifetime of spent ones.
  if (row && nonce.charCodeAt(0) % 64 === 0) {
    await db.deleteFrom('report_challenges').where('expires_at', '<', now).execute();
  }
  return row !== undefined;
}

/** The key that signs challenges, made by whichever instance asks first and then shared by all. */
export async function challengeSecret(db: Db): Promise<string> {
  await db
    .insertInto('report_secrets')
    .values({ id: 1, secret: randomBytes(32).toString('hex') })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const row = await db
    .selectFrom('report_secrets')
    .select('secret')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return row.secret;
}

/**
 * The places nearest a point, within about `metres` of their extent (0 inside it: a hamlet around the
 * point), nearest first: what a "Data salah" report may be about.
 */
export function placesNear(db: Db, lng: number, lat: number, metres: number, max: number) {
  const perLat = 111_320;
  const perLng = perLat * Math.cos((lat * Math.PI) / 180);
  const minLng = sql<number>`coalesce(maps.bbox_min_lng, maps.longitude)`;
  const maxLng = sql<number>`coalesce(maps.bbox_max_lng, maps.longitude)`;
  const minLat = sql<number>`coalesce(maps.bbox_min_lat, maps.latitude)`;
  const maxLat = sql<number>`coalesce(maps.bbox_max_lat, maps.latitude)`;
  const distance = sql<number>`sqrt(
    power(greatest(${minLng} - ${lng}, 0, ${lng} - ${maxLng}) * ${perLng}, 2) +
    power(greatest(${minLat} - ${lat}, 0, ${lat} - ${maxLat}) * ${perLat}, 2))`;
  return db
    .selectFrom('maps')
    .leftJoin('categories', 'categories.id', 'maps.category_id')
    .select([
      'maps.id',
      'maps.name',
      'maps.status',
      'categories.name as category',
      sql<number>`round(${distance})::int`.as('distance_m'),
    ])
    .where(maxLng, '>=', lng - metres / perLng)
    .where(minLng, '<=', lng + metres / perLng)
    .where(maxLat, '>=', lat - metres / perLat)
    .where(minLat, '<=', lat + metres / perLat)
    .orderBy(distance)
    .orderBy('maps.id')
    .limit(max)
    .execute();
}

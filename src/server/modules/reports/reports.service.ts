import { randomInt } from 'node:crypto';
import { msg } from '../../../shared/i18n/message.ts';
import type { Paginated } from '../../../shared/schemas/common.ts';
import { mapCreateInput } from '../../../shared/schemas/maps.ts';
import {
  type AdminReport,
  type AdminReportDetail,
  ANONYMOUS_GRID_METRES,
  PRIVACY_RANK,
  PUBLIC_STATUSES,
  type PublicReport,
  REPORT_EDGES,
  type ReportBlurInput,
  type ReportKind,
  type ReportListInput,
  type ReportStatus,
  type ReportSubmitInput,
  type ReportTracking,
  type ReportUpdateInput,
} from '../../../shared/schemas/reports.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { CONTENT_TYPE, removeImage, saveImage } from '../../uploads/image-store.ts';
import { detectImageType, EXTENSION } from '../../uploads/image-type.ts';
import type { StoredImageType } from '../../uploads/re-encode.ts';
import { chargeAnonymous, chargeVillage } from '../anonymous-limits/anonymous-limits.ts';
import { type Actor, recordChange } from '../audit/record-change.ts';
import * as maps from '../maps/maps.service.ts';
import { spendSolvedChallenge } from './report-challenge.ts';
import * as repo from './reports.repository.ts';

export { newChallenge as challenge } from './report-challenge.ts';

/** 31 letters and digits, none that reads as another (0/O, 1/I/L): 12 of them are 59 bits. */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 12;

function newTrackingCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return formatCode(code);
}

/** `K7QM2XRT9HWD` -> `K7QM-2XRT-9HWD`: how it is stored, shown and typed. */
function formatCode(bare: string): string {
  return bare.match(/.{1,4}/g)?.join('-') ?? bare;
}

export async function kinds(deps: Deps): Promise<ReportKind[]> {
  return repo.listKinds(deps.db);
}

/**
 * A resident's report (issue 36). In order, cheapest first, nothing written before every check passed:
 * the address's count (every attempt counts), the idempotency key (a resend of a report that arrived gets
 * its code again, without a second proof of work), the form's kind, the photos' sizes and types, the proof
 * of work (spent once: a form refused before it keeps its challenge), the village's count; then the photos
 * are re-encoded without metadata and the report is stored.
 */
export async function submit(
  deps: Deps,
  address: string,
  input: ReportSubmitInput,
): Promise<{ tracking_code: string }> {
  await chargeAnonymous(deps, address, 'report');
  if (input.idempotency_key) {
    const code = await repo.codeOfIdempotencyKey(deps.db, input.idempotency_key);
    if (code) return { tracking_code: code };
  }
  if (!(await repo.kindExists(deps.db, input.kind))) {
    throw AppError.validation({ Kind: msg('api_report_kind_unknown') });
  }
  const maxBytes = deps.config.maxUploadBytes;
  for (const photo of input.photos) {
    if (photo.size > maxBytes) {
      throw AppError.validation({
        Photos: msg('api_image_too_large', { megabytes: Math.round(maxBytes / 1024 / 1024) }),
      });
    }
    const head = new Uint8Array(await photo.slice(0, 16).arrayBuffer());
    if (!detectImageType(head)) throw AppError.validation({ Photos: msg('api_image_type') });
  }
  await spendSolvedChallenge(deps, input.altcha);
  await chargeVillage(deps, 'report');
  const stored: string[] = [];
  try {
    for (const photo of input.photos) {
      stored.push(
        await saveImage(deps.images, 'reports', photo, maxBytes, deps.pictures).catch(asPhotosError),
      );
    }
    const tracking_code = newTrackingCode();
    const id = await repo.insertReport(deps.db, {
      tracking_code,
      kind_id: input.kind,
      description: input.description,
      latitude: input.latitude,
      longitude: input.longitude,
      privacy: input.privacy,
      reporter_name: input.name,
      reporter_phone: input.phone,
      photos: stored,
      idempotency_key: input.idempotency_key ?? null,
      created_at: deps.now(),
    });
    if (id !== undefined) return { tracking_code };
    // The same key arrived twice at once: the other one stored the report.
    for (const name of stored) await removeImage(deps.images, 'reports', name);
    const code = await repo.codeOfIdempotencyKey(deps.db, input.idempotency_key ?? '');
    if (!code) throw new Error('a report lost its idempotency race to none');
    return { tracking_code: code };
  } catch (error) {
    for (const name of stored) await removeImage(deps.images, 'reports', name);
    throw error;
  }
}

function asPhotosError(error: unknown): never {
  if (error instanceof AppError && error.errors?.Image) {
    throw new AppError(error.code, error.said, { Photos: error.errors.Image });
  }
  throw error;
}

export async function track(deps: Deps, bare: string): Promise<ReportTracking> {
  const row =
    bare.length === CODE_LENGTH ? await repo.findReportByCode(deps.db, formatCode(bare)) : undefined;
  if (!row) throw AppError.notFound('api_report_not_found');
  const events = await repo.eventsOf(deps.db, row.id);
  const duplicateCode = row.duplicate_of ? await repo.trackingCodeOf(deps.db, row.duplicate_of) : undefined;
  return {
    tracking_code: row.tracking_code,
    kind: row.kind,
    description: row.description,
    status: row.status,
    privacy: row.privacy,
    reason: row.reason,
    duplicate_of_code: duplicateCode ?? null,
    created_at: row.created_at.toISOString(),
    events: events.map((event) => ({
      at: event.at.toISOString(),
      status: event.status as ReportStatus,
      reason: event.reason,
    })),
  };
}

const METRES_PER_DEGREE = 111_320;

/**
 * A position snapped to the centre of its cell of a 50 m grid (in metres on the ground, so a cell is as
 * wide as it is tall at the village's latitude): an anonim report says the neighbourhood, not the house.
 */
export function toGrid(latitude: number, longitude: number, metres = ANONYMOUS_GRID_METRES) {
  const latStep = metres / METRES_PER_DEGREE;
  const lat = (Math.floor(latitude / latStep) + 0.5) * latStep;
  const lngStep = metres / (METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
  const lng = (Math.floor(longitude / lngStep) + 0.5) * lngStep;
  return { latitude: Number(lat.toFixed(7)), longitude: Number(lng.toFixed(7)) };
}

/** The one place a report becomes public: every public route (the list, Open311) goes through this. */
function toPublic(row: repo.ReportRow): PublicReport | undefined {
  if (row.privacy === 'rahasia' || !PUBLIC_STATUSES.includes(row.status)) return undefined;
  const anonymous = row.privacy === 'anonim';
  const place = anonymous
    ? toGrid(row.latitude, row.longitude)
    : { latitude: row.latitude, longitude: row.longitude };
  return {
    id: row.id,
    kind: row.kind,
    description: row.description,
    status: row.status,
    privacy: row.privacy,
    ...place,
    // An anonim reporter's photo could say who took it (where from, what of): never public.
    photos: !anonymous && row.photos_public ? row.photos : [],
    created_at: row.created_at.toISOString(),
  };
}

export async function publicReports(deps: Deps): Promise<PublicReport[]> {
  const rows = await repo.listPublicReports(deps.db, PUBLIC_STATUSES);
  return rows.flatMap((row) => toPublic(row) ?? []);
}

export async function publicReport(deps: Deps, id: number): Promise<PublicReport | undefined> {
  const row = await repo.findReport(deps.db, id);
  return row && toPublic(row);
}

/** Who may see a stored report photo: the public only once verified, publik and released by staff. */
export async function photoAudience(deps: Deps, name: string): Promise<'public' | 'staff' | undefined> {
  const holder = await repo.photoHolder(deps.db, name);
  if (!holder) return undefined;
  const released =
    holder.privacy === 'publik' &&
    holder.photos_public &&
    PUBLIC_STATUSES.includes(holder.status as ReportStatus);
  return released ? 'public' : 'staff';
}

function dueAt(row: repo.ReportRow): Date {
  return new Date(row.created_at.getTime() + row.due_days * 86_400_000);
}

function toAdmin(row: repo.ReportRow, now: Date): AdminReport {
  const due = dueAt(row);
  return {
    id: row.id,
    tracking_code: row.tracking_code,
    kind_id: row.kind_id,
    kind: row.kind,
    makes_place: row.makes_place,
    corrects_place: row.corrects_place,
    description: row.description,
    latitude: row.latitude,
    longitude: row.longitude,
    privacy: row.privacy,
    reporter_name: row.reporter_name,
    reporter_phone: row.reporter_phone,
    photos: row.photos,
    photos_public: row.photos_public,
    status: row.status,
    reason: row.reason,
    duplicate_of: row.duplicate_of,
    place_id: row.place_id || null,
    due_at: due.toISOString(),
    overdue: row.status === 'baru' && due.getTime() < now.getTime(),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    version: row.version,
  };
}

const PER_PAGE = 50;

export async function list(deps: Deps, input: ReportListInput): Promise<Paginated<AdminReport>> {
  const now = deps.now();
  const page = input.page;
  const { total, rows } = await repo.listReports(deps.db, input, now, PER_PAGE, (page - 1) * PER_PAGE);
  return {
    data: rows.map((row) => toAdmin(row, now)),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / PER_PAGE)),
    per_page: PER_PAGE,
    total,
  };
}

/** How far from a "Data salah" report's point its place may be, and how many are offered. */
const NEARBY_METRES = 150;
const NEARBY_MAX = 5;

export async function get(deps: Deps, id: number): Promise<AdminReportDetail> {
  const row = await repo.findReport(deps.db, id);
  if (!row) throw AppError.notFound('api_report_not_found');
  const events = await repo.eventsOf(deps.db, id);
  const nearby = row.corrects_place
    ? await repo.placesNear(deps.db, row.longitude, row.latitude, NEARBY_METRES, NEARBY_MAX)
    : [];
  return {
    ...toAdmin(row, deps.now()),
    nearby_places: nearby.map((place) => ({ ...place, distance_m: Number(place.distance_m) })),
    events: events.map((event) => ({
      at: event.at.toISOString(),
      status: event.status as ReportStatus,
      privacy: event.privacy as AdminReport['privacy'],
      reason: event.reason,
      actor: event.actor_username,
    })),
  };
}

/**
 * What the audit log keeps of a report: never the reporter's name or phone, which only holders of
 * reports-view may see (the activity screen is for activity-view).
 */
function audited(row: repo.ReportRow) {
  return {
    tracking_code: row.tracking_code,
    name: row.tracking_code,
    kind: row.kind,
    status: row.status,
    privacy: row.privacy,
    reason: row.reason,
    duplicate_of: row.duplicate_of,
    photos_public: row.photos_public,
    place_id: row.place_id || null,
    photos: row.photos,
    version: row.version,
  };
}

/**
 * A moderation step: the state only along REPORT_EDGES, a refusal with its reason, a duplicate with the
 * report it repeats, the privacy only ever more private. One transaction with the report's row locked;
 * its event (the tracking page) and its audit entry are written with it.
 */
export async function moderate(
  deps: Deps,
  actor: Actor,
  input: ReportUpdateInput,
): Promise<AdminReportDetail> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await repo.lockReport(trx, input.id);
    if (!row) throw AppError.notFound('api_report_not_found');
    if (input.version !== undefined && input.version !== row.version) {
      throw AppError.conflict('Report', {
        current: toAdmin(row, deps.now()),
        changed_by: null,
        changed_at: row.updated_at.toISOString(),
      });
    }
    const status = input.status ?? row.status;
    if (status !== row.status && !REPORT_EDGES[row.status].includes(status)) {
      throw AppError.validation({ Status: msg('api_report_transition', { from: row.status, to: status }) });
    }
    const privacy = input.privacy ?? row.privacy;
    if (PRIVACY_RANK[privacy] < PRIVACY_RANK[row.privacy]) {
      throw AppError.validation({ Privacy: msg('api_report_less_private') });
    }
    const reason = input.reason ?? (status === row.status ? row.reason : '');
    if (status === 'ditolak' && status !== row.status && !reason) {
      throw AppError.validation({ Reason: msg('api_report_reason_required') });
    }
    let duplicateOf = row.duplicate_of;
    if (status === 'duplikat' && status !== row.status) {
      if (!input.duplicate_of)
        throw AppError.validation({ DuplicateOf: msg('api_report_duplicate_required') });
      if (input.duplicate_of === row.id)
        throw AppError.validation({ DuplicateOf: msg('api_report_duplicate_self') });
      if (!(await repo.findReport(trx, input.duplicate_of))) {
        throw AppError.validation({ DuplicateOf: msg('api_report_not_found') });
      }
      duplicateOf = input.duplicate_of;
    }
    const now = deps.now();
    await repo.updateReport(
      trx,
      row.id,
      {
        status,
        reason,
        duplicate_of: duplicateOf,
        privacy,
        ...(input.photos_public === undefined ? {} : { photos_public: input.photos_public }),
      },
      now,
    );
    if (status !== row.status || privacy !== row.privacy) {
      await repo.insertEvent(trx, {
        report_id: row.id,
        at: now,
        actor_id: actor.id,
        actor_username: actor.username,
        status,
        privacy,
        reason,
      });
    }
    const after = await repo.findReport(trx, row.id);
    await recordChange(trx, actor, {
      table: 'reports',
      recordId: row.id,
      action: 'update',
      before: audited(row),
      after: after && audited(after),
    });
  });
  return get(deps, input.id);
}

/** One rectangle of one photo blurred (faces, number plates): the photo is replaced by its blurred copy. */
export async function blur(deps: Deps, actor: Actor, input: ReportBlurInput): Promise<AdminReportDetail> {
  const row = await repo.findReport(deps.db, input.id);
  if (!row) throw AppError.notFound('api_report_not_found');
  const name = row.photos[input.photo];
  if (!name) throw AppError.validation({ Photo: msg('api_report_photo_unknown') });
  if (input.x + input.width > 1.0001 || input.y + input.height > 1.0001) {
    throw AppError.validation({ Area: msg('api_report_blur_area') });
  }
  const image = await deps.images.get('reports', name);
  if (!image) throw AppError.validation({ Photo: msg('api_report_photo_unknown') });
  const blurred = await deps.pictures.run<'blurArea', { bytes: Uint8Array; type: StoredImageType }>(
    'blurArea',
    { bytes: image.bytes, area: { x: input.x, y: input.y, width: input.width, height: input.height } },
    { deadlineMs: 20_000 },
  );
  const blurredName = `${crypto.randomUUID()}.${EXTENSION[blurred.type]}`;
  await deps.images.put(
    'reports',
    blurredName,
    { contentType: CONTENT_TYPE[blurred.type], bytes: blurred.bytes },
    { withinQuota: true },
  );
  let replaced = false;
  try {
    await deps.db.transaction().execute(async (trx) => {
      const locked = await repo.lockReport(trx, input.id);
      // Another change of the photos came first: this blur is of a photo no longer there.
      if (!locked || locked.photos[input.photo] !== name) {
        throw AppError.validation({ Photo: msg('api_report_photo_unknown') });
      }
      const photos = locked.photos.map((photo, index) => (index === input.photo ? blurredName : photo));
      await repo.updateReport(trx, locked.id, { photos }, deps.now());
      const after = await repo.findReport(trx, locked.id);
      await recordChange(trx, actor, {
        table: 'reports',
        recordId: locked.id,
        action: 'update',
        before: audited(locked),
        after: after && audited(after),
      });
    });
    replaced = true;
  } finally {
    await removeImage(deps.images, 'reports', replaced ? name : blurredName);
  }
  return get(deps, input.id);
}

const PLACE_NAME_LENGTH = 80;

/**
 * A verified "Tempat baru" or "Data salah" report becomes a draft place (inactive: the public sees it only
 * once staff complete and activate it), at the report's own position, with a link back: the report names
 * the place, the place's description names the report by its number (never its tracking code, which
 * opens the reporter's own page). Neither the reporter's name nor phone nor photos go with it, and a
 * rahasia report lends it none of its words: staff write the place's name and description themselves.
 */
export async function makePlace(deps: Deps, actor: Actor, id: number): Promise<{ place_id: number }> {
  const row = await repo.findReport(deps.db, id);
  if (!row) throw AppError.notFound('api_report_not_found');
  if (!row.makes_place || !PUBLIC_STATUSES.includes(row.status)) {
    throw AppError.validation({ Status: msg('api_report_no_place') });
  }
  // Held by the database: of two clicks at once, one makes the place and the other is told it is made.
  // A claim left by a server that stopped meanwhile (place_id 0) is the claim's own to judge.
  if ((row.place_id ?? 0) > 0 || !(await repo.claimPlace(deps.db, id))) {
    throw AppError.validation({ Status: msg('api_report_has_place') });
  }
  const secret = row.privacy === 'rahasia';
  const firstLine = secret ? '' : row.description.split('\n')[0]!.trim();
  const name =
    firstLine.length > PLACE_NAME_LENGTH
      ? `${firstLine.slice(0, PLACE_NAME_LENGTH - 1).trimEnd()}…`
      : firstLine;
  const link = `(${row.kind} #${row.id})`;
  const place = await maps
    .create(
      deps,
      actor,
      mapCreateInput.parse({
        name: name || `${row.kind} #${row.id}`,
        description: secret ? link : `${row.description}\n\n${link}`,
        latitude: row.latitude,
        longitude: row.longitude,
        status: 'inactive',
      }),
    )
    .catch(async (error: unknown) => {
      await repo.releasePlaceClaim(deps.db, id);
      throw error;
    });
  await nameThePlace(deps, actor, id, place.id, () => {});
  return { place_id: place.id };
}

/**
 * The report names its place from now on, in the audit log like every change of it; `check` sees the
 * report locked (a second choice made at the same time waits, then sees the first).
 */
async function nameThePlace(
  deps: Deps,
  actor: Actor,
  id: number,
  placeId: number,
  check: (locked: repo.ReportRow) => void,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const locked = await repo.lockReport(trx, id);
    if (!locked) throw AppError.notFound('api_report_not_found');
    check(locked);
    await repo.updateReport(trx, id, { place_id: placeId }, deps.now());
    const after = await repo.findReport(trx, id);
    await recordChange(trx, actor, {
      table: 'reports',
      recordId: id,
      action: 'update',
      before: audited(locked),
      after: after && audited(after),
    });
  });
}

/**
 * A verified "Data salah" report is about a place already on the map: staff name it, and the report is set
 * beside that place's form (the place itself changes only when they save it there). The report names the
 * place from then on, once: the row lock holds that against two clicks at once.
 */
export async function linkPlace(
  deps: Deps,
  actor: Actor,
  id: number,
  placeId: number,
): Promise<{ place_id: number }> {
  const row = await repo.findReport(deps.db, id);
  if (!row) throw AppError.notFound('api_report_not_found');
  if (!row.corrects_place || !PUBLIC_STATUSES.includes(row.status)) {
    throw AppError.validation({ Status: msg('api_report_no_correction') });
  }
  // A place of this village (row-level security shows no other): else the maps' own 404.
  await maps.get(deps, placeId);
  await nameThePlace(deps, actor, id, placeId, (locked) => {
    // Seen again under the lock: refused or marked a duplicate meanwhile, it names no place.
    if (!PUBLIC_STATUSES.includes(locked.status)) {
      throw AppError.validation({ Status: msg('api_report_no_correction') });
    }
    if (locked.place_id !== null) throw AppError.validation({ Status: msg('api_report_has_place') });
  });
  return { place_id: placeId };
}

export async function updateKind(deps: Deps, id: number, dueDays: number | undefined): Promise<ReportKind[]> {
  const found =
    dueDays === undefined
      ? await repo.kindExists(deps.db, id)
      : await repo.updateKindDueDays(deps.db, id, dueDays);
  if (!found) throw AppError.notFound('api_report_kind_not_found');
  return kinds(deps);
}

import type { PublicReport, ReportKind, ReportSubmitInput } from '../../../shared/schemas/reports.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { kinds, publicReport, publicReports, submit } from './reports.service.ts';

/**
 * Open311 GeoReport v2 (issue 36, decision 0054) over the same reports and the same rules: what it reads is
 * what `GET /api/public/reports` shows (verified publik and anonim reports, an anonim one at its 50 m grid
 * and without photos, rahasia ones never), without any field that names the reporter; what it takes goes
 * through the form's own checks, limits and proof of work. Field names as the v2 specification lists them.
 */

/** GeoReport v2 `services.json`: one service per report kind. */
export interface Open311Service {
  service_code: string;
  service_name: string;
  description: string;
  metadata: false;
  type: 'realtime';
  keywords: string;
  group: string;
}

/** GeoReport v2's service request (the `requests.json` list and `requests/{id}.json`). */
export interface Open311Request {
  service_request_id: string;
  status: 'open' | 'closed';
  status_notes: string;
  service_name: string;
  service_code: string;
  description: string;
  agency_responsible: string;
  service_notice: string;
  requested_datetime: string;
  updated_datetime: string;
  expected_datetime: string | null;
  address: string;
  address_id: string;
  zipcode: string;
  lat: number;
  long: number;
  media_url: string;
}

const GROUP = 'Laporan warga';

function serviceOf(kind: ReportKind): Open311Service {
  return {
    service_code: String(kind.id),
    service_name: kind.name,
    description: kind.name,
    metadata: false,
    type: 'realtime',
    keywords: '',
    group: GROUP,
  };
}

export async function services(deps: Deps): Promise<Open311Service[]> {
  return (await kinds(deps)).map(serviceOf);
}

function requestOf(
  report: PublicReport,
  kindsByName: Map<string, ReportKind>,
  origin: string,
): Open311Request {
  const kind = kindsByName.get(report.kind);
  return {
    service_request_id: String(report.id),
    status: report.status === 'selesai' ? 'closed' : 'open',
    status_notes: report.status,
    service_name: report.kind,
    service_code: kind ? String(kind.id) : '',
    description: report.description,
    agency_responsible: '',
    service_notice: '',
    requested_datetime: report.created_at,
    updated_datetime: report.created_at,
    expected_datetime: null,
    address: '',
    address_id: '',
    zipcode: '',
    lat: report.latitude,
    long: report.longitude,
    media_url: report.photos[0] ? `${origin}/uploads/reports/${report.photos[0]}` : '',
  };
}

export interface RequestFilter {
  service_request_id?: string;
  service_code?: string;
  start_date?: string;
  end_date?: string;
  status?: string;
}

/** The v2 default: the last 90 days, at most 1,000 requests. */
const DEFAULT_DAYS = 90;
const MAX_REQUESTS = 1000;

const badRequest = (what: string) => new AppError('BAD_REQUEST', what);

function dateOf(text: string | undefined, name: string): Date | undefined {
  if (text === undefined || text === '') return undefined;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw badRequest(`${name} must be a date and time (W3C format)`);
  return date;
}

export async function requests(deps: Deps, filter: RequestFilter, origin: string): Promise<Open311Request[]> {
  const allKinds = await kinds(deps);
  const byName = new Map(allKinds.map((kind) => [kind.name, kind]));
  let list = await publicReports(deps);
  if (filter.service_request_id) {
    const ids = new Set(filter.service_request_id.split(',').map((id) => id.trim()));
    list = list.filter((report) => ids.has(String(report.id)));
  } else {
    const end = dateOf(filter.end_date, 'end_date') ?? deps.now();
    const start =
      dateOf(filter.start_date, 'start_date') ?? new Date(end.getTime() - DEFAULT_DAYS * 86_400_000);
    list = list.filter((report) => {
      const at = Date.parse(report.created_at);
      return at >= start.getTime() && at <= end.getTime();
    });
    if (filter.service_code) {
      const codes = new Set(filter.service_code.split(',').map((code) => code.trim()));
      list = list.filter((report) => codes.has(String(byName.get(report.kind)?.id)));
    }
    if (filter.status) {
      if (filter.status !== 'open' && filter.status !== 'closed')
        throw badRequest('status must be open or closed');
      list = list.filter((report) => (report.status === 'selesai' ? 'closed' : 'open') === filter.status);
    }
  }
  return list.slice(0, MAX_REQUESTS).map((report) => requestOf(report, byName, origin));
}

/** One request; undefined when there is none the public may see (a rahasia one is no different from none). */
export async function request(deps: Deps, id: number, origin: string): Promise<Open311Request | undefined> {
  const report = await publicReport(deps, id);
  if (!report) return undefined;
  const byName = new Map((await kinds(deps)).map((kind) => [kind.name, kind]));
  return requestOf(report, byName, origin);
}

/**
 * `POST requests.json`: `service_code`, `lat`, `long`, `description`, `first_name`/`last_name` (the name
 * staff see), `phone`; this server's own `altcha` (the solved challenge, required as on the form),
 * `privacy` (an aggregator that does not ask its user sends none: anonim, the careful default) and
 * `idempotency_key`. `media_url` is not fetched (the server fetches nothing a client names).
 */
export function postFields(body: Record<string, unknown>): Record<string, unknown> {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const name = [text(body.first_name), text(body.last_name)].filter(Boolean).join(' ');
  return {
    kind: body.service_code,
    description: body.description,
    latitude: body.lat,
    longitude: body.long,
    privacy: text(body.privacy) || 'anonim',
    name,
    phone: body.phone,
    altcha: body.altcha,
    idempotency_key: body.idempotency_key,
  };
}

export async function post(
  deps: Deps,
  address: string,
  input: ReportSubmitInput,
): Promise<[{ service_request_id: string; token: string; service_notice: string }]> {
  const { tracking_code } = await submit(deps, address, input);
  // The id is known at once, but a new report is not public until verified: the poster follows it with
  // the token (its tracking code) on the tracking page.
  return [{ service_request_id: '', token: tracking_code, service_notice: '' }];
}

import type { ProcedurePath } from '../../shared/permissions.ts';
import { PUBLIC_CATEGORIES_URL, PUBLIC_SETTINGS_URL } from '../../shared/public-map-urls.ts';

/** What a route's input is read from: the path's parameters, the query, and the (JSON or multipart) body. */
export interface RestRequest {
  params: unknown;
  query: unknown;
  body: unknown;
}

/** One row per REST call of the spec (section 7): which procedure answers it and where its input comes from. */
export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  procedure: ProcedurePath;
  input?: (request: RestRequest) => unknown;
  /** Status on success; 200 unless it creates something. */
  status?: number;
  /** A public read answered from the shared cache, with an ETag (a repeat with If-None-Match gets 304). */
  cached?: boolean;
  /** The procedure answers a file (`{ file_name, content_type, content }`), sent as a download, not as JSON. */
  download?: boolean;
  /** The body may be multipart with a file field of this name. */
  multipartFile?: 'image' | 'file';
}

type Bag = Record<string, unknown>;
const bag = (value: unknown): Bag => (value && typeof value === 'object' ? (value as Bag) : {});

export const fromBody = (request: RestRequest) => bag(request.body);
export const fromQuery = (request: RestRequest) => bag(request.query);
export const fromParams = (request: RestRequest) => bag(request.params);
/** The path's id wins over an `id` in the body, so a PUT cannot be aimed at another record. */
export const fromParamsAndBody = (request: RestRequest) => ({ ...bag(request.body), ...bag(request.params) });

/** Ids in paths are digits only, so `/all` is its own route and `/abc` is a plain 404. */
const ID = ':id(^\\d+$)';

/** The six calls every admin resource has (spec section 7): list, all, get, create, update, delete. */
type Operation = 'list' | 'all' | 'get' | 'create' | 'update' | 'delete';
const ALL_OPERATIONS: readonly Operation[] = ['list', 'all', 'get', 'create', 'update', 'delete'];

function crud(
  resource: 'permissions' | 'roles' | 'users' | 'categories' | 'maps',
  operations: readonly Operation[] = ALL_OPERATIONS,
): RestRoute[] {
  const base = `/api/admin/${resource}`;
  const withImage =
    resource === 'categories' || resource === 'maps' ? { multipartFile: 'image' as const } : {};
  const routes: RestRoute[] = [
    { method: 'GET', url: base, procedure: `${resource}.list` as ProcedurePath, input: fromQuery },
    { method: 'GET', url: `${base}/all`, procedure: `${resource}.all` as ProcedurePath },
    { method: 'GET', url: `${base}/${ID}`, procedure: `${resource}.get` as ProcedurePath, input: fromParams },
    {
      method: 'POST',
      url: base,
      procedure: `${resource}.create` as ProcedurePath,
      input: fromBody,
      status: 201,
      ...withImage,
    },
    {
      method: 'PUT',
      url: `${base}/${ID}`,
      procedure: `${resource}.update` as ProcedurePath,
      input: fromParamsAndBody,
      ...withImage,
    },
    {
      method: 'DELETE',
      url: `${base}/${ID}`,
      procedure: `${resource}.delete` as ProcedurePath,
      input: fromParams,
    },
  ];
  return routes.filter((route) => operations.includes(route.procedure.split('.')[1] as Operation));
}

const ENTRY = ':entry(^\\d+$)';

/**
 * History and "Recently deleted" of a resource (decision 0022): its history, one version, "Restore this
 * version" (as a new version), the deleted records that can come back, and bringing one back.
 */
function history(
  resource: 'users' | 'roles' | 'categories' | 'maps',
  { versions }: { versions: boolean },
): RestRoute[] {
  const base = `/api/admin/${resource}`;
  const routes: RestRoute[] = [
    {
      method: 'GET',
      url: `${base}/${ID}/history`,
      procedure: `${resource}.history` as ProcedurePath,
      input: fromParams,
    },
    { method: 'GET', url: `${base}/deleted`, procedure: `${resource}.deleted` as ProcedurePath },
    {
      method: 'POST',
      url: `${base}/deleted/${ID}/restore`,
      procedure: `${resource}.undelete` as ProcedurePath,
      input: fromParams,
    },
  ];
  if (!versions) return routes;
  return [
    ...routes,
    {
      method: 'GET',
      url: `${base}/${ID}/history/${ENTRY}`,
      procedure: `${resource}.version` as ProcedurePath,
      input: fromParams,
    },
    {
      method: 'POST',
      url: `${base}/${ID}/history/${ENTRY}/restore`,
      procedure: `${resource}.restoreVersion` as ProcedurePath,
      input: fromParamsAndBody,
    },
  ];
}

export const REST_ROUTES: readonly RestRoute[] = [
  { method: 'POST', url: '/api/login', procedure: 'auth.login', input: fromBody },
  { method: 'POST', url: '/api/logout', procedure: 'auth.logout' },
  { method: 'GET', url: '/api/me', procedure: 'auth.me' },
  { method: 'PUT', url: '/api/account/password', procedure: 'auth.changePassword', input: fromBody },
  { method: 'GET', url: '/api/admin/dashboard', procedure: 'dashboard.stats' },
  { method: 'GET', url: PUBLIC_SETTINGS_URL, procedure: 'public.settings', cached: true },
  { method: 'GET', url: PUBLIC_CATEGORIES_URL, procedure: 'public.categories', cached: true },
  ...crud('permissions'),
  ...crud('roles'),
  ...crud('users', ['list', 'get', 'create', 'update', 'delete']),
  ...crud('categories'),
  ...crud('maps', ['list', 'get', 'create', 'update', 'delete']),
  ...history('users', { versions: false }),
  ...history('roles', { versions: false }),
  ...history('categories', { versions: true }),
  ...history('maps', { versions: true }),
  {
    method: 'POST',
    url: '/api/admin/maps/import/preview',
    procedure: 'transfer.preview',
    input: fromBody,
    multipartFile: 'file',
  },
  {
    method: 'POST',
    url: '/api/admin/maps/import',
    procedure: 'transfer.commit',
    input: fromBody,
    status: 201,
    multipartFile: 'file',
  },
  {
    method: 'GET',
    url: '/api/admin/maps/export',
    procedure: 'transfer.adminExport',
    input: fromQuery,
    download: true,
  },
  {
    method: 'GET',
    url: '/api/public/export',
    procedure: 'transfer.publicExport',
    input: fromQuery,
    download: true,
  },
  { method: 'GET', url: '/api/admin/settings', procedure: 'settings.get' },
  { method: 'PUT', url: '/api/admin/settings', procedure: 'settings.update', input: fromBody },
  { method: 'GET', url: '/api/admin/settings/history', procedure: 'settings.history' },
  {
    method: 'GET',
    url: `/api/admin/settings/history/${ENTRY}`,
    procedure: 'settings.version',
    input: fromParams,
  },
  {
    method: 'POST',
    url: `/api/admin/settings/history/${ENTRY}/restore`,
    procedure: 'settings.restoreVersion',
    input: fromParamsAndBody,
  },
  { method: 'GET', url: '/api/admin/activity', procedure: 'activity.list', input: fromQuery },
];

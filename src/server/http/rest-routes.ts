import type { FastifyRequest } from 'fastify';
import type { ProcedurePath } from '../../shared/permissions.ts';

/** One row per REST call of the spec (section 7): which procedure answers it and where its input comes from. */
export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  procedure: ProcedurePath;
  input?: (request: FastifyRequest) => unknown;
  /** Status on success; 200 unless it creates something. */
  status?: number;
}

type Bag = Record<string, unknown>;
const bag = (value: unknown): Bag => (value && typeof value === 'object' ? (value as Bag) : {});

export const fromBody = (request: FastifyRequest) => bag(request.body);
export const fromQuery = (request: FastifyRequest) => bag(request.query);
export const fromParams = (request: FastifyRequest) => bag(request.params);
/** The path's id wins over an `id` in the body, so a PUT cannot be aimed at another record. */
export const fromParamsAndBody = (request: FastifyRequest) => ({ ...bag(request.body), ...bag(request.params) });

export const REST_ROUTES: readonly RestRoute[] = [
  { method: 'POST', url: '/api/login', procedure: 'auth.login', input: fromBody },
  { method: 'POST', url: '/api/logout', procedure: 'auth.logout' },
  { method: 'GET', url: '/api/me', procedure: 'auth.me' },
  { method: 'GET', url: '/api/admin/dashboard', procedure: 'dashboard.stats' },
  { method: 'GET', url: '/api/public/settings', procedure: 'public.settings' },
];

import type { AnyTRPCProcedure, AnyTRPCRouter } from '@trpc/server';
import type { ProcedureAccess } from '../../shared/permissions.ts';
import { type ProcedureMeta, proceduresOf, type RestInput, type RestRoute } from '../trpc/procedure-meta.ts';
import { appRouter } from '../trpc/router.ts';

/** What a route's input is read from: the path's parameters, the query, and the (JSON or multipart) body. */
export interface RestRequest {
  params: unknown;
  query: unknown;
  body: unknown;
}

/**
 * One REST call of the spec (section 7), as the router declares it on a procedure (decision 0043): the
 * procedure itself (called in-process, not looked up by name), its access and its route. `procedure`
 * names it for the OpenAPI document and the tests.
 */
export interface RestEndpoint extends RestRoute {
  /** The route as Fastify matches it (ids digits only). */
  url: string;
  procedure: string;
  access: ProcedureAccess;
  handler: AnyTRPCProcedure;
  readInput: (request: RestRequest) => unknown;
}

type Bag = Record<string, unknown>;
const bag = (value: unknown): Bag => (value && typeof value === 'object' ? (value as Bag) : {});

const READ_INPUT: Record<RestInput, (request: RestRequest) => unknown> = {
  body: (request) => bag(request.body),
  query: (request) => bag(request.query),
  params: (request) => bag(request.params),
  // The path's id wins over an `id` in the body, so a PUT cannot be aimed at another record.
  'params+body': (request) => ({ ...bag(request.body), ...bag(request.params) }),
};
const NO_INPUT = () => undefined;

/** Ids in paths are digits only, so `/all` is its own route and `/abc` is a plain 404. */
const fastifyUrl = (path: string) => path.replace(/:(id|entry)(?=\/|$)/g, ':$1(^\\d+$)');

/** Every procedure of the router that declares a REST route, in the router's order. */
export function restEndpointsOf(router: AnyTRPCRouter): RestEndpoint[] {
  return proceduresOf(router).flatMap(([procedure, handler]) => {
    const meta = handler._def.meta as ProcedureMeta | undefined;
    if (!meta?.rest) return [];
    if (!meta.access) throw new Error(`Procedure '${procedure}' declares no access.`);
    const route = meta.rest;
    return [
      {
        ...route,
        url: fastifyUrl(route.path),
        procedure,
        access: meta.access,
        handler,
        readInput: route.input ? READ_INPUT[route.input] : NO_INPUT,
      },
    ];
  });
}

export const REST_ENDPOINTS: readonly RestEndpoint[] = restEndpointsOf(appRouter);

import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { modeOfAcceptLanguage } from '../../shared/i18n/accept-language.ts';
import { msg } from '../../shared/i18n/message.ts';
import type { MapRecord } from '../../shared/schemas/maps.ts';
import type { Deps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { errorBodyOf } from '../i18n/localize.ts';
import * as ogc from '../modules/ogc/ogc.service.ts';
import { type FeatureInput, featureBody, featurePatch, versionOfIfMatch } from '../modules/ogc/ogc-edit.ts';
import { appErrorOf } from '../trpc/app-error.ts';
import { bearerToken, createContext } from '../trpc/context.ts';
import { createCaller } from '../trpc/router.ts';

/**
 * OGC API Features Part 4 at /ogc: create, replace, update and delete places as QGIS 3.32 calls them
 * (OPTIONS first, then POST, PUT with If-Match, PATCH, DELETE, with a Bearer token). Every write is the
 * back office's own procedure (maps.create, maps.update, maps.delete) called in-process, so sign-in,
 * permissions, validation, geometry rules, history, record versions and "Recently deleted" are theirs.
 * A category's collection takes new places into that category; `all` takes none (it names no category).
 */
type Params = { collectionId: string; featureId?: string };

const FEATURE_TYPES = ['application/geo+json', 'application/merge-patch+json'];

function callerOf(deps: Deps, request: FastifyRequest) {
  return createCaller(
    createContext(deps, request.headers.authorization, request.ip, {
      acceptLanguage: request.headers['accept-language'],
    }),
  );
}

/** A stale If-Match is Part 4's 412 (the back office's 409 says the same with the record as it now is). */
async function conditional<T>(request: FastifyRequest, reply: FastifyReply, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    const appError =
      error instanceof AppError ? error : error instanceof TRPCError ? appErrorOf(error) : undefined;
    if (appError?.code === 'CONFLICT' && request.headers['if-match']) {
      const mode = modeOfAcceptLanguage(request.headers['accept-language']);
      reply.code(412).send(errorBodyOf(appError, mode));
      return undefined;
    }
    throw error;
  }
}

function mapInput(input: FeatureInput) {
  return {
    ...input.properties,
    ...(input.geometry !== undefined ? { geometry: input.geometry } : {}),
  } as Record<string, unknown>;
}

export function registerOgcEditRoutes(
  app: FastifyInstance,
  deps: Deps,
  baseUrl: (r: FastifyRequest) => string,
) {
  for (const type of FEATURE_TYPES) {
    app.addContentTypeParser(type, { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
  }

  /** What the caller may do here: the methods `Allow` lists, from the session's permissions. */
  async function allowed(request: FastifyRequest, collectionId: string, one: boolean): Promise<string[]> {
    await ogc.collection(deps, baseUrl(request), collectionId);
    const token = bearerToken(request.headers.authorization);
    const session = token ? await deps.auth.authenticate(token) : null;
    const can = (permission: 'maps-create' | 'maps-edit' | 'maps-delete') =>
      Boolean(session?.permissions[permission]);
    const methods = ['GET', 'HEAD', 'OPTIONS'];
    if (!one && ogc.categoryOfCollection(collectionId) !== undefined && can('maps-create'))
      methods.push('POST');
    if (one && can('maps-edit')) methods.push('PUT', 'PATCH');
    if (one && can('maps-delete')) methods.push('DELETE');
    return methods;
  }

  app.options<{ Params: Params }>('/ogc/collections/:collectionId/items', async (request, reply) => {
    const methods = await allowed(request, request.params.collectionId, false);
    return reply.code(204).header('allow', methods.join(', ')).send();
  });
  app.options<{ Params: Params }>(
    '/ogc/collections/:collectionId/items/:featureId',
    async (request, reply) => {
      await ogc.item(deps, baseUrl(request), request.params.collectionId, request.params.featureId!, {});
      const methods = await allowed(request, request.params.collectionId, true);
      return reply.code(204).header('allow', methods.join(', ')).send();
    },
  );

  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    collectionId: string,
    record: MapRecord,
  ) => {
    const feature = await ogc.item(deps, baseUrl(request), collectionId, String(record.id), {});
    return reply
      .header('etag', `"${record.version}"`)
      .header('content-crs', `<${ogc.CRS84}>`)
      .type('application/geo+json')
      .send(JSON.stringify(feature));
  };

  app.post<{ Params: Params }>('/ogc/collections/:collectionId/items', async (request, reply) => {
    const { collectionId } = request.params;
    await ogc.collection(deps, baseUrl(request), collectionId);
    const category = ogc.categoryOfCollection(collectionId);
    if (category === undefined) {
      return reply
        .code(405)
        .header('allow', 'GET, HEAD, OPTIONS')
        .send(
          errorBodyOf(
            new AppError('BAD_REQUEST', msg('api_ogc_all_read_only')),
            modeOfAcceptLanguage(request.headers['accept-language']),
          ),
        );
    }
    const input = featureBody(request.body);
    const record = await callerOf(deps, request).maps.create({
      ...mapInput(input),
      category_id: category,
      status: 'active',
    } as never);
    reply.code(201).header('location', `${baseUrl(request)}/collections/${collectionId}/items/${record.id}`);
    return answer(request, reply, collectionId, record as MapRecord);
  });

  /** PUT replaces the editable properties (absent ones become empty) and the geometry; PATCH merges. */
  const change =
    (patch: boolean) => async (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
      const { collectionId, featureId } = request.params;
      // 404 unless the place is an active one of this collection.
      await ogc.item(deps, baseUrl(request), collectionId, featureId!, {});
      const input = patch ? featurePatch(request.body) : featureBody(request.body);
      const caller = callerOf(deps, request);
      const current = (await caller.maps.get({ id: Number(featureId) })) as MapRecord;
      const version = versionOfIfMatch(request.headers['if-match']);
      const record = await conditional(request, reply, () =>
        caller.maps.update({
          id: current.id,
          name: current.name,
          ...(patch
            ? { description: current.description, address: current.address }
            : { description: '', address: '' }),
          category_id: current.category_id,
          ...mapInput(input),
          ...(version !== undefined ? { version } : {}),
        } as never),
      );
      if (record === undefined) return reply;
      return answer(request, reply, collectionId, record as MapRecord);
    };
  app.put<{ Params: Params }>('/ogc/collections/:collectionId/items/:featureId', change(false));
  app.patch<{ Params: Params }>('/ogc/collections/:collectionId/items/:featureId', change(true));

  app.delete<{ Params: Params }>(
    '/ogc/collections/:collectionId/items/:featureId',
    async (request, reply) => {
      const { collectionId, featureId } = request.params;
      await ogc.item(deps, baseUrl(request), collectionId, featureId!, {});
      const caller = callerOf(deps, request);
      const version = versionOfIfMatch(request.headers['if-match']);
      if (version !== undefined) {
        const current = (await caller.maps.get({ id: Number(featureId) })) as MapRecord;
        if (current.version !== version) {
          const mode = modeOfAcceptLanguage(request.headers['accept-language']);
          return reply
            .code(412)
            .send(errorBodyOf(new AppError('BAD_REQUEST', msg('api_ogc_stale_delete')), mode));
        }
      }
      await caller.maps.delete({ id: Number(featureId) });
      return reply.code(204).send();
    },
  );
}

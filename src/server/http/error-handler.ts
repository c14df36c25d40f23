import { TRPCError } from '@trpc/server';
import type { FastifyError, FastifyInstance } from 'fastify';
import { type ErrorBody, HTTP_STATUS } from '../../shared/errors.ts';
import { modeOfAcceptLanguage } from '../../shared/i18n/accept-language.ts';
import { msg } from '../../shared/i18n/message.ts';
import { sayMessage } from '../../shared/i18n/say-message.ts';
import { appErrorOfDatabase } from '../db/database-error.ts';
import { databaseUnavailable, isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError } from '../errors.ts';
import { errorBodyOf, say } from '../i18n/localize.ts';
import { appErrorOf } from '../trpc/app-error.ts';
import { fastifyOwnMessage, isBrokenMultipart } from './fastify-own-errors.ts';

function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof TRPCError) return appErrorOf(error);
  return isDatabaseUnavailable(error) ? databaseUnavailable() : appErrorOfDatabase(error);
}

/** The one place REST errors get their status and body: `{ message, errors? }`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    // Issue 25: in the language the request asks for (the spec's texts by default); keys stay.
    const mode = modeOfAcceptLanguage(request.headers['accept-language']);
    if (appError) {
      if (appError.retryAfterSeconds) reply.header('retry-after', String(appError.retryAfterSeconds));
      return reply.code(HTTP_STATUS[appError.code]).send(errorBodyOf(appError, mode));
    }
    // Fastify's own client errors: malformed JSON, an unsupported content type, a body too large.
    const status = error.statusCode ?? (isBrokenMultipart(request, error) ? 400 : 500);
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ message: say(fastifyOwnMessage(request, error), mode) } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(Math.max(status, 500))
      .send({ message: sayMessage(msg('api_internal_error'), mode) } satisfies ErrorBody);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const message = msg('api_route_not_found', { method: request.method, path });
    const mode = modeOfAcceptLanguage(request.headers['accept-language']);
    return reply.code(404).send({ message: sayMessage(message, mode) } satisfies ErrorBody);
  });
}

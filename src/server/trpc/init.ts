import { initTRPC } from '@trpc/server';
import superjson from 'superjson';
import { HTTP_STATUS } from '../../shared/errors.ts';
import { modeOfAcceptLanguage } from '../../shared/i18n/accept-language.ts';
import { msg } from '../../shared/i18n/message.ts';
import { sayMessage } from '../../shared/i18n/say-message.ts';
import type { PermissionName, RegencyAccess } from '../../shared/permissions.ts';
import { UNBATCHABLE_PROCEDURES } from '../../shared/trpc-limits.ts';
import { AppError } from '../errors.ts';
import { errorBodyOf, say } from '../i18n/localize.ts';
import { appErrorOf, toTRPCError } from './app-error.ts';
import type { Context } from './context.ts';
import type { ProcedureMeta } from './procedure-meta.ts';
import { assertCleanText } from './text-gate.ts';
import { trpcOwnMessage } from './trpc-own-errors.ts';

const UNBATCHABLE = new Set<string>(UNBATCHABLE_PROCEDURES);

/** What a failure that is not the request's fault says: the details go to the log, never to the client. */
const INTERNAL_MESSAGE = msg('api_internal_error');

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    transformer: superjson,
    errorFormatter({ shape, error, ctx, path, type }) {
      const call = { path, type, method: ctx?.method };
      const found = appErrorOf(error, call);
      // Issue 25: in the language the request asks for (the spec's texts by default); keys stay.
      const language = modeOfAcceptLanguage(ctx?.acceptLanguage);
      const appError = found && errorBodyOf(found, language);
      return {
        ...shape,
        message: appError
          ? appError.message
          : error.code === 'INTERNAL_SERVER_ERROR'
            ? sayMessage(INTERNAL_MESSAGE, language)
            : say(trpcOwnMessage(error, call), language),
        data: {
          code: shape.data.code,
          httpStatus: found ? HTTP_STATUS[found.code] : shape.data.httpStatus,
          path: shape.data.path,
          appError: appError
            ? { message: appError.message, errors: appError.errors, conflict: appError.conflict }
            : null,
        },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Every failure leaves a procedure as a TRPCError whose code matches the AppError it carries. */
const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (result.ok) return result;
  const appError = appErrorOf(result.error);
  return appError ? { ...result, error: toTRPCError(appError) } : result;
});

/** A password check in a batch would let one request make many guesses; it must come alone. */
const refuseBatchedPasswordChecks = t.middleware(({ ctx, path, next }) => {
  if (ctx.batchSize > 1 && UNBATCHABLE.has(path)) {
    throw new AppError('BAD_REQUEST', msg('api_unbatchable', { path }));
  }
  return next();
});

/** The procedure's own declaration decides (its base procedure sets it); one without refuses to run at all. */
const enforceAccess = t.middleware(async ({ ctx, meta, path, next }) => {
  const access = meta?.access;
  if (!access) throw new Error(`Procedure '${path}' declares no access.`);
  // One typed exit, so every procedure sees `session: AuthSession | null` whatever branch ran.
  const proceed = (session: Context['session']) => next({ ctx: { session } });
  if (access === 'public') return proceed(null);
  const session = ctx.token ? await ctx.deps.auth.authenticate(ctx.token) : null;
  if (!session) throw new AppError('UNAUTHORIZED', msg('api_unauthenticated'));
  if (ctx.token) ctx.cookies?.keepAlive(session, ctx.token);
  if (access !== 'session' && !session.permissions[access]) {
    throw new AppError('FORBIDDEN', msg('api_forbidden'));
  }
  return proceed(session);
});

const gateText = t.middleware(async ({ getRawInput, next }) => {
  assertCleanText(await getRawInput());
  return next();
});

/** Any successful change may alter what the public sees: the next public answer checks the data version. */
const checkPublicAnswers = t.middleware(async ({ ctx, type, next }) => {
  const result = await next();
  if (type === 'mutation' && result.ok) ctx.deps.publicCache.afterWrite();
  return result;
});

/** Staff of a closed village still sign in and out (to read and export); nothing else changes it. */
const WRITES_WHEN_CLOSED = new Set(['auth.login', 'auth.logout']);
/**
 * A village the regency closed refuses every change (decision 0058). REST and the other routes are refused
 * where the request finds its village (village-request.ts); tRPC's are refused here, in tRPC's own form,
 * so the screens show the message.
 */
const refuseChangesToClosedVillage = t.middleware(({ ctx, type, path, next }) => {
  if (type === 'mutation' && ctx.villageClosed && !WRITES_WHEN_CLOSED.has(path))
    throw new AppError('FORBIDDEN', msg('api_village_closed'));
  return next();
});

const baseProcedure = t.procedure
  .use(mapErrors)
  .use(refuseChangesToClosedVillage)
  .use(refuseBatchedPasswordChecks)
  .use(enforceAccess)
  .use(gateText)
  .use(checkPublicAnswers);

/** For a procedure anyone may call, without a session. */
export const publicProcedure = baseProcedure.meta({ access: 'public' });

/** For a procedure any signed-in user may call. */
export const signedInProcedure = baseProcedure.meta({ access: 'session' }).use(({ ctx, next }) => {
  if (!ctx.session) throw new Error('A signed-in procedure ran without a session.');
  return next({ ctx: { session: ctx.session } });
});

/** For a procedure that needs a permission (and so a session). */
export function permittedProcedure(permission: PermissionName) {
  return signedInProcedure.meta({ access: permission });
}

/** For a procedure of the regency's (decision 0055): its admin's, or its viewers' (the admin is one too). */
export function regencyProcedure(role: RegencyAccess) {
  return signedInProcedure.meta({ access: role });
}

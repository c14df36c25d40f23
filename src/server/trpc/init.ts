import { initTRPC } from '@trpc/server';
import superjson from 'superjson';
import { HTTP_STATUS } from '../../shared/errors.ts';
import { modeOfAcceptLanguage } from '../../shared/i18n/accept-language.ts';
import { localizeMessage } from '../../shared/i18n/localize.ts';
import { procedureAccess } from '../../shared/permissions.ts';
import { sessionCookieValues } from '../../shared/session-cookies.ts';
import { UNBATCHABLE_PROCEDURES } from '../../shared/trpc-limits.ts';
import { AppError } from '../errors.ts';
import { localizeErrorBody } from '../i18n/localize.ts';
import { type AuthSession, authenticate } from '../modules/auth/auth.service.ts';
import { appErrorOf, toTRPCError } from './app-error.ts';
import type { Context } from './context.ts';
import { assertCleanText } from './text-gate.ts';

const UNBATCHABLE = new Set<string>(UNBATCHABLE_PROCEDURES);

/** What a failure that is not the request's fault says: the details go to the log, never to the client. */
const INTERNAL_MESSAGE = 'Internal server error.';

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error, ctx }) {
    const found = appErrorOf(error);
    // Issue 25: in the language the request asks for (the spec's texts by default); keys stay.
    const language = modeOfAcceptLanguage(ctx?.acceptLanguage);
    const appError = found && {
      ...found,
      ...localizeErrorBody({ message: found.message, errors: found.errors }, language),
    };
    return {
      ...shape,
      message: appError
        ? appError.message
        : localizeMessage(
            error.code === 'INTERNAL_SERVER_ERROR' ? INTERNAL_MESSAGE : shape.message,
            language,
          ),
      data: {
        code: shape.data.code,
        httpStatus: appError ? HTTP_STATUS[appError.code] : shape.data.httpStatus,
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
    throw new AppError('BAD_REQUEST', `${path} cannot be batched; send it as a request of its own.`);
  }
  return next();
});

/** The registry decides; a procedure missing from it refuses to run at all. */
const enforceAccess = t.middleware(async ({ ctx, path, next }) => {
  const access = procedureAccess(path);
  if (!access) throw new Error(`Procedure '${path}' is missing from PROCEDURE_ACCESS.`);
  // One typed exit, so every procedure sees `session: AuthSession | null` whatever branch ran.
  const proceed = (session: AuthSession | null) => next({ ctx: { session } });
  if (access === 'public') return proceed(null);
  const session = ctx.token ? await authenticate(ctx.deps, ctx.token) : null;
  if (!session) throw new AppError('UNAUTHORIZED', 'Unauthenticated.');
  // A session kept alive moves its cookies' expiry with it (and refreshes the permissions they show).
  if (session.renewedUntil && ctx.token) {
    ctx.cookies?.set(
      sessionCookieValues({ ...session.user, token: ctx.token, permissions: session.permissions }),
      session.renewedUntil,
    );
  }
  if (access !== 'session' && !session.permissions[access]) {
    throw new AppError('FORBIDDEN', 'You do not have permission to perform this action.');
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

const baseProcedure = t.procedure
  .use(mapErrors)
  .use(refuseBatchedPasswordChecks)
  .use(enforceAccess)
  .use(gateText)
  .use(checkPublicAnswers);

/** For procedures the registry marks 'public'. */
export const publicProcedure = baseProcedure;

/** For procedures that need a session (the registry marks them 'session' or with a permission). */
export const protectedProcedure = baseProcedure.use(({ ctx, next }) => {
  if (!ctx.session) throw new Error('protectedProcedure used for a public procedure');
  return next({ ctx: { session: ctx.session } });
});

import { msg } from '../../shared/i18n/message.ts';
import { AppError } from '../errors.ts';

/** Socket errors of a database that is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs for "the server is not there for you right now": class 08 (connection exception),
 * 57P01-57P03 (shut down by an administrator, crashed, starting up), 53300 (too many connections) and
 * 3D000 (the database was dropped).
 */
function isUnavailableState(code: string): boolean {
  return code.startsWith('08') || ['57P01', '57P02', '57P03', '53300', '3D000'].includes(code);
}

/** node-postgres reports a lost connection or a connect time-out without a code, in these words. */
const LOST_CONNECTION =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/;

/** Whether an error (or any error it wraps) means the database cannot be reached, rather than a bug. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableState(code))) return true;
  if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
  // A refused connection to a host with several addresses arrives as an AggregateError.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

export const DATABASE_UNAVAILABLE_MESSAGE = msg('api_database_unavailable');

/** How long clients are told to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;

export function databaseUnavailable(): AppError {
  return new AppError('UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE, undefined, RETRY_AFTER_SECONDS);
}

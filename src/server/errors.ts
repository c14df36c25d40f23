import type { AppErrorCode, FieldErrors } from '../shared/errors.ts';

/** The one error shape inside the server; mapped once to tRPC errors and once to REST bodies. */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly errors?: FieldErrors,
    /** For TOO_MANY_REQUESTS: when the client may try again (the Retry-After header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static validation(errors: FieldErrors, message = firstMessage(errors)): AppError {
    return new AppError('VALIDATION', message, errors);
  }

  static notFound(thing: string): AppError {
    return new AppError('NOT_FOUND', `${thing} not found.`);
  }
}

function firstMessage(errors: FieldErrors): string {
  return Object.values(errors)[0] ?? 'The given data was invalid.';
}

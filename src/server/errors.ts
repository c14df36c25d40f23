import type { AppErrorCode, ConflictInfo, FieldErrors } from '../shared/errors.ts';

/** The one error shape inside the server; mapped once to tRPC errors and once to REST bodies. */
/** What can be edited from a version of it (see modules/audit/record-version.ts). */
export type VersionedThing = 'Map' | 'Category' | 'Settings' | 'User' | 'Role' | 'Permission';

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly errors?: FieldErrors,
    /** For TOO_MANY_REQUESTS: when the client may try again (the Retry-After header). */
    readonly retryAfterSeconds?: number,
    /** For CONFLICT: the record as it now is, and its last change. */
    readonly conflict?: ConflictInfo,
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

  /** An update made from a version of the record that is no longer the current one. */
  static conflict(thing: VersionedThing, conflict: ConflictInfo): AppError {
    const by = conflict.changed_by ? ` by ${conflict.changed_by}` : '';
    const at = conflict.changed_at ? ` at ${conflict.changed_at}` : '';
    const subject = thing === 'Settings' ? 'The settings were' : `This ${thing.toLowerCase()} was`;
    return new AppError(
      'CONFLICT',
      `${subject} changed${by}${at} since you opened it.`,
      undefined,
      undefined,
      conflict,
    );
  }
}

function firstMessage(errors: FieldErrors): string {
  return Object.values(errors)[0] ?? 'The given data was invalid.';
}

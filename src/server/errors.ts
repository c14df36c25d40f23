import type { AppErrorCode, ConflictInfo } from '../shared/errors.ts';
import { type Message, type MessageKey, msg } from '../shared/i18n/message.ts';

type ConflictName<K> = K extends `api_conflict_${infer Name}_by` ? Name : never;

/**
 * What can be edited from a version of it (see modules/audit/record-version.ts): whatever has its 409
 * messages, `api_conflict_{thing}` and `api_conflict_{thing}_by`, so a new one is named by its messages.
 */
export type VersionedThing = Capitalize<ConflictName<MessageKey>>;

/**
 * Field errors inside the server: each a message by key, said in the request's language at the gates
 * (decision 0042). A string is a text no catalogue holds (a parser's own words), kept as written.
 */
export type FieldMessages = Record<string, Message | string>;

/** The one error shape inside the server; mapped once to tRPC errors and once to REST bodies. */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    /**
     * What the answer says, by key. `message` (for the log) names the key and inputs: the catalogue is not
     * loaded here, so a worker that throws does not load 1,700 message modules.
     */
    readonly said: Message | string,
    readonly errors?: FieldMessages,
    /** For TOO_MANY_REQUESTS: when the client may try again (the Retry-After header). */
    readonly retryAfterSeconds?: number,
    /** For CONFLICT: the record as it now is, and its last change. */
    readonly conflict?: ConflictInfo,
  ) {
    super(typeof said === 'string' ? said : JSON.stringify(said));
    this.name = 'AppError';
  }

  static validation(errors: FieldMessages, said = firstMessage(errors)): AppError {
    return new AppError('VALIDATION', said, errors);
  }

  static notFound(
    key: Exclude<Extract<MessageKey, `api_${string}not_found`>, 'api_route_not_found'>,
  ): AppError {
    return new AppError('NOT_FOUND', msg(key));
  }

  /** An update made from a version of the record that is no longer the current one. */
  static conflict(thing: VersionedThing, conflict: ConflictInfo): AppError {
    const name = thing.toLowerCase() as Lowercase<VersionedThing>;
    const { changed_by: by, changed_at: at } = conflict;
    const said = by && at ? msg(`api_conflict_${name}_by`, { by, at }) : msg(`api_conflict_${name}`);
    return new AppError('CONFLICT', said, undefined, undefined, conflict);
  }
}

function firstMessage(errors: FieldMessages): Message | string {
  return Object.values(errors)[0] ?? msg('api_invalid_data');
}

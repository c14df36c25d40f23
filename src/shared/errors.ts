/** The error vocabulary both sides share: field errors keyed as the spec names them (section 5). */

export type FieldErrors = Record<string, string>;

/** What a 409 says: the record as it now is, and who changed it when (from the audit log). */
export interface ConflictInfo {
  current: unknown;
  changed_by: string | null;
  changed_at: string | null;
}

/** The body of every REST error, and the `appError` tRPC clients receive. */
export interface ErrorBody {
  message: string;
  errors?: FieldErrors;
  conflict?: ConflictInfo;
}

export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'VALIDATION'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  | 'CONFLICT'
  | 'UNAVAILABLE';

export const HTTP_STATUS: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  VALIDATION: 422,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  CONFLICT: 409,
  UNAVAILABLE: 503,
};

/**
 * Keys the spec spells differently from the rule (snake_case field -> PascalCase key), and a place's new
 * photos, said under the one photos field that the form shows (decision 0031).
 */
const KEY_EXCEPTIONS: Record<string, string> = {
  permission_ids: 'Permission_ids',
  role_ids: 'Role_ids',
  new_photos: 'Photos',
};

/** `map_center_lat` -> `MapCenterLat`, `category_id` -> `CategoryId`, `name` -> `Name`. */
export function errorKeyForField(field: string): string {
  const exception = KEY_EXCEPTIONS[field];
  if (exception) return exception;
  return field
    .split('_')
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** Reads field errors from any error the client received; an absent object reads as empty (section 5). */
export function fieldErrorsOf(error: unknown): FieldErrors {
  const data = (error as { data?: { appError?: ErrorBody } } | null)?.data;
  return data?.appError?.errors ?? {};
}

/** Field errors from the client's own check, keyed like the server's (spec section 5). Pure, zod-free. */
import { errorKeyForField, type FieldErrors } from '../../shared/errors.ts';
import { m } from '../../shared/i18n/generated/messages.js';
import { errorMessageOf } from './api-error.ts';
import { type Thing, thingName } from './thing-names.ts';

/** The part of a zod issue this needs; typed here so the app shell never pulls in zod. */
interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The first message per field wins, as the server does it. */
export function fieldErrorsFromIssues(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    const key = typeof field === 'string' ? errorKeyForField(field) : 'Form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The first error found under any of the keys (the spec names a few fields in two spellings). */
export function errorFor(errors: FieldErrors, ...keys: string[]): string | undefined {
  for (const key of keys) if (errors[key]) return errors[key];
  return undefined;
}

/** Like `errorFor`, but a key the server sent without a message still shows `fallback` (spec section 5). */
export function errorWithFallback(
  errors: FieldErrors,
  fallback: string,
  ...keys: string[]
): string | undefined {
  return errorFor(errors, ...keys) ?? (keys.some((key) => key in errors) ? fallback : undefined);
}

/** 'Failed to delete role: {message}' (spec section 8); `fallback` covers an error without a message. */
export function deleteFailureMessage(
  thing: Thing,
  error: unknown,
  fallback: string = m.request_failed(),
): string {
  const message = errorMessageOf(error);
  return m.delete_failed({ thing: thingName(thing), message: message || fallback });
}

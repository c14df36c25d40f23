import type { ErrorBody } from '../../shared/errors.ts';
import type { LanguageMode } from '../../shared/i18n/language.ts';
import { localizeMessage } from '../../shared/i18n/localize.ts';

/** An error answer's message and field messages in the request's language; its keys never change. */
export function localizeErrorBody<T extends Pick<ErrorBody, 'message' | 'errors'>>(
  body: T,
  mode: LanguageMode,
): T {
  if (mode === 'standar') return body;
  return {
    ...body,
    message: localizeMessage(body.message, mode),
    ...(body.errors && {
      errors: Object.fromEntries(
        Object.entries(body.errors).map(([key, message]) => [key, localizeMessage(message, mode)]),
      ),
    }),
  };
}

import type { ErrorBody } from '../../shared/errors.ts';
import type { LanguageMode } from '../../shared/i18n/language.ts';
import type { Message } from '../../shared/i18n/message.ts';
import { sayText } from '../../shared/i18n/say-message.ts';
import type { AppError } from '../errors.ts';

/** A message by key in the request's language; a text that is none (a third party's words) as written. */
export function say(said: Message | string, mode: LanguageMode): string {
  return sayText(said, mode);
}

/** An error answer's message and field messages in the request's language; its keys never change. */
export function errorBodyOf(error: AppError, mode: LanguageMode): ErrorBody {
  const body: ErrorBody = { message: say(error.said, mode) };
  if (error.errors) {
    body.errors = Object.fromEntries(
      Object.entries(error.errors).map(([key, said]) => [key, say(said, mode)]),
    );
  }
  if (error.conflict) body.conflict = error.conflict;
  return body;
}

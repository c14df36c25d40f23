import type { ErrorBody } from '../../shared/errors.ts';
import type { LanguageMode } from '../../shared/i18n/language.ts';
import { localizeMessage } from '../../shared/i18n/localize.ts';
import { isIssueMessage, type Message } from '../../shared/i18n/message.ts';
import { sayMessage, sayText } from '../../shared/i18n/say-message.ts';
import type { AppError } from '../errors.ts';

/** A message by key in the request's language; a text not yet thrown by key is found by its wording. */
export function say(said: Message | string, mode: LanguageMode): string {
  if (typeof said !== 'string') return sayMessage(said, mode);
  return isIssueMessage(said) ? sayText(said, mode) : localizeMessage(said, mode);
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

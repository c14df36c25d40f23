import { m } from './generated/messages.js';
import { INTL_LOCALE, type LanguageMode, LOCALE_OF_MODE } from './language.ts';
import { isIssueMessage, type Message, type MessageInput, messageOfIssue } from './message.ts';

type MessageFunction = (inputs: Record<string, string>, options: { locale: string }) => string;
const catalogue = m as unknown as Record<string, MessageFunction>;

/** Numbers in the spec's texts are written as the server always wrote them: `5,000`, `0.25`. */
const NUMBER_LOCALE: Record<LanguageMode, string> = { ...INTL_LOCALE, standar: 'en-US' };

/**
 * A message in a language. Its inputs are said by their type, never guessed from their text: a count with
 * the language's separators, a message inside a message in the same language, and a string (a name, a
 * path, a parser's words) exactly as written.
 */
export function sayMessage(message: Message, mode: LanguageMode): string {
  const inputs = Object.fromEntries(
    Object.entries<MessageInput>(message.inputs ?? {}).map(([name, value]) => [name, sayInput(value, mode)]),
  );
  return catalogue[message.key]!(inputs, { locale: LOCALE_OF_MODE[mode] });
}

function sayInput(value: MessageInput, mode: LanguageMode): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return value.toLocaleString(NUMBER_LOCALE[mode]);
  if ('decimal' in value) {
    return value.decimal.toLocaleString(NUMBER_LOCALE[mode], {
      minimumFractionDigits: value.digits,
      maximumFractionDigits: value.digits,
    });
  }
  return sayMessage(value, mode);
}

/** A message, or a text that is none (a third party's words kept as they came), in a language. */
export function sayText(text: Message | string, mode: LanguageMode): string {
  if (typeof text !== 'string') return sayMessage(text, mode);
  if (!isIssueMessage(text)) return text;
  // Only our schemas write the mark, and the text gate refuses NUL in any input; still, a text merely
  // shaped like a marked message (a parser's words) is kept as written rather than answered with a 500.
  try {
    const message = messageOfIssue(text);
    const inputs = typeof message === 'object' && message !== null ? (message.inputs ?? {}) : null;
    const plain = typeof inputs === 'object' && inputs !== null && !Array.isArray(inputs);
    if (plain && Object.hasOwn(catalogue, (message as Message).key))
      return sayMessage(message as Message, mode);
  } catch {}
  return text;
}

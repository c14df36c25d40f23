import type { m } from './generated/messages.js';

/**
 * A message of the API by its catalogue key and inputs (decision 0042): thrown and validated this way, and
 * said in a language only where an answer is written (`say-message.ts`). The keys and each key's inputs are
 * typed from the compiled catalogue, so a missing key or input does not compile.
 */
type Catalogue = typeof m;
export type MessageKey = Extract<keyof Catalogue, `api_${string}`>;

/** A count the server says with the language's separators (`5,000`, `5.000`). */
export type MessageInput = string | number | Decimal | Message;
/** A number said with a fixed count of decimals in every language (`12.5`, `12,5`). */
export interface Decimal {
  readonly decimal: number;
  readonly digits: number;
}

type InputNames<K extends MessageKey> = keyof NonNullable<Parameters<Catalogue[K]>[0]>;
export type MessageInputs<K extends MessageKey> = { readonly [N in InputNames<K>]: MessageInput };

export interface Message<K extends MessageKey = MessageKey> {
  readonly key: K;
  readonly inputs?: MessageInputs<K>;
}

export function msg<K extends MessageKey>(
  key: K,
  ...inputs: [InputNames<K>] extends [never] ? [] : [MessageInputs<K>]
): Message<K> {
  return inputs[0] ? { key, inputs: inputs[0] } : { key };
}

export function decimal(value: number, digits: number): Decimal {
  return { decimal: value, digits };
}

/**
 * A number as JavaScript writes it, without separators (a limit, a coordinate found): said as written in
 * every language, except that its decimals get the language's mark (`0.25`, `0,25`).
 */
export function writtenNumber(value: number | bigint): MessageInput {
  const text = value.toString();
  const fraction = /^-?\d+\.(\d+)$/.exec(text)?.[1];
  return fraction ? decimal(Number(value), fraction.length) : text;
}

export function isMessage(value: unknown): value is Message {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { key?: unknown }).key === 'string' &&
    (value as { key: string }).key.startsWith('api_')
  );
}

/**
 * zod keeps an issue's message as a string, so a schema's message travels in it as its key and inputs
 * behind a mark no text starts with; `messageOfIssue` reads it back where issues become field errors.
 */
const ISSUE_MARK = '\u0000msg:';

export function issueMessage<K extends MessageKey>(
  key: K,
  ...inputs: [InputNames<K>] extends [never] ? [] : [MessageInputs<K>]
): string {
  return issueOf(msg(key, ...inputs));
}

/** A message by key as an issue's text (a shared check's result handed to zod). */
export function issueOf(message: Message): string {
  return ISSUE_MARK + JSON.stringify(message);
}

export function isIssueMessage(text: string): boolean {
  return text.startsWith(ISSUE_MARK);
}

/** The message an issue carries; a text that is not one (a message zod wrote itself) comes back as it is. */
export function messageOfIssue(text: string): Message | string {
  return isIssueMessage(text) ? (JSON.parse(text.slice(ISSUE_MARK.length)) as Message) : text;
}

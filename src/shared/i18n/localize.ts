import { m } from './generated/messages.js';
import { INTL_LOCALE, type LanguageMode, LOCALE_OF_MODE } from './language.ts';

type MessageFunction = (inputs: Record<string, string>, options: { locale: string }) => string;

interface Pattern {
  match: RegExp;
  inputs: string[];
  render: MessageFunction;
  /** How many characters of the spec's wording are fixed text rather than inputs. */
  literal: number;
  /** The fixed texts before the first input and after the last: a text must start and end with them. */
  head: string;
  tail: string;
}

const MARK = '\u0000';
/**
 * A message longer than this keeps the spec's wording rather than meet the patterns: a lazy pattern with
 * several inputs backtracks more the longer the text, and a message may carry what a user wrote (a file's
 * name). Measured: 8 ms for 2,300 characters built of a four-input pattern's own separators.
 */
const PATTERN_TEXT_MAX = 2_000;
let index: { exact: Map<string, MessageFunction>; patterns: Pattern[] } | null = null;

/**
 * The API's messages are written in the spec's texts where they arise (schemas, services); the catalogue
 * holds each one as an `api_` message. An answer in another language is made at the two gates that write
 * errors (REST's error handler and tRPC's error formatter), and a form's own check in the browser says the
 * same messages the same way: a text is looked up by its spec wording, and a message with inputs
 * (`{seconds}`) by a pattern made from it.
 */
function messageIndex() {
  if (index) return index;
  index = { exact: new Map(), patterns: [] };
  for (const [key, message] of Object.entries(m as unknown as Record<string, MessageFunction>)) {
    if (!key.startsWith('api_')) continue;
    const inputs: string[] = [];
    const marked = new Proxy({} as Record<string, string>, {
      get: (_target, name) => {
        inputs.push(String(name));
        return `${MARK}${String(name)}${MARK}`;
      },
    });
    const standard = message(marked, { locale: LOCALE_OF_MODE.standar });
    if (inputs.length === 0) {
      index.exact.set(standard, message);
      continue;
    }
    const parts = standard.split(MARK);
    const source = parts
      .map((part, i) => (i % 2 === 1 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    index.patterns.push({
      match: new RegExp(`^${source}$`, 's'),
      inputs: parts.filter((_, i) => i % 2 === 1),
      render: message,
      literal: parts.filter((_, i) => i % 2 === 0).join('').length,
      head: parts[0]!,
      tail: parts.at(-1)!,
    });
  }
  // The most specific first: `The file holds more than {found} features; ...` before `The file holds {count}
  // features; ...`, which would match its text too. The catalogue's own order (alphabetical) says nothing.
  index.patterns.sort((a, b) => b.literal - a.literal);
  return index;
}

/** A number as the server writes it (`5,000`, `0.25`): grouped or with decimals, so a year stays a year. */
const WRITTEN_NUMBER = /^-?(\d{1,3}(,\d{3})+(\.\d+)?|\d+\.\d+)$/;

type InputKind = 'message' | 'number' | 'data';

/**
 * What each input of the API's messages carries, by its name in the catalogue (issue 30). Only the server's
 * own wording is said in the language: an input it fills with one of its own messages is looked up too
 * (one level deep), a number it counted gets the language's separators, and everything else is data (a
 * place's, a category's, a file's or a person's name, a path, a parser's words) and comes back exactly as
 * written, even when it reads like a message (a place named `Unauthenticated.`) or a number (`1,000`).
 * A name missing here is data; a test fails when a catalogue message uses a name not listed, so whoever
 * adds one decides.
 */
export const INPUT_KINDS: Readonly<Record<string, InputKind>> = {
  problem: 'message',
  count: 'number',
  skipped: 'number',
  limit: 'number',
  max: 'number',
  minutes: 'number',
  megabytes: 'number',
  position: 'number',
  number: 'number',
  size: 'number',
  declared: 'number',
  length: 'number',
  minimum: 'number',
  maximum: 'number',
  // A coordinate as the server parsed and wrote it back, never the text that was sent.
  value: 'number',
  // A count in the import's limit; in `api_geometry_type` a GeoJSON type the server recognised (no number).
  found: 'number',
  name: 'data',
  category: 'data',
  by: 'data',
  at: 'data',
  field: 'data',
  path: 'data',
  method: 'data',
  type: 'data',
  types: 'data',
  code: 'data',
  allowed: 'data',
  permissions: 'data',
  crs: 'data',
  detail: 'data',
  expected: 'data',
  received: 'data',
  options: 'data',
};

/**
 * One API message in the request's language; a text the catalogue does not hold stays as it is. Call it only
 * on a text the server wrote as a message (an error's message and field messages, an import's outcome and
 * problems), never on a field that carries data. Its inputs are said by their kind (`INPUT_KINDS`): a number
 * with the language's separators ('5.000' in Indonesian), a message within the message ('Skipped:
 * {problem}') as a message, one level deep, and data as written.
 */
export function localizeMessage(text: string, mode: LanguageMode, nested = false): string {
  if (mode === 'standar') return text;
  const { exact, patterns } = messageIndex();
  const locale = LOCALE_OF_MODE[mode];
  const message = exact.get(text);
  if (message) return message({}, { locale });
  if (text.length > PATTERN_TEXT_MAX) return text;
  for (const pattern of patterns) {
    if (!text.startsWith(pattern.head) || !text.endsWith(pattern.tail)) continue;
    const found = pattern.match.exec(text);
    if (found) {
      const inputs = pattern.inputs.map((name, i) => [
        name,
        inputInLanguage(found[i + 1]!, name, mode, nested),
      ]);
      return pattern.render(Object.fromEntries(inputs), { locale });
    }
  }
  return text;
}

function inputInLanguage(value: string, name: string, mode: LanguageMode, nested: boolean): string {
  const kind = INPUT_KINDS[name] ?? 'data';
  if (kind === 'number' && WRITTEN_NUMBER.test(value)) {
    const number = Number(value.replaceAll(',', ''));
    const decimals = value.split('.')[1]?.length ?? 0;
    return number.toLocaleString(INTL_LOCALE[mode], {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
  }
  return kind === 'message' && !nested ? localizeMessage(value, mode, true) : value;
}

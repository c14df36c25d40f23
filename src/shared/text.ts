/**
 * The one rule for what text PetaDesa accepts, on both sides: no NUL or other C0 control character (a
 * database cannot store NUL in text, and the others are invisible tricks), no lone UTF-16 surrogate (it is
 * not a character at all). Tab, line feed and carriage return are allowed only in multi-line fields.
 */

import { type Message, msg } from './i18n/message.ts';

export interface TextProblem {
  /** Where the first offending character is (0-based, in UTF-16 units). */
  index: number;
  /** Readable, without the character itself: `the control character U+0000`. */
  what: string;
  /** What kind of character it is, and its code point (`U+0000`), for the message by key. */
  kind: 'tab' | 'line_break' | 'control' | 'surrogate';
  code: string;
}

function kindOf(code: number): TextProblem['kind'] {
  if (code >= 0xd800) return 'surrogate';
  if (code === 0x09) return 'tab';
  if (code === 0x0a || code === 0x0d) return 'line_break';
  return 'control';
}

const problemAt = (index: number, code: number): TextProblem => ({
  index,
  what: describe(code),
  kind: kindOf(code),
  code: hex(code),
});

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

function describe(code: number): string {
  if (code >= 0xd800) return `a broken character (lone surrogate ${hex(code)})`;
  if (code === 0x09) return 'a tab';
  if (code === 0x0a || code === 0x0d) return 'a line break';
  return `the control character ${hex(code)}`;
}

/** The first character `text` may not hold, or null when it is fine. One pass, no backtracking. */
export function textProblem(text: string, options: { multiline: boolean }): TextProblem | null {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20) {
      const layout = code === 0x09 || code === 0x0a || code === 0x0d;
      if (!layout || !options.multiline) return problemAt(index, code);
    } else if (isHigh(code)) {
      if (isLow(text.charCodeAt(index + 1))) index++;
      else return problemAt(index, code);
    } else if (isLow(code)) {
      return problemAt(index, code);
    }
  }
  return null;
}

/** The message shown under a field: says what to remove and where, never echoes the character. */
export function textProblemMessage(problem: TextProblem): Message {
  // The position as the server always wrote it, without separators, in every language.
  const position = String(problem.index + 1);
  const { code } = problem;
  if (problem.kind === 'tab') return msg('api_text_tab', { position });
  if (problem.kind === 'line_break') return msg('api_text_line_break', { position });
  return msg(problem.kind === 'control' ? 'api_text_control' : 'api_text_surrogate', { code, position });
}

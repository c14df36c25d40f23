import { describe, expect, it } from 'vitest';
import { sayMessage } from './i18n/say-message.ts';
import { textProblem, textProblemMessage } from './text.ts';

describe('the text rule', () => {
  it('accepts ordinary text in any script, emoji (surrogate pairs) included', () => {
    for (const text of ['Balai Desa', 'Masjid Al-Ikhlas', 'ꦧꦭꦻ', 'Kantor 🏛️ desa', '']) {
      expect(textProblem(text, { multiline: false })).toBeNull();
    }
  });

  it('refuses NUL and the other C0 controls everywhere, and says where without echoing them', () => {
    const problem = textProblem('ab\u0000c', { multiline: true });
    expect(problem).toEqual({
      index: 2,
      what: 'the control character U+0000',
      kind: 'control',
      code: 'U+0000',
    });
    expect(sayMessage(textProblemMessage(problem!), 'standar')).toBe(
      'Remove the control character U+0000 at character 3; it is not allowed here.',
    );
    expect(textProblem('a\u001bb', { multiline: true })?.what).toBe('the control character U+001B');
  });

  it('allows tab and line breaks only in multi-line fields', () => {
    expect(textProblem('line one\r\nline two\tend', { multiline: true })).toBeNull();
    expect(textProblem('one\ntwo', { multiline: false })?.what).toBe('a line break');
    expect(textProblem('one\ttwo', { multiline: false })?.what).toBe('a tab');
  });

  it('refuses lone surrogates, high or low, at any position', () => {
    expect(textProblem('x\uD800', { multiline: true })?.index).toBe(1);
    expect(textProblem('\uDC00x', { multiline: true })?.what).toBe(
      'a broken character (lone surrogate U+DC00)',
    );
    expect(textProblem('\uD83D\uD83D\uDE00', { multiline: true })?.index).toBe(0);
  });
});

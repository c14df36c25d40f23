import { describe, expect, it } from 'vitest';
import { issueMessage, msg } from './message.ts';
import { sayMessage, sayText } from './say-message.ts';

describe('sayText', () => {
  it('says a marked issue message in the language asked for', () => {
    const marked = issueMessage('api_zod_number_too_big', { maximum: '100' });
    expect(sayText(marked, 'standar')).toBe(
      sayMessage(msg('api_zod_number_too_big', { maximum: '100' }), 'standar'),
    );
  });

  // A text only shaped like a marked message (a parser's words, whatever reaches a gate) is never a 500.
  it.each([
    '\u0000msg:{not json',
    '\u0000msg:{"key":"api_no_such_message"}',
    '\u0000msg:{"key":"toString"}',
    '\u0000msg:null',
    '\u0000msg:{"key":"api_route_not_found","inputs":"x"}',
  ])('keeps %j as written', (text) => {
    expect(sayText(text, 'id')).toBe(text);
  });
});

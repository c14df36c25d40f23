import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isIssueMessage } from '../i18n/message.ts';
import { sayText } from '../i18n/say-message.ts';
import { idSchema, listInput } from './common.ts';
import { zodIssueMessage } from './zod-issue-messages.ts';

const cases: [z.ZodType, unknown][] = [
  [idSchema, 'x'],
  [idSchema, 0],
  [idSchema, 1.5],
  [idSchema, 3e9],
  [z.number().min(1), 0],
  [z.number().max(0.25), 0.5],
  [z.number(), Number.POSITIVE_INFINITY],
  [listInput, 5],
  [listInput, { search: 'x'.repeat(201) }],
  [listInput, { search: null }],
  [z.enum(['a', 'b']), 'c'],
  [z.union([z.string(), z.number()]), null],
  [z.custom(() => false), 1],
];

function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return result.error!.issues.map((issue) => issue.message);
}

describe("zod's own issues", () => {
  it('carry a key chosen by the code, whose spec wording is what zod writes in English', () => {
    const keyed = cases.map(([schema, input]) => messages(schema, input));
    z.config({ customError: undefined });
    try {
      const zods = cases.map(([schema, input]) => messages(schema, input));
      keyed.forEach((said, i) => {
        expect(said.every(isIssueMessage), String(zods[i])).toBe(true);
        expect(said.map((text) => sayText(text, 'standar'))).toEqual(zods[i]);
      });
    } finally {
      z.config({ customError: zodIssueMessage });
    }
  });

  it('are said in Indonesian, with the limits as zod wrote them', () => {
    expect(messages(idSchema, 3e9).map((text) => sayText(text, 'id'))).toEqual([
      'Terlalu besar: paling besar 2147483647.',
    ]);
    expect(messages(z.number().max(0.25), 1).map((text) => sayText(text, 'id'))).toEqual([
      'Terlalu besar: paling besar 0,25.',
    ]);
  });

  it('keep zod’s words where the catalogue has no key', () => {
    expect(messages(z.string().regex(/^a$/), 'b')).toEqual(['Invalid string: must match pattern /^a$/']);
  });
});

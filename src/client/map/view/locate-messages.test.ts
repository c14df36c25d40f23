import { describe, expect, it } from 'vitest';
import { locateErrorMessage } from './locate-messages.ts';

describe('locateErrorMessage', () => {
  it('says which of the ways locating failed, each in its own words', () => {
    const messages = [1, 2, 3, null].map(locateErrorMessage);
    expect(messages[0]).toMatch(/ditolak/);
    expect(messages[2]).toMatch(/terlalu lama/);
    expect(new Set(messages).size).toBe(4);
  });
});

import { describe, expect, it } from 'vitest';
import { generateSessionToken, parseSessionToken, secretMatches } from './session-token.ts';

describe('session tokens', () => {
  it('are `{id}.{secret}` with 120 + 160 random bits, and the hash matches only its own secret', () => {
    const a = generateSessionToken();
    const b = generateSessionToken();
    expect(a.token).toMatch(/^[a-z2-7]{24}\.[a-z2-7]{32}$/);
    expect(a.token).not.toBe(b.token);
    const parsed = parseSessionToken(a.token)!;
    expect(parsed.id).toBe(a.id);
    expect(secretMatches(parsed.secret, a.secretHash)).toBe(true);
    expect(secretMatches(parseSessionToken(b.token)!.secret, a.secretHash)).toBe(false);
  });

  it('refuses anything not shaped like a token', () => {
    for (const bad of [
      '',
      'abc',
      'a.b',
      `${'A'.repeat(24)}.${'a'.repeat(32)}`,
      `${'a'.repeat(24)}.${'a'.repeat(31)}`,
    ]) {
      expect(parseSessionToken(bad)).toBeNull();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { modeOfAcceptLanguage } from './accept-language.ts';

describe('modeOfAcceptLanguage', () => {
  it('reads Indonesian and English in any region, by weight, then in order', () => {
    expect(modeOfAcceptLanguage('id')).toBe('id');
    expect(modeOfAcceptLanguage('id-ID,id;q=0.9,en;q=0.8')).toBe('id');
    expect(modeOfAcceptLanguage('en-GB')).toBe('en');
    expect(modeOfAcceptLanguage('fr;q=1, en;q=0.5, id;q=0.7')).toBe('id');
    expect(modeOfAcceptLanguage('de, en')).toBe('en');
  });

  it("keeps the spec's texts without a header, for other languages, and for the app's own default tag", () => {
    expect(modeOfAcceptLanguage(undefined)).toBe('standar');
    expect(modeOfAcceptLanguage('')).toBe('standar');
    expect(modeOfAcceptLanguage('fr-FR, de;q=0.5')).toBe('standar');
    expect(modeOfAcceptLanguage('id-x-standar')).toBe('standar');
    expect(modeOfAcceptLanguage('en;q=0, id;q=0')).toBe('standar');
  });
});

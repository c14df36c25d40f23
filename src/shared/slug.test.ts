import { describe, expect, it } from 'vitest';
import { nextFreeSlug, slugify } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['Masjid Al-Ikhlas (Dusun Krajan)', 'masjid-al-ikhlas-dusun-krajan'],
    ['  SDN   Sumberagung 1 ', 'sdn-sumberagung-1'],
    ['Café Dési', 'cafe-desi'],
    ['!!!', 'peta'],
  ])('%s -> %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('keeps slugs to 80 characters without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(79)} b`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('nextFreeSlug', () => {
  it('suffixes on collision with the first free number', () => {
    expect(nextFreeSlug('Balai Desa', [])).toBe('balai-desa');
    expect(nextFreeSlug('Balai Desa', ['balai-desa'])).toBe('balai-desa-2');
    expect(nextFreeSlug('Balai Desa', ['balai-desa', 'balai-desa-2', 'balai-desa-4'])).toBe('balai-desa-3');
  });
});

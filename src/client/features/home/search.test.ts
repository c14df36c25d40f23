import { describe, expect, it } from 'vitest';
import { matchingIndices, searchText } from './search.ts';

const place = (name: string, description = '', address = '', slug = '') => ({
  haystack: searchText({ name, description, address, slug }),
});

describe('the per-category search', () => {
  const entries = [
    place('Masjid Al-Ikhlas', 'Masjid utama', 'Dusun Krajan'),
    place('SDN Sumberagung 1', 'Sekolah dasar', 'Jl. Raya Sumberagung', 'sdn-sumberagung-1'),
    place('Sawah Blok A', 'Padi', 'Dusun Sumbersari', 'sawah-blok-a'),
    place('Puskesmas', '', '', 'puskesmas-pembantu'),
  ];

  it('matches name, description, address and slug, ignoring case and surrounding spaces', () => {
    expect(matchingIndices(entries, 0, 4, 'MASJID')).toEqual([0]);
    expect(matchingIndices(entries, 0, 4, 'sekolah')).toEqual([1]);
    expect(matchingIndices(entries, 0, 4, '  sumbersari ')).toEqual([2]);
    expect(matchingIndices(entries, 0, 4, 'pembantu')).toEqual([3]);
  });

  it('keeps to the category range and lists every map for an empty query', () => {
    expect(matchingIndices(entries, 1, 3, 'sumber')).toEqual([1, 2]);
    expect(matchingIndices(entries, 0, 4, 'dusun')).toEqual([0, 2]);
    expect(matchingIndices(entries, 1, 3, '')).toEqual([1, 2]);
    expect(matchingIndices(entries, 1, 3, '   ')).toEqual([1, 2]);
  });

  it('ignores accents on either side', () => {
    const accented = [place('Café Sehat', '', 'Jl. Pemuda'), place('Warung Kopi', 'Kopi enak')];
    expect(matchingIndices(accented, 0, 2, 'cafe')).toEqual([0]);
    expect(matchingIndices(accented, 0, 2, 'KÓPI')).toEqual([1]);
  });

  it('finds nothing where nothing matches, and does not match across fields', () => {
    expect(matchingIndices(entries, 0, 4, 'kantor')).toEqual([]);
    // "utama" ends the description and "dusun" starts the address: the join must not glue them.
    expect(matchingIndices(entries, 0, 4, 'utamadusun')).toEqual([]);
  });
});

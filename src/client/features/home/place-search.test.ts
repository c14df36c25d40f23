import { describe, expect, it } from 'vitest';
import { testCatalog } from './place-search.fixtures.ts';
import { buildPlaceSearch, containsNearly, searchPlaces } from './place-search.ts';

const catalog = testCatalog([
  [
    'Kesehatan',
    [
      ['Posyandu Melati', 'Dusun Krajan RT 05', 'Penimbangan balita tiap tanggal 5'],
      ['Puskesmas Pembantu', 'Jl. Raya Sumberagung', 'Buka Senin sampai Sabtu'],
    ],
  ],
  [
    'Pendidikan',
    [
      ['SDN Sumberagung 1', 'Jl. Pendidikan', 'Sekolah dasar negeri'],
      ['PAUD Melati', 'Dusun Sumbersari', 'Dekat posyandu'],
    ],
  ],
  [
    'Tempat Ibadah',
    [
      ['Masjid Al-Ikhlas', 'Dusun Krajan'],
      ['Musholla Nurul Huda', 'Dusun Krajan'],
    ],
  ],
  ['Kuliner', [['Café Sehat', 'Jl. Pemuda']]],
]);
const index = buildPlaceSearch(catalog);
const names = (query: string, limit = 20) =>
  searchPlaces(index, query, limit).indices.map((place) => catalog.entries[place]!.name);

describe('the search over the whole map', () => {
  it('finds a place by its name whatever the case, the name first and then where it is mentioned', () => {
    expect(names('posyandu')).toEqual(['Posyandu Melati', 'PAUD Melati']);
    // PAUD Melati's description says "dekat posyandu": found, after the place named so.
    expect(names('POSYANDU MELATI')).toEqual(['Posyandu Melati', 'PAUD Melati']);
    expect(names('  posyandu   melati ')).toEqual(['Posyandu Melati', 'PAUD Melati']);
  });

  it('forgives a letter missing, added or wrong in a word of four letters or more', () => {
    expect(names('posyndu')[0]).toBe('Posyandu Melati');
    expect(names('posyanndu')[0]).toBe('Posyandu Melati');
    expect(names('posyamdu')[0]).toBe('Posyandu Melati');
    expect(names('puskesmas pembntu')).toEqual(['Puskesmas Pembantu']);
    // Short words are taken as they are: "sd" must not find every word with an s or a d.
    expect(names('sd')).toEqual(['SDN Sumberagung 1']);
    // Two letters off is another word.
    expect(names('posydu')).toEqual([]);
  });

  it('searches the address, the description and the category name, ignoring accents', () => {
    expect(names('krajan')).toEqual(['Posyandu Melati', 'Masjid Al-Ikhlas', 'Musholla Nurul Huda']);
    expect(names('balita')).toEqual(['Posyandu Melati']);
    expect(names('ibadah')).toEqual(['Masjid Al-Ikhlas', 'Musholla Nurul Huda']);
    expect(names('kesehatan puskesmas')).toEqual(['Puskesmas Pembantu']);
    expect(names('cafe')).toEqual(['Café Sehat']);
    expect(names('CAFÉ')).toEqual(['Café Sehat']);
  });

  it('matches the start of a word being typed, and every word of the query', () => {
    expect(names('pusk')).toEqual(['Puskesmas Pembantu']);
    expect(names('melati paud')).toEqual(['PAUD Melati']);
    expect(names('melati kantor')).toEqual([]);
    expect(names('')).toEqual([]);
    expect(names(' - ')).toEqual([]);
  });

  it('counts every match and returns at most the limit', () => {
    const result = searchPlaces(index, 'dusun', 2);
    expect(result.total).toBe(4);
    expect(result.indices).toHaveLength(2);
  });
});

describe('containsNearly', () => {
  it('finds a token within one edit anywhere in a word', () => {
    expect(containsNearly('posyandu', 'posyndu')).toBe(true);
    expect(containsNearly('posyandu', 'yandu')).toBe(true);
    expect(containsNearly('posyandu', 'pisyandu')).toBe(true);
    expect(containsNearly('posyandu', 'posyaandu')).toBe(true);
    expect(containsNearly('posyandu', 'posydu')).toBe(false);
    expect(containsNearly('pos', 'posyandu')).toBe(false);
  });
});

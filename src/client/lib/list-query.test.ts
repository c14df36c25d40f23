import { describe, expect, it } from 'vitest';
import { listQueryParams, listQueryString, readListQuery } from './list-query.ts';

describe('readListQuery', () => {
  it('reads page and search, falling back to page 1', () => {
    expect(readListQuery(new URLSearchParams('search=masjid&page=3'))).toEqual({ page: 3, search: 'masjid' });
    expect(readListQuery(new URLSearchParams(''))).toEqual({ page: 1, search: '' });
    for (const page of ['0', '-2', 'abc', '2.5', '']) {
      expect(readListQuery(new URLSearchParams({ page })).page).toBe(1);
    }
  });

  it('trims the search', () => {
    expect(readListQuery(new URLSearchParams('search=%20sawah%20')).search).toBe('sawah');
  });
});

describe('listQueryParams', () => {
  it('writes the page only when it is above 1', () => {
    expect(listQueryParams({ page: 1, search: 'jalan' }).toString()).toBe('search=jalan');
    expect(listQueryParams({ page: 2, search: 'jalan' }).toString()).toBe('search=jalan&page=2');
    expect(listQueryParams({ page: 4, search: '' }).toString()).toBe('page=4');
  });

  it('leaves out an empty search', () => {
    expect(listQueryParams({ page: 1, search: '   ' }).toString()).toBe('');
  });

  it('round-trips through the URL', () => {
    const query = { page: 7, search: 'balai desa & co' };
    expect(readListQuery(listQueryParams(query))).toEqual(query);
  });
});

describe('listQueryString', () => {
  it('is empty for the first page without a search', () => {
    expect(listQueryString({ page: 1, search: '' })).toBe('');
    expect(listQueryString({ page: 2, search: '' })).toBe('?page=2');
  });
});

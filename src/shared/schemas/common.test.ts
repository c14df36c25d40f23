import { describe, expect, it } from 'vitest';
import { listInput } from './common.ts';
import { activePercentage } from './dashboard.ts';

describe('listInput', () => {
  it.each([
    [{}, 1],
    [{ page: '3' }, 3],
    [{ page: 2 }, 2],
    [{ page: '0' }, 1],
    [{ page: '-4' }, 1],
    [{ page: 'abc' }, 1],
    [{ page: '2.5' }, 1],
    [{ page: '9223372036854775808' }, 1_000_000],
    [{ page: '1e23' }, 1_000_000],
    [{ page: 'Infinity' }, 1],
  ])('page of %o is %i', (input, page) => {
    expect(listInput.parse(input).page).toBe(page);
  });

  it('trims the search and drops an empty one', () => {
    expect(listInput.parse({ search: '  masjid ' }).search).toBe('masjid');
    expect(listInput.parse({ search: '   ' }).search).toBeUndefined();
  });
});

describe('activePercentage', () => {
  it('rounds the share of active maps, and is 0 without maps', () => {
    expect(activePercentage({ maps_count: 0, active_maps_count: 0 })).toBe(0);
    expect(activePercentage({ maps_count: 3, active_maps_count: 2 })).toBe(67);
    expect(activePercentage({ maps_count: 8, active_maps_count: 8 })).toBe(100);
  });
});

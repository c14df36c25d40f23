import { describe, expect, it } from 'vitest';
import { activityQueryString, historyLink, readActivityFilters } from './activity-filters.ts';

describe('activity filters in the URL', () => {
  it('reads known filters and drops the unknown, keeping the rest', () => {
    const filters = readActivityFilters(
      new URLSearchParams('page=3&user=%20siti%20&resource=maps&action=burn&from=2026-11-01&to=kemarin'),
    );
    expect(filters).toEqual({
      page: 3,
      user: 'siti',
      resource: 'maps',
      action: '',
      from: '2026-11-01',
      to: '',
    });
    expect(readActivityFilters(new URLSearchParams('page=-2')).page).toBe(1);
  });

  it('writes them back without the empty ones and without page 1', () => {
    const base = { page: 1, user: '', resource: '', action: '', from: '', to: '' };
    expect(activityQueryString(base)).toBe('');
    expect(activityQueryString({ ...base, page: 2, resource: 'roles', to: '2026-11-26' })).toBe(
      '?page=2&resource=roles&to=2026-11-26',
    );
  });

  it('links each entry to its record history, or to Recently deleted', () => {
    expect(historyLink({ resource: 'maps', record_id: 7, action: 'update' })).toBe(
      '/admin/maps/edit/7#history',
    );
    expect(historyLink({ resource: 'maps', record_id: 7, action: 'delete' })).toBe('/admin/maps/deleted');
    expect(historyLink({ resource: 'settings', record_id: 1, action: 'update' })).toBe(
      '/admin/settings#history',
    );
    expect(historyLink({ resource: 'permissions', record_id: 2, action: 'delete' })).toBeNull();
    // An import is about many places, each with its own entry.
    expect(historyLink({ resource: 'maps', record_id: null, action: 'import' })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { isAdminPath, isUnder } from './admin-path.ts';

describe('isAdminPath', () => {
  it.each([
    ['/admin', true],
    ['/admin/', true],
    ['/admin/maps/edit/3', true],
    ['/', false],
    ['/login', false],
    ['/administrasi', false],
  ])('%s -> %s', (pathname, expected) => {
    expect(isAdminPath(pathname)).toBe(expected);
  });
});

describe('isUnder', () => {
  it('matches the path itself and what is below it, not a longer name', () => {
    expect(isUnder('/admin/roles', '/admin/roles')).toBe(true);
    expect(isUnder('/admin/roles/edit/2', '/admin/roles')).toBe(true);
    expect(isUnder('/admin/rolesx', '/admin/roles')).toBe(false);
  });
});

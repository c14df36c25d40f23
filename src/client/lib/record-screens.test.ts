import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  hasVersions,
  historyMayBeRefused,
  listRoute,
  type RecordName,
  type VersionedName,
} from './record-screens.ts';

describe("a resource's screens read what it has from the router", () => {
  it('names the resources with a lifecycle, and those with versions', () => {
    expectTypeOf<RecordName>().toEqualTypeOf<'roles' | 'users' | 'categories' | 'maps'>();
    expectTypeOf<VersionedName>().toEqualTypeOf<'categories' | 'maps'>();
    expect(hasVersions('maps')).toBe(true);
    expect(hasVersions('categories')).toBe(true);
    expect(hasVersions('users')).toBe(false);
    expect(hasVersions('roles')).toBe(false);
  });

  // Decision 0022: a user editor may be refused a user's history (target authority), in the panel.
  it('says a refused history in the panel only where reading it needs more than a session', () => {
    expect(historyMayBeRefused('users')).toBe(true);
    expect(historyMayBeRefused('roles')).toBe(true);
    expect(historyMayBeRefused('maps')).toBe(false);
    expect(historyMayBeRefused('categories')).toBe(false);
  });

  it('goes back to the list the router gives the resource', () => {
    expect(listRoute('maps')).toBe('/admin/maps');
    expect(listRoute('users')).toBe('/admin/users');
  });
});

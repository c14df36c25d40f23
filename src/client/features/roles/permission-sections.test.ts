import { describe, expect, it } from 'vitest';
import { permissionSections } from './permission-sections.ts';

const named = (...names: string[]) => names.map((name, index) => ({ id: index + 1, name }));

describe('permissionSections', () => {
  it('groups by the part before the first hyphen', () => {
    const sections = permissionSections(
      named('maps-create', 'roles-edit', 'maps-delete', 'settings-edit', 'maps-export-pdf', 'audit'),
    );
    expect(sections.map((section) => section.group)).toEqual(['maps', 'roles', 'settings', 'audit']);
    expect(sections[0]!.items.map((item) => item.name)).toEqual([
      'maps-create',
      'maps-delete',
      'maps-export-pdf',
    ]);
    expect(sections[3]!.items.map((item) => item.name)).toEqual(['audit']);
  });

  it('keeps the ids with the names and handles no permissions', () => {
    expect(permissionSections(named('users-edit'))[0]!.items).toEqual([{ id: 1, name: 'users-edit' }]);
    expect(permissionSections([])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { conflictFields, idListSpec, idListText, valuesShape } from './form-conflict.ts';
import { geometryTextSummary } from './geometry-text.ts';

interface Role {
  name: string;
  permissions: { id: number; name: string }[];
  version: number;
}
type RoleValues = { name: string; permission_ids: number[] };

const shape = valuesShape<RoleValues, RoleValues & { id: number; version?: number }, Role>(
  (role) => ({ name: role.name, permission_ids: role.permissions.map((permission) => permission.id) }),
  (values) => ({ name: values.name, permission_ids: idListText(values.permission_ids) }),
);
const known = [
  { id: 1, name: 'maps-edit' },
  { id: 2, name: 'maps-delete' },
  { id: 3, name: 'users-edit' },
];
const specs = [{ key: 'name', label: 'Name' }, idListSpec('permission_ids', 'Permissions', () => known)];

describe('a form saved as values', () => {
  const opened: Role = { name: 'Kaur', permissions: [known[0]!], version: 3 };
  const saved: Role = { name: 'Kaur Umum', permissions: [known[0]!, known[2]!], version: 4 };
  const mine = { id: 9, name: 'Kaur', permission_ids: [2, 1], version: 3 };

  it('compares lists of ids whatever their order, and shows them by name', () => {
    const fields = conflictFields(specs, shape.text(mine), shape.record(opened), shape.record(saved));
    expect(fields).toEqual([
      // Not touched by the user: the saved value is chosen first.
      { key: 'name', label: 'Name', mine: 'Kaur', theirs: 'Kaur Umum', initial: 'theirs' },
      {
        key: 'permission_ids',
        label: 'Permissions',
        mine: 'maps-edit, maps-delete',
        theirs: 'maps-edit, users-edit',
        initial: 'mine',
      },
    ]);
    expect(shape.text({ ...mine, permission_ids: [1, 2] })).toEqual(shape.text(mine));
  });

  it('merges field by field onto the saved version, with the stored values as the form sends them', () => {
    expect(shape.merge(mine, saved, { name: 'theirs', permission_ids: 'mine' })).toEqual({
      id: 9,
      name: 'Kaur Umum',
      permission_ids: [2, 1],
      version: 4,
    });
    expect(shape.merge(mine, saved, { name: 'mine', permission_ids: 'theirs' })).toEqual({
      id: 9,
      name: 'Kaur',
      permission_ids: [1, 3],
      version: 4,
    });
  });

  it('keeps what it does not compare (a new password) as the user typed it', () => {
    const merged = shape.merge({ ...mine, password: 'baru-rahasia' } as typeof mine, saved, {
      name: 'theirs',
    });
    expect(merged).toMatchObject({ password: 'baru-rahasia', name: 'Kaur Umum', version: 4 });
  });

  it('names an id it does not know by its number', () => {
    expect(idListSpec('role_ids', 'Roles', () => []).show!('4,7')).toBe('#4, #7');
  });
});

describe('geometry in words', () => {
  it('reads the kind and the number of positions, and the start of text that is not JSON', () => {
    expect(geometryTextSummary('{"type":"Point","coordinates":[110,-7]}')).toBe('Point, 1 point');
    expect(geometryTextSummary('{"type":"LineString","coordinates":[[0,0],[1,1]]}')).toBe(
      'LineString, 2 points',
    );
    expect(
      geometryTextSummary(
        '{"type":"Feature","properties":{},"geometry":{"type":"Point","coordinates":[1,2]}}',
      ),
    ).toBe('Point, 1 point');
    expect(geometryTextSummary('not json')).toBe('not json');
    expect(geometryTextSummary('  ')).toBe('');
  });
});

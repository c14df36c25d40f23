import { describe, expect, it } from 'vitest';
import { sessionCookieValues } from '../../shared/session-cookies.ts';
import { readSession, SIGNED_OUT } from './session-cookies.ts';

const login = {
  id: 1,
  name: 'Administrator',
  username: 'admin',
  email: 'admin@example.test',
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-02T00:00:00.000Z',
  token: 'abc.def',
  permissions: { 'maps-create': true, 'roles-delete': false },
};

describe('session cookies', () => {
  it('round-trips a login answer through the three cookie values', () => {
    const values = sessionCookieValues(login);
    expect(values.token).toBe('abc.def');
    expect(JSON.parse(values.user)).not.toHaveProperty('token');
    expect(JSON.parse(values.user)).not.toHaveProperty('permissions');
    expect(readSession(values)).toEqual({
      token: 'abc.def',
      user: {
        id: 1,
        name: 'Administrator',
        username: 'admin',
        email: 'admin@example.test',
        created_at: '2025-01-01T00:00:00.000Z',
        updated_at: '2025-01-02T00:00:00.000Z',
      },
      permissions: { 'maps-create': true, 'roles-delete': false },
    });
  });

  it('is signed out without a token, whatever else is there', () => {
    expect(readSession({})).toBe(SIGNED_OUT);
    expect(readSession({ token: '  ', user: '{"name":"x","username":"x"}' })).toBe(SIGNED_OUT);
  });

  it('survives damaged user and permissions cookies', () => {
    expect(readSession({ token: 't', user: '{not json', permissions: '[1,2]' })).toEqual({
      token: 't',
      user: null,
      permissions: {},
    });
    expect(readSession({ token: 't', user: '"just a string"' }).user).toBeNull();
  });

  it('reads truthy permission values as held', () => {
    const session = readSession({ token: 't', permissions: '{"a":1,"b":"yes","c":0,"d":null}' });
    expect(session.permissions).toEqual({ a: true, b: true, c: false, d: false });
  });
});

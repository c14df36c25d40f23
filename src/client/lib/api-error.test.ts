import { describe, expect, it } from 'vitest';
import {
  appErrorMessageOf,
  authFailureOf,
  httpStatusOf,
  isClientError,
  shouldRetryQuery,
} from './api-error.ts';

const answered = (httpStatus: number, message = 'x') => ({ data: { httpStatus, appError: { message } } });

describe('httpStatusOf', () => {
  it('reads the status the server sent', () => {
    expect(httpStatusOf(answered(422))).toBe(422);
  });

  it('is null when there was no answer', () => {
    expect(httpStatusOf(new Error('Failed to fetch'))).toBeNull();
    expect(httpStatusOf(null)).toBeNull();
    expect(httpStatusOf({ data: { httpStatus: '500' } })).toBeNull();
  });
});

describe('isClientError and appErrorMessageOf', () => {
  it('tells 4xx from the rest', () => {
    expect(isClientError(answered(404))).toBe(true);
    expect(isClientError(answered(500))).toBe(false);
    expect(isClientError(new Error('offline'))).toBe(false);
  });

  it('reads the server message', () => {
    expect(appErrorMessageOf(answered(400, 'Bad things'))).toBe('Bad things');
    expect(appErrorMessageOf({ data: { appError: null } })).toBeNull();
  });
});

describe('shouldRetryQuery', () => {
  it('retries server and network failures three times', () => {
    expect(shouldRetryQuery(0, answered(503))).toBe(true);
    expect(shouldRetryQuery(2, new Error('offline'))).toBe(true);
    expect(shouldRetryQuery(3, answered(503))).toBe(false);
  });

  it('never retries a 4xx', () => {
    expect(shouldRetryQuery(0, answered(401))).toBe(false);
    expect(shouldRetryQuery(0, answered(422))).toBe(false);
  });
});

describe('authFailureOf', () => {
  it('signs out on a 401 and forbids on a 403', () => {
    expect(authFailureOf('dashboard.stats', 401)).toBe('sign-out');
    expect(authFailureOf('maps.delete', 403)).toBe('forbidden');
  });

  it('hands a 403 to a call that shows it, but still signs out on its 401', () => {
    expect(authFailureOf('users.history', 403, true)).toBeNull();
    expect(authFailureOf('users.history', 401, true)).toBe('sign-out');
  });

  it('leaves the login and logout calls to their callers', () => {
    expect(authFailureOf('auth.login', 401)).toBeNull();
    expect(authFailureOf('auth.logout', 401)).toBeNull();
  });

  it('ignores every other status', () => {
    expect(authFailureOf('maps.list', 404)).toBeNull();
    expect(authFailureOf('maps.list', 500)).toBeNull();
    expect(authFailureOf('maps.list', null)).toBeNull();
  });
});

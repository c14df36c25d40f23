import { describe, expect, it } from 'vitest';
import { LOGIN_FAILED_MESSAGE } from '../../../shared/schemas/auth.ts';
import { loginErrorView, NO_LOGIN_ERRORS } from './login-errors.ts';

const failure = (httpStatus: number, appError: unknown) => ({ data: { httpStatus, appError } });

describe('loginErrorView', () => {
  it('shows nothing before any attempt', () => {
    expect(loginErrorView(null)).toEqual(NO_LOGIN_ERRORS);
  });

  it('puts field errors under their fields', () => {
    const error = failure(422, {
      message: 'Validation failed',
      errors: { Username: 'Username is required.', Password: 'Password is required.' },
    });
    expect(loginErrorView(error)).toEqual({
      username: 'Username is required.',
      password: 'Password is required.',
      message: null,
    });
  });

  it('shows the login failure message for wrong credentials', () => {
    const error = failure(401, { message: 'Username atau password salah' });
    expect(loginErrorView(error)).toEqual({ username: null, password: null, message: LOGIN_FAILED_MESSAGE });
  });

  it('shows the same message when there is no errors object at all (network failure)', () => {
    expect(loginErrorView(new Error('Failed to fetch')).message).toBe(LOGIN_FAILED_MESSAGE);
  });

  it('ignores field errors for fields the form does not have', () => {
    expect(loginErrorView(failure(422, { message: 'x', errors: { Input: 'bad' } })).message).toBe(
      LOGIN_FAILED_MESSAGE,
    );
  });
});

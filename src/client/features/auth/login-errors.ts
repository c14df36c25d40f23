/** What the login form shows for a failed attempt (spec section 5). Pure. */
import { fieldErrorsOf } from '../../../shared/errors.ts';
import { m } from '../../../shared/i18n/generated/messages.js';

export interface LoginErrorView {
  username: string | null;
  password: string | null;
  /** Shown above the form when no field error explains the failure. */
  message: string | null;
}

export const NO_LOGIN_ERRORS: LoginErrorView = { username: null, password: null, message: null };

export function loginErrorView(error: unknown): LoginErrorView {
  if (!error) return NO_LOGIN_ERRORS;
  const errors = fieldErrorsOf(error);
  const username = errors.Username ?? null;
  const password = errors.Password ?? null;
  if (username || password) return { username, password, message: null };
  // The server's LOGIN_FAILED_MESSAGE in the spec's texts; a network failure reads the same.
  return { username: null, password: null, message: m.login_failed() };
}

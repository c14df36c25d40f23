/** What the login form shows for a failed attempt (spec section 5). Pure. */
import { fieldErrorsOf } from '../../../shared/errors.ts';
import { LOGIN_FAILED_MESSAGE } from '../../../shared/schemas/auth.ts';

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
  return { username: null, password: null, message: LOGIN_FAILED_MESSAGE };
}

import { msg } from '../../../shared/i18n/message.ts';
import { AppError } from '../../errors.ts';

let common: Set<string> | undefined;

/** True for a password on the list of the ~49,000 most used ones (zxcvbn's list), whatever its case. */
export async function isCommonPassword(password: string): Promise<boolean> {
  if (!common) {
    // Loaded on first use: a server that never sets a password never holds the list in memory.
    const { dictionary } = await import('@zxcvbn-ts/language-common');
    common = new Set((dictionary['passwords-common'] as string[]).map((entry) => entry.toLowerCase()));
  }
  return common.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE = msg('api_password_common');

/** A new password may not be a common one (checked wherever a password is set). */
export async function refuseCommonPassword(password: string | undefined): Promise<void> {
  if (password !== undefined && (await isCommonPassword(password))) {
    throw AppError.validation({ Password: COMMON_PASSWORD_MESSAGE });
  }
}

import { PASSWORD_LENGTH } from '@store/contracts/constants';
import { PASSWORD_TEXT } from './password-text.ts';

/** The new password's problem by the server's rules (6 to 128 characters), or undefined. */
export function newPasswordError(password: string): string | undefined {
  if (password.length < PASSWORD_LENGTH.min) return PASSWORD_TEXT.tooShort;
  if (password.length > PASSWORD_LENGTH.max) return PASSWORD_TEXT.tooLong;
  return undefined;
}

/** The confirmation's problem: it must repeat the new password. */
export const confirmError = (password: string, confirmation: string): string | undefined =>
  password === confirmation ? undefined : PASSWORD_TEXT.mismatch;

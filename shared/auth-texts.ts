/*
 * The texts and limits of signing in and of passwords, without zod: the SPA's first load (/login)
 * takes them without the schemas, which are in auth.ts (it re-exports these).
 */

export const AUTH_TEXTS = {
  usernameRequired: 'Username is required.',
  usernameTooLong: (max: number) => `Username can be at most ${max} characters.`,
  passwordRequired: 'Password is required.',
  invalidCredentials: 'The username or password is incorrect.',
  sessionExpired: 'Your session has ended. Please sign in again.',
  signInRequired: 'Please sign in.',
  throttled: (minutes: number) => `Too many failed sign-in attempts. Try again in ${minutes} minute(s).`,
  loginFailed: 'Login not successfully!',
  loginSucceeded: 'Login successfully!',
  passwordExpiresIn: (time: string) => `Your password will expire in ${time}. Please reset your password now...`,
  currentPasswordRequired: 'Current password is required.',
  currentPasswordWrong: 'The current password is incorrect.',
  newPasswordRequired: 'New password is required.',
  newPasswordTooShort: (min: number) => `The new password needs at least ${min} characters.`,
  newPasswordTooLong: (max: number) => `The new password can have at most ${max} characters.`,
  newPasswordSame: 'The new password must differ from the current one.',
  repeatPasswordRequired: 'Repeat the new password.',
  passwordsDiffer: 'The passwords do not match.',
  passwordChanged: 'Your password has been changed.',
} as const;

/** The password rules (the user CLI's minimum; a maximum so hashing stays cheap). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

/** A warning toast appears when the password expires within this many days. */
export const PASSWORD_WARNING_DAYS = 30;

/** Longer names are refused before they reach the store (whose keys hold at most 2,048 bytes). */
export const USERNAME_MAX = 128;

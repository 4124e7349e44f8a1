import * as z from 'zod';
import { ROLES } from './roles.ts';

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

export const LoginSchema = z.object({
  username: z.string({ error: AUTH_TEXTS.usernameRequired }).trim().min(1, AUTH_TEXTS.usernameRequired).max(USERNAME_MAX, AUTH_TEXTS.usernameTooLong(USERNAME_MAX)),
  password: z.string({ error: AUTH_TEXTS.passwordRequired }).min(1, AUTH_TEXTS.passwordRequired),
});
export type LoginInput = z.infer<typeof LoginSchema>;

const ChangePasswordFields = z.object({
  currentPassword: z.string({ error: AUTH_TEXTS.currentPasswordRequired }).min(1, AUTH_TEXTS.currentPasswordRequired),
  newPassword: z
    .string({ error: AUTH_TEXTS.newPasswordRequired })
    .min(1, AUTH_TEXTS.newPasswordRequired)
    .min(PASSWORD_MIN_LENGTH, AUTH_TEXTS.newPasswordTooShort(PASSWORD_MIN_LENGTH))
    .max(PASSWORD_MAX_LENGTH, AUTH_TEXTS.newPasswordTooLong(PASSWORD_MAX_LENGTH)),
});

const differsFromCurrent = (input: { currentPassword: string; newPassword: string }, ctx: z.RefinementCtx) => {
  if (input.currentPassword && input.newPassword === input.currentPassword) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: AUTH_TEXTS.newPasswordSame });
};

/** POST /v1/users/me/password. */
export const ChangePasswordSchema = ChangePasswordFields.superRefine(differsFromCurrent);
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

/** The dialog's fields: the new password typed twice. */
export const ChangePasswordFormSchema = ChangePasswordFields.extend({
  repeatPassword: z.string({ error: AUTH_TEXTS.repeatPasswordRequired }).min(1, AUTH_TEXTS.repeatPasswordRequired),
}).superRefine((input, ctx) => {
  differsFromCurrent(input, ctx);
  if (input.repeatPassword && input.repeatPassword !== input.newPassword) ctx.addIssue({ code: 'custom', path: ['repeatPassword'], message: AUTH_TEXTS.passwordsDiffer });
});

/** The signed-in user (the login's answer, and a password change's). */
export const SessionUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  /** Unix seconds. */
  passwordExpiresAt: z.number().int(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const LoginResultSchema = z.object({ accessToken: z.string(), user: SessionUserSchema });
export type LoginResult = z.infer<typeof LoginResultSchema>;

/** The Authorization header the SPA sends: Basic, built from the access token (`token:`). */
export const authorizationHeader = (accessToken: string): string => `Basic ${btoa(`${accessToken}:`)}`;

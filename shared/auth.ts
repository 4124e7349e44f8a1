import * as z from 'zod';
import type { Role } from './roles.ts';

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
} as const;

/** A warning toast appears when the password expires within this many days. */
export const PASSWORD_WARNING_DAYS = 30;

/** Longer names are refused before they reach the store (whose keys hold at most 2,048 bytes). */
export const USERNAME_MAX = 128;

export const LoginSchema = z.object({
  username: z.string({ error: AUTH_TEXTS.usernameRequired }).trim().min(1, AUTH_TEXTS.usernameRequired).max(USERNAME_MAX, AUTH_TEXTS.usernameTooLong(USERNAME_MAX)),
  password: z.string({ error: AUTH_TEXTS.passwordRequired }).min(1, AUTH_TEXTS.passwordRequired),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export interface SessionUser {
  id: number;
  name: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** Unix seconds. */
  passwordExpiresAt: number;
}

export interface LoginResult {
  accessToken: string;
  user: SessionUser;
}

/** The Authorization header the SPA sends: Basic, built from the access token (`token:`). */
export const authorizationHeader = (accessToken: string): string => `Basic ${btoa(`${accessToken}:`)}`;

import * as z from 'zod';
import { AUTH_TEXTS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX } from './auth-texts.ts';
import { ROLES } from './roles.ts';

// Its texts, limits and the Authorization header live in modules without zod, which the SPA's
// first load (/login) takes without the schemas (docs/decisions/024-spa-weight-and-serving.md).
export * from './auth-texts.ts';
export * from './auth-header.ts';

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

import { createHandler, ok } from '../../kit/http.ts';
import { Failure, unauthenticated } from '../../domain/failure.ts';
import { validate } from '../../domain/validate.ts';
import { decoyHash, verifyPassword } from '../../domain/users/passwords.ts';
import { changePassword } from '../../domain/users/change-password.ts';
import { createSession, endSession, toSessionUser } from '../../domain/users/sessions.ts';
import { countAttempt, recordFailure, recordSuccess } from '../../domain/users/throttle.ts';
import { findUserByUsername } from '../../domain/users/users.ts';
import { recordSignIn, recordSignInFailed } from '../../domain/users/sign-in-trail.ts';
import { AUTH_TEXTS, LoginSchema, type LoginResult } from '../../../shared/auth.ts';

export const handler = createHandler({
  'POST /v1/login': async ({ body }) => {
    const { username, password } = validate(LoginSchema, body);
    // counted before the password is evaluated; a refused (throttled) attempt is a failed sign-in too
    const attempt = await countAttempt(username).catch(async (error: unknown) => {
      if (error instanceof Failure && error.kind === 'throttled') await recordSignInFailed(username, await findUserByUsername(username), 'throttled');
      throw error;
    });
    const user = await findUserByUsername(username);
    const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !valid) {
      await recordFailure(attempt);
      await recordSignInFailed(username, user, user ? 'wrong password' : 'no such user');
      throw unauthenticated(AUTH_TEXTS.invalidCredentials);
    }
    await recordSuccess(attempt);
    const result: LoginResult = { accessToken: await recordSignIn(user, () => createSession(user)), user: toSessionUser(user) };
    return ok(result);
  },

  'GET /v1/logout': async ({ token }) => {
    if (token) await endSession(token);
    return ok(true);
  },

  'POST /v1/users/me/password': async ({ user, token, body }) => ok(await changePassword(user.id, token!, body)),
});

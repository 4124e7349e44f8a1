import { invalid, unauthenticated } from '../failure.ts';
import { validate } from '../validate.ts';
import { verifyPassword } from './passwords.ts';
import { keepSession, toSessionUser } from './sessions.ts';
import { countAttempt, recordFailure, recordSuccess } from './throttle.ts';
import { setPassword, users } from './users.ts';
import { byUser } from '../audit/trail.ts';
import { AUTH_TEXTS, ChangePasswordSchema, type SessionUser } from '../../../shared/auth.ts';

/**
 * A signed-in user changes their own password. The current password is checked like a sign-in
 * (a wrong one counts toward the same per-username throttle, so a left-open session cannot be
 * used to guess it); a wrong one is a field error (422), not a 401, which would sign the user out.
 * The new password restarts the 30-day expiry and ends the user's other sessions; the session
 * that asked moves to the new password and stays open.
 */
export async function changePassword(userId: number, token: string, body: unknown): Promise<SessionUser> {
  const { currentPassword, newPassword } = validate(ChangePasswordSchema, body);
  const user = await users.get(userId);
  if (!user) throw unauthenticated(AUTH_TEXTS.sessionExpired);
  const attempt = await countAttempt(user.username);
  if (!(await verifyPassword(currentPassword, user.passwordHash))) {
    await recordFailure(attempt);
    throw invalid({ currentPassword: AUTH_TEXTS.currentPasswordWrong });
  }
  await recordSuccess(attempt);
  // Conditional on the version just verified: a concurrent change makes this one a 409.
  const changed = await setPassword(user, newPassword, byUser(user, 'password-change'));
  await keepSession(token, changed);
  return toSessionUser(changed);
}

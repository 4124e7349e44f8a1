import { byUser, bySystem, recordStep } from '../audit/trail.ts';
import type { Stored } from '../../data/entity-store.ts';
import type { User } from './users.ts';

/**
 * Sign-ins in the audit trail (docs/audit.md, U5-U6). A sign-in writes no user record, so its entry
 * is a step of its own around the session's creation; a failed one is an entry with the username
 * tried and why, never the password. Both are entries of the user's record (type `user`); a
 * username nobody has is recorded on record id 0, named as typed.
 */
export function recordSignIn(user: Stored<User>, openSession: () => Promise<string>): Promise<string> {
  return recordStep(byUser(user, 'sign-in'), { type: 'user', id: user.id, name: user.username, version: user.version }, [], openSession);
}

export type SignInRefusal = 'wrong password' | 'no such user' | 'throttled';

export async function recordSignInFailed(username: string, user: Stored<User> | undefined, reason: SignInRefusal): Promise<void> {
  const tried = [{ field: 'username', before: null, after: username }];
  await recordStep(bySystem('sign-in', 'sign-in-failed', reason), { type: 'user', id: user?.id ?? 0, name: user?.username ?? username, version: user?.version ?? 0 }, tried);
}

import { createHash, randomBytes } from 'node:crypto';
import { type Stored } from '../../data/entity-store.ts';
import { now } from '../../data/clock.ts';
import { deleteSession, getSession, putSession, setSessionCredential, touchSession, type SessionRecord } from '../../data/sessions.ts';
import { unauthenticated } from '../failure.ts';
import { passwordExpiresAt, summary, users, type User } from './users.ts';
import { AUTH_TEXTS, type SessionUser } from '../../../shared/auth.ts';

/**
 * Sessions: a random 256-bit token given to the client once; the store keeps only its SHA-256.
 * A session ends after SESSION_IDLE_SECONDS without requests or SESSION_MAX_SECONDS after sign-in,
 * whichever comes first; both are checked here (TTL deletion is lazy and the embedded store has none).
 * A session also belongs to the password it was opened with (a fingerprint of the hash): a new
 * password, changed by the user or reset by an administrator, ends every other session at once.
 */
export type SignedInUser = SessionUser;

const IDLE_SECONDS = Number(process.env.SESSION_IDLE_SECONDS ?? 2 * 3600);
const MAX_SECONDS = Number(process.env.SESSION_MAX_SECONDS ?? 12 * 3600);
/** lastSeenAt is written at most this often, so reads do not each cost a write. */
const TOUCH_EVERY_SECONDS = 60;

/** Which password a session was opened with; the hash is salted, so every new password differs. */
const credentialOf = (user: Pick<User, 'passwordHash'>) => createHash('sha256').update(user.passwordHash).digest('base64url').slice(0, 22);

export function toSessionUser(user: Stored<User>): SessionUser {
  return { ...summary(user), role: user.role, passwordExpiresAt: passwordExpiresAt(user) };
}

/**
 * A token starts with the id of its user (`<userId>.<random>`), so a request reads its session and
 * its user at once (one store call, data/get-item.ts). The id is only a hint: the user is the
 * session's, whatever the token says.
 */
const userIdHint = (token: string): number | undefined => {
  const id = Number(token.slice(0, token.indexOf('.')));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

export async function createSession(user: Stored<User>): Promise<string> {
  const token = `${user.id}.${randomBytes(32).toString('base64url')}`;
  const at = now();
  const session: SessionRecord = { userId: user.id, credential: credentialOf(user), createdAt: at, lastSeenAt: at, expiresAt: Math.min(at + IDLE_SECONDS, at + MAX_SECONDS) };
  await putSession(token, session);
  return token;
}

/** Moves a session to the user's new password, so the user's own change keeps it open (a session ended meanwhile stays ended). */
export async function keepSession(token: string, user: Pick<User, 'passwordHash'>): Promise<void> {
  await setSessionCredential(token, credentialOf(user));
}

export const endSession = (token: string): Promise<void> => deleteSession(token);

/** Reads the token from `Basic base64(token:)` (what the SPA sends) or `Bearer token`. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [scheme, value] = header.trim().split(/\s+/, 2);
  if (!value) return undefined;
  if (/^bearer$/i.test(scheme)) return value;
  if (/^basic$/i.test(scheme)) {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    return decoded.split(':')[0] || undefined;
  }
  return undefined;
}

/**
 * Resolves the caller. With `required`, a missing or ended session is a 401; without it
 * (public routes) the caller is simply anonymous.
 */
export async function authenticate(header: string | undefined, required: boolean): Promise<{ user: SignedInUser; token: string } | undefined> {
  const token = tokenFromHeader(header);
  const fail = (message: string) => {
    if (required) throw unauthenticated(message);
    return undefined;
  };
  if (!token) return fail(AUTH_TEXTS.signInRequired);
  const hint = userIdHint(token);
  const [session, hinted] = await Promise.all([getSession(token), hint ? users.get(hint) : undefined]);
  const at = now();
  if (!session || at >= session.createdAt + MAX_SECONDS || at >= session.lastSeenAt + IDLE_SECONDS)
    return fail(AUTH_TEXTS.sessionExpired);
  const user = session.userId === hint ? hinted : await users.get(session.userId);
  if (!user || session.credential !== credentialOf(user)) return fail(AUTH_TEXTS.sessionExpired);
  if (at - session.lastSeenAt >= TOUCH_EVERY_SECONDS) await touchSession(token, at, Math.min(at + IDLE_SECONDS, session.createdAt + MAX_SECONDS)).catch(() => undefined);
  return { user: toSessionUser(user), token };
}

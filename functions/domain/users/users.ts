import { entityStore, type Stored } from '../../data/entity-store.ts';
import { now } from '../../data/clock.ts';
import { claimUsername, releaseUsername, userIdOfUsername } from '../../data/username-claims.ts';
import type { AuditNote } from '../../data/audit-log.ts';
import { conflict, invalid } from '../failure.ts';
import { AUTH_TEXTS, USERNAME_MAX } from '../../../shared/auth.ts';
import { hashPassword } from './passwords.ts';
import type { Role } from '../../../shared/roles.ts';
import type { UserSummary } from '../../../shared/users.ts';

/**
 * Staff accounts. Usernames are unique through a claim item written after the user record. Every
 * write has its audit entry (docs/audit.md, U1-U4), named by the username; the password hash is a
 * secret field, recorded as changed without its value.
 */
export interface User {
  username: string;
  name: string;
  firstName: string;
  lastName: string;
  role: Role;
  passwordHash: string;
  passwordChangedAt: number;
}

export const PASSWORD_LIFETIME_DAYS = 30;
export const users = entityStore<User>('user', { audit: { nameOf: (user) => user.username } });

export const passwordExpiresAt = (user: Pick<User, 'passwordChangedAt'>): number =>
  user.passwordChangedAt + PASSWORD_LIFETIME_DAYS * 24 * 3600;

export function summary(user: Stored<User>): UserSummary {
  return { id: user.id, name: user.name, firstName: user.firstName, lastName: user.lastName };
}

export async function findUserByUsername(username: string): Promise<Stored<User> | undefined> {
  const id = await userIdOfUsername(username);
  return id === undefined ? undefined : users.get(id);
}

export interface NewUser {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role;
}

export async function createUser(input: NewUser, by: AuditNote): Promise<Stored<User>> {
  const username = input.username.trim();
  if (username.length > USERNAME_MAX) throw invalid({ username: AUTH_TEXTS.usernameTooLong(USERNAME_MAX) });
  if (await findUserByUsername(username)) throw conflict(`The username '${username}' is taken.`);
  const passwordHash = await hashPassword(input.password);
  const record = await users.create({
    username,
    name: `${input.firstName} ${input.lastName}`.trim(),
    firstName: input.firstName,
    lastName: input.lastName,
    role: input.role,
    passwordHash,
    passwordChangedAt: now(),
  }, { ...by, action: 'create' });
  // The claim makes the user reachable by name; written last, conditionally, so two creations
  // of one username cannot both win. The loser's record stays unreachable and is removed.
  const takeBack = { ...by, action: 'delete' as const, note: `Username '${username}' taken meanwhile: the new user is removed` };
  let claimed: boolean;
  try {
    claimed = await claimUsername(username, record.id);
  } catch (error) {
    await users.remove(record.id, undefined, takeBack);
    throw error;
  }
  if (!claimed) {
    await users.remove(record.id, undefined, takeBack);
    throw conflict(`The username '${username}' is taken.`);
  }
  return record;
}

/** A user's role changes (the session's next request carries the new one). */
export async function setRole(username: string, role: Role, by: AuditNote): Promise<Stored<User> | undefined> {
  const user = await findUserByUsername(username);
  return user && users.update(user, { role }, { ...by, action: 'update' });
}

/** A user is removed: the record first (their sessions end with it), then the username is free again. */
export async function deleteUser(username: string, by: AuditNote): Promise<Stored<User> | undefined> {
  const user = await findUserByUsername(username);
  const removed = user && (await users.remove(user.id, undefined, { ...by, action: 'delete' }));
  if (removed) await releaseUsername(removed.username, removed.id);
  return removed;
}

/** A new password restarts the 30-day expiry; the update is conditional on the version read, so of two concurrent changes one is refused (409). */
export async function setPassword(user: Stored<User>, password: string, by: AuditNote): Promise<Stored<User>> {
  return users.update(user, { passwordHash: await hashPassword(password), passwordChangedAt: now() }, { ...by, action: 'password-change' });
}

export async function resetPassword(username: string, password: string, by: AuditNote): Promise<Stored<User> | undefined> {
  const user = await findUserByUsername(username);
  return user && setPassword(user, password, by);
}

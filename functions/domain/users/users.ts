import { entityStore, type Stored } from '../../data/entity-store.ts';
import { now } from '../../data/clock.ts';
import { claimUsername, userIdOfUsername } from '../../data/username-claims.ts';
import { conflict, invalid } from '../failure.ts';
import { AUTH_TEXTS, USERNAME_MAX } from '../../../shared/auth.ts';
import { hashPassword } from './passwords.ts';
import type { Role } from '../../../shared/roles.ts';
import type { UserSummary } from '../../../shared/users.ts';

/** Staff accounts. Usernames are unique through a claim item written before the user record. */
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
export const users = entityStore<User>('user');

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

export async function createUser(input: NewUser): Promise<Stored<User>> {
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
  });
  // The claim makes the user reachable by name; written last, conditionally, so two creations
  // of one username cannot both win. The loser's record stays unreachable and is removed.
  let claimed: boolean;
  try {
    claimed = await claimUsername(username, record.id);
  } catch (error) {
    await users.remove(record.id);
    throw error;
  }
  if (!claimed) {
    await users.remove(record.id);
    throw conflict(`The username '${username}' is taken.`);
  }
  return record;
}

/** A new password restarts the 30-day expiry; the update is conditional on the version read, so of two concurrent changes one is refused (409). */
export async function setPassword(user: Stored<User>, password: string): Promise<Stored<User>> {
  return users.update(user, { passwordHash: await hashPassword(password), passwordChangedAt: now() });
}

export async function resetPassword(username: string, password: string): Promise<Stored<User> | undefined> {
  const user = await findUserByUsername(username);
  return user && setPassword(user, password);
}

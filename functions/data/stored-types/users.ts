import { storedType } from '../stored-type.ts';

/** Stored types: users' sign-in and sessions, and the rate windows of what a user may do. */

export const USERNAME_CLAIM = storedType({ name: 'username claim', pk: 'username#{username}', sk: 'username', module: 'username-claims.ts', usedBy: 'sign-in lookup, unique usernames (put if absent)' });

export const SESSION = storedType({
  name: 'session',
  pk: 'session#{tokenHash}',
  sk: 'session',
  expires: 'expiresAt',
  module: 'sessions.ts',
  usedBy: 'every signed-in request (GetItem)',
});

export const LOGIN_FAILURES = storedType({
  name: 'sign-in attempts',
  pk: 'login-failures#{username}',
  sk: 'login-failures',
  counters: ['attempts', 'pending'],
  expires: 'expiresAt',
  module: 'login-attempts.ts',
  usedBy: 'sign-in throttling (UpdateItem ADD)',
});

export const RATE_WINDOW = storedType({
  name: 'rate window',
  pk: 'rate#{scope}#{subject}',
  sk: '{seconds}',
  counters: ['used'],
  expires: 'expiresAt',
  module: 'rate-windows.ts',
  usedBy: 'test sends per user (UpdateItem ADD, conditional)',
});

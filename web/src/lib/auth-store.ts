import { proxy, subscribe, useSnapshot } from 'valtio';
import { isSuperAdmin } from '@shared/roles';
import type { LoginResult, SessionUser } from '@shared/auth';

/**
 * The signed-in session, kept in local storage so a reload or a new tab stays signed in.
 * Only these keys belong to the session; other local preferences (the page size) survive sign-out.
 */
export const SESSION_KEYS = { token: 'accessToken', user: 'user', passwordExpire: 'passwordExpire' } as const;

interface AuthState {
  accessToken: string | null;
  user: SessionUser | null;
}

function readUser(): SessionUser | null {
  try {
    return JSON.parse(localStorage.getItem(SESSION_KEYS.user) ?? 'null') as SessionUser | null;
  } catch {
    return null;
  }
}

const read = (): AuthState => {
  const accessToken = localStorage.getItem(SESSION_KEYS.token);
  const user = readUser();
  return accessToken && user ? { accessToken, user } : { accessToken: null, user: null };
};

export const auth = proxy<AuthState>(read());

subscribe(auth, () => {
  if (auth.accessToken && auth.user) {
    localStorage.setItem(SESSION_KEYS.token, auth.accessToken);
    localStorage.setItem(SESSION_KEYS.user, JSON.stringify(auth.user));
  }
});

// Signing in or out in another tab applies here too.
window.addEventListener('storage', (event) => {
  if (event.key === SESSION_KEYS.token || event.key === null) Object.assign(auth, read());
});

export function signIn(result: LoginResult) {
  localStorage.removeItem(SESSION_KEYS.passwordExpire);
  Object.assign(auth, { accessToken: result.accessToken, user: result.user });
}

/** The signed-in user as the server now sees them (e.g. a new password expiry). */
export function updateUser(user: SessionUser) {
  auth.user = user;
}

export function clearSession() {
  for (const key of Object.values(SESSION_KEYS)) localStorage.removeItem(key);
  Object.assign(auth, { accessToken: null, user: null });
}

export const useAuth = () => useSnapshot(auth);
export const useIsSuperAdmin = (): boolean => isSuperAdmin(useSnapshot(auth).user?.role);

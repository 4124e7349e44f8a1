/**
 * A form's unsaved values, kept in session storage when the session ends in the middle of an
 * edit (a 401), so they survive the trip through the login screen. Keyed by user and form
 * address: another user signing in on this tab never sees them. Taking a draft removes it.
 */
type Values = Record<string, unknown>;

export interface FormDraft {
  /** The values the form started from, so only the fields the user changed are put back. */
  baseline: Values;
  values: Values;
}

const PREFIX = 'formDraft:';
const keyOf = (userId: number, path: string) => `${PREFIX}${userId}:${path}`;

export function keepDraft(userId: number, path: string, draft: FormDraft) {
  sessionStorage.setItem(keyOf(userId, path), JSON.stringify(draft));
}

export function takeDraft(userId: number, path: string): FormDraft | undefined {
  const key = keyOf(userId, path);
  const stored = sessionStorage.getItem(key);
  sessionStorage.removeItem(key);
  try {
    return stored ? (JSON.parse(stored) as FormDraft) : undefined;
  } catch {
    return undefined;
  }
}

/** The address of a form holding a draft of this user, if any (the sign-in returns there). */
export function draftPath(userId: number): string | undefined {
  const prefix = `${PREFIX}${userId}:`;
  for (let i = 0; i < sessionStorage.length; i++) {
    const key = sessionStorage.key(i);
    if (key?.startsWith(prefix)) return key.slice(prefix.length);
  }
  return undefined;
}

/**
 * The draft's changes over fresh values: a field the user changed takes the draft's value, the
 * others keep the fresh one (which may be newer, when someone else saved the record meanwhile).
 */
export function applyDraft<V extends Values>(fresh: V, draft: FormDraft, same: (a: unknown, b: unknown) => boolean): V {
  const fields = new Set([...Object.keys(fresh), ...Object.keys(draft.values)]);
  return Object.fromEntries(
    [...fields].map((field) => [field, same(draft.values[field], draft.baseline[field]) ? fresh[field] : draft.values[field]]),
  ) as V;
}

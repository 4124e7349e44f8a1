/**
 * What the factories of this module need of a client, and nothing more: POST a JSON body as some
 * user and read back the status and the parsed answer. The API tests' `Client` (test/support/api.ts)
 * fits as it is; the browser tests wrap Playwright's request fixture with a session's token
 * (`Api` in test/e2e/support.ts), so one factory serves test/api, test/e2e, scripts/ and bench/.
 */
export interface Answer<T = any> {
  status: number;
  body: T;
}

export interface Poster {
  post(path: string, body?: unknown): Promise<Answer>;
}

/** A created record as the API answers it: the fields sent, with the id and version it was given. */
export type Created<T = Record<string, unknown>> = T & { id: number; version: number };

/**
 * POSTs and answers `data`. Any other status than `expected` (201 Created, unless told) throws with
 * the path, status and body, so a set-up that fails says why where it failed, and a create that
 * answers anything but 201 is not mistaken for one that worked.
 */
export async function postData<T>(client: Poster, path: string, body?: unknown, expected = 201): Promise<T> {
  const answer = await client.post(path, body);
  if (answer.status !== expected) throw new Error(`POST ${path} answered ${answer.status}, not ${expected}: ${JSON.stringify(answer.body)}`);
  return answer.body.data as T;
}

let counter = 0;
/**
 * A name no other test uses, so tests do not depend on each other's records: the label, then the
 * time, a counter (unique within a process) and a random tail (unique across the browser tests'
 * worker processes). No spaces, so a whole name is one word for a `like_words` filter.
 */
export const unique = (label: string) => `${label}-${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

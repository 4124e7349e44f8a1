import type * as z from 'zod';
import { navigate } from 'wouter/use-browser-location';
import { auth } from './auth-store';
import { checkAnswer } from './check-answer';
import { API_BASE } from './config';
import { loading } from './loading';
import { toast } from './toast';
import { ACCESS_DENIED, type ApiErrorBody } from '@shared/api-envelope';
import { authorizationHeader } from '@shared/auth-header';
import { APPROVAL_TEXTS } from '@shared/approvals';

/** A failed call: HTTP status, the envelope's code and message, and per-field texts on 422. */
export class ApiError extends Error {
  /** True when the client already told the user (403 toast, 401 redirect): callers stay quiet. */
  handled = false;

  constructor(
    readonly status: number,
    message: string,
    readonly code: number = status,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status);

const AUTH_PAGES = ['/login', '/logout'];
const UNREACHABLE = 'The server can not be reached. Check your connection and try again.';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The one way the SPA talks to the API: base path, session header, JSON, errors as ApiError.
 * `schema` (from shared/) describes the answer's `data`; development checks the answer against it
 * (lib/check-answer.ts), production does not. Where a screen's first load must not carry zod (the
 * signed-in shell and the dashboard, decision 024), the call gives it as
 * `import.meta.env.DEV ? Schema : undefined`: the build drops it, and with it the schema's module.
 */
export async function apiRequest<S extends z.ZodType>(method: Method, path: string, schema: S | undefined, body?: unknown, writes = method !== 'GET'): Promise<z.infer<S>> {
  const { data } = (await send(method, path, body, writes)) as { data: unknown };
  checkAnswer(`${method} ${API_BASE}${path}`, schema, data);
  return data as z.infer<S>;
}

/** The whole answer body, for the few answers that carry more than `data` (GraphQL's `errors`). */
export async function apiEnvelope<S extends z.ZodType>(method: Method, path: string, schema: S | undefined, body?: unknown): Promise<z.infer<S>> {
  const payload = await send(method, path, body);
  checkAnswer(`${method} ${API_BASE}${path}`, schema, payload);
  return payload as z.infer<S>;
}

async function send(method: Method, path: string, body: unknown, writes = method !== 'GET'): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (auth.accessToken) headers.authorization = authorizationHeader(auth.accessToken);

  loading.pending++;
  let response: Response;
  let payload: unknown;
  try {
    response = await fetch(API_BASE + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    payload = await response.json().catch(() => undefined);
  } catch {
    throw new ApiError(0, UNREACHABLE, 0);
  } finally {
    loading.pending--;
  }
  if (!response.ok) throw failure(response.status, payload as ApiErrorBody | undefined);
  if (writes) refreshReadsOf(path);
  if (response.status === 202 && (payload as { data?: { approval?: unknown } })?.data?.approval) throw heldForApproval();
  return payload;
}

/**
 * A change held for a second approval (docs/approvals.md: 202 with the approval): nothing changed
 * yet. The user is told here, once for every screen; the caller gets an ApiError(202) it may treat
 * as done (the timeline clears its draft) or leave to toastFailure, which stays quiet.
 */
function heldForApproval(): ApiError {
  refreshReadsOf('/approvals');
  toast.info(APPROVAL_TEXTS.held, APPROVAL_TEXTS.pendingApproval);
  return Object.assign(new ApiError(202, APPROVAL_TEXTS.held), { handled: true });
}

/**
 * A file the API answers (a CSV export), with the session's header: its body as a Blob and the
 * name its `Content-Disposition` gives (else `fallbackName`). A plain link cannot carry the
 * session, which is a header, not a cookie.
 */
export async function apiDownload(path: string, fallbackName: string): Promise<{ blob: Blob; name: string }> {
  const headers: Record<string, string> = {};
  if (auth.accessToken) headers.authorization = authorizationHeader(auth.accessToken);
  loading.pending++;
  try {
    let response: Response;
    try {
      response = await fetch(API_BASE + path, { headers });
    } catch {
      throw new ApiError(0, UNREACHABLE, 0);
    }
    if (!response.ok) throw failure(response.status, (await response.json().catch(() => undefined)) as ApiErrorBody | undefined);
    const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
    return { blob: await response.blob(), name };
  } finally {
    loading.pending--;
  }
}

/** The resource a request path names: 'tags' for '/tags/4?x'. */
export const resourceOf = (path: string) => path.split(/[/?]/)[1];

/**
 * Told the resource of every successful write, so the signed-in app refreshes its cached reads
 * (app/signed-in-app.tsx); the client itself stays free of the cache library, which /login does
 * not need.
 */
const writeListeners = new Set<(resource: string) => void>();
export function onSuccessfulWrite(listener: (resource: string) => void): () => void {
  writeListeners.add(listener);
  return () => void writeListeners.delete(listener);
}

function refreshReadsOf(path: string) {
  for (const listener of writeListeners) listener(resourceOf(path));
}

/** Called when the server ends the session (a 401), just before the redirect: forms keep their drafts. */
const sessionEndListeners = new Set<() => void>();
export function onSessionEnd(listener: () => void): () => void {
  sessionEndListeners.add(listener);
  return () => void sessionEndListeners.delete(listener);
}

function failure(status: number, body: ApiErrorBody | undefined): ApiError {
  const error = new ApiError(status, body?.error?.message ?? `The request failed (${status}).`, body?.error?.code ?? status, body?.error?.errors);
  if (status === 401 && !AUTH_PAGES.includes(window.location.pathname)) {
    // The session ended on the server: sign out locally and start again from the login page.
    error.handled = true;
    for (const listener of sessionEndListeners) listener();
    navigate('/logout');
  } else if (status === 403) {
    error.handled = true;
    toast.error(ACCESS_DENIED, error.message);
  }
  return error;
}

/** Each call names what it sends to and the schema of what comes back, then the body. */
export const api = {
  get: <S extends z.ZodType>(path: string, schema: S | undefined) => apiRequest('GET', path, schema),
  post: <S extends z.ZodType>(path: string, schema: S | undefined, body?: unknown) => apiRequest('POST', path, schema, body ?? {}),
  /** A POST that only asks (its question is a body, such as a target group): it writes nothing, so no cached read is refreshed (a cached answer of its own would ask again, and again). */
  ask: <S extends z.ZodType>(path: string, schema: S | undefined, body: unknown) => apiRequest('POST', path, schema, body, false),
  put: <S extends z.ZodType>(path: string, schema: S | undefined, body: unknown) => apiRequest('PUT', path, schema, body),
  patch: <S extends z.ZodType>(path: string, schema: S | undefined, body: unknown) => apiRequest('PATCH', path, schema, body),
  delete: <S extends z.ZodType>(path: string, schema: S | undefined, body?: unknown) => apiRequest('DELETE', path, schema, body),
};

/** Shows a failure toast unless the client already handled the error. */
export function toastFailure(summary: string, error: unknown, options?: Parameters<typeof toast.error>[2]) {
  if (isApiError(error) && error.handled) return;
  toast.error(summary, error instanceof Error ? error.message : undefined, options);
}

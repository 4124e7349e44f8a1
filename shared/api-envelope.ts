/*
 * The envelope of every /v1 answer, the error codes and the generic texts, without zod: the SPA's
 * API client takes them on its first load without the schemas, which are in api.ts (it
 * re-exports these).
 */

/** The response envelope and error body of every /v1 endpoint. */
export interface DataEnvelope<T> {
  data: T;
}

export interface ApiErrorBody {
  error: {
    code: number;
    message: string;
    errors?: Record<string, string>;
  };
}

/** Generic error codes; resources add their own (tag 1600-1602, test contact 1700-1702, ...). */
export const ERROR_CODES = {
  malformed: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  validation: 422,
  throttled: 429,
  internal: 500,
} as const;

export const ACCESS_DENIED = 'Access denied';
export const STALE_VERSION = 'This record was changed by someone else. Reload it and apply your change again.';

/** What a refused bulk update answers: nothing changed, or which records could not be put back. */
export const BULK_TEXTS = {
  changedMeanwhile: (id: number) => `#${id} was changed by someone else meanwhile`,
  failedAt: (id: number, detail: string) => `#${id} could not be saved (${detail})`,
  notPutBack: (id: number) => `#${id} keeps the new status: it was changed again before it could be put back.`,
  nothingChanged: (reason: string) => `Nothing was changed: ${reason}. Reload the list and try again.`,
  partlyPutBack: (reason: string, kept: number[]) =>
    `Stopped: ${reason}. The rows already updated were put back, except ${kept.map((id) => `#${id}`).join(', ')}, which changed again meanwhile.`,
};

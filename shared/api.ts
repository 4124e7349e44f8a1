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

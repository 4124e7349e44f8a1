import { ACCESS_DENIED, ERROR_CODES, STALE_VERSION, type ApiErrorBody } from '../../shared/api.ts';
import { WriteConflict } from '../data/conflict.ts';

/**
 * The one way the product refuses something: a kind (what went wrong, in the product's terms), a
 * message, the numeric code of the error envelope and optional texts per field. The HTTP kit maps
 * each kind to its status (kit/http.ts); services and jobs test the kind, never a status number.
 */
export type FailureKind = 'malformed' | 'unauthenticated' | 'forbidden' | 'not-found' | 'conflict' | 'invalid' | 'throttled' | 'provider' | 'unavailable';

export class Failure extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly code?: number,
    readonly errors?: Record<string, string>,
    /** For a throttled request: seconds until it may be tried again (the Retry-After header). */
    readonly retryAfter?: number,
  ) {
    super(message);
  }

  /** The error envelope of the API contract; `code` defaults to the HTTP status of the kind. */
  toBody(status: number): ApiErrorBody {
    return { error: { code: this.code ?? status, message: this.message, ...(this.errors ? { errors: this.errors } : {}) } };
  }
}

export const malformed = (message: string, errors?: Record<string, string>) => new Failure('malformed', message, ERROR_CODES.malformed, errors);
export const unauthenticated = (message = 'Please sign in.') => new Failure('unauthenticated', message);
export const forbidden = () => new Failure('forbidden', ACCESS_DENIED);
export const notFound = (message: string, code: number = ERROR_CODES.notFound) => new Failure('not-found', message, code);
export const conflict = (message: string, code: number = ERROR_CODES.conflict, errors?: Record<string, string>) => new Failure('conflict', message, code, errors);
export const staleVersion = () => conflict(STALE_VERSION);
export const invalid = (errors: Record<string, string>, message = 'Validation failed.', code: number = ERROR_CODES.validation) => new Failure('invalid', message, code, errors);
export const throttled = (message: string, retryAfter?: number) => new Failure('throttled', message, undefined, undefined, retryAfter);

/** Someone else changed the record first: the data layer's write conflict, or a refusal of kind 'conflict'. */
export const isConflict = (error: unknown): boolean => error instanceof WriteConflict || (error instanceof Failure && error.kind === 'conflict');

import { ACCESS_DENIED, ERROR_CODES, STALE_VERSION, type ApiErrorBody } from '../../shared/api.ts';

/** The one way a request fails: status, numeric code, message and optional per-field texts. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: number = status,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.errors ? { errors: this.errors } : {}) } };
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new ApiError(400, message, ERROR_CODES.malformed, errors);
export const unauthenticated = (message = 'Please sign in.') => new ApiError(401, message);
export const forbidden = () => new ApiError(403, ACCESS_DENIED);
export const notFound = (message: string, code: number = ERROR_CODES.notFound) => new ApiError(404, message, code);
export const conflict = (message: string, code: number = ERROR_CODES.conflict) => new ApiError(409, message, code);
export const staleVersion = () => conflict(STALE_VERSION);
export const invalid = (errors: Record<string, string>, message = 'Validation failed.', code: number = ERROR_CODES.validation) =>
  new ApiError(422, message, code, errors);

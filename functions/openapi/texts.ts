import type { Access } from '../../shared/roles.ts';
import type { RefusalStatus } from './declaration.ts';

/** The words of the document: what it says of the API as a whole, of access and of each refusal. */
export const INFO = {
  title: 'Event messaging back-office API',
  version: 'v1',
  description: [
    'The API of the back-office, under /v1. Bodies are JSON. A success answers `{ "data": ... }`; a list answers one page,',
    '`{ "data": { "items": [...], "total": N } }`, and reads the list contract: page[number] (1-based), page[size], sort (a',
    'comma list, a leading - for descending), filter[<field>], filter[<field>:like], filter[<field>:like_words],',
    'filter[<field>:in], filter[search_query] and include (a comma list); a parameter the list does not know is a 400 that',
    'names it. A refusal answers `{ "error": { "code", "message", "errors": { "<field>": "<text>" } } }`. Times are unix',
    'seconds; schedules and display use Europe/Amsterdam. Sign in with POST /v1/login and send its accessToken on every',
    'other request; deletes and bulk actions need a super-admin.',
  ].join(' '),
};

export const ACCESS: Record<Access, string> = {
  public: 'Access: public (no session needed).',
  signed_in: 'Access: any signed-in user.',
  super_admin: 'Access: super-admins only.',
};

/** How a session's access token is sent (functions/domain/users/sessions.ts reads both). */
export const SECURITY_SCHEMES = {
  basicSession: {
    type: 'http',
    scheme: 'basic',
    description: 'The accessToken of POST /v1/login as the user name and no password: `Authorization: Basic base64(<accessToken>:)`, as the SPA sends it.',
  },
  bearerSession: { type: 'http', scheme: 'bearer', description: '`Authorization: Bearer <accessToken>`.' },
};

interface Refusal {
  name: string;
  description: string;
  headers?: Record<string, unknown>;
}

/** Each refusal status of the API (functions/kit/http.ts STATUS_OF), as a shared response of the document. */
export const REFUSALS: Record<RefusalStatus, Refusal> = {
  400: { name: 'Malformed', description: 'Malformed: the body is not JSON, a required parameter is missing, or a query parameter is unknown or malformed (`errors` names it).' },
  401: { name: 'NotSignedIn', description: 'No session, or it ended (sign in again); at sign-in, a wrong username or password.' },
  403: { name: 'SuperAdminOnly', description: 'Access denied: the route needs a super-admin.' },
  404: { name: 'NotFound', description: 'Not found: nothing has the id the request names.' },
  409: { name: 'Conflict', description: 'Conflict: the record was changed by someone else (send the version you read), or others use it.' },
  422: { name: 'Refused', description: 'Refused: the request breaks a rule; `errors` has a text per field.' },
  429: {
    name: 'TooMany',
    description: 'Too many attempts or test messages: try again later.',
    headers: { 'Retry-After': { description: 'Seconds until it may be tried again (when known).', schema: { type: 'integer' } } },
  },
  502: { name: 'ProviderFailed', description: 'The email or SMS provider refused or failed.' },
  503: { name: 'Unavailable', description: 'The change could not be completed; `errors` says what was put back. Try again.' },
};

import { createHandler, reply } from '../kit/http.ts';
import { apiDocument } from './api-document.ts';

/**
 * The API describes itself (docs/decisions/018-api-describes-itself.md). A function of its own:
 * the description loads every schema and list spec, which no other function should carry.
 */
export const handler = createHandler({
  /** The document as it is, without the `{ data }` envelope: OpenAPI tools read it directly. */
  'GET /v1/openapi.json': async () => reply(200, apiDocument()),
});

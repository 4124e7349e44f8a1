import { ROUTES } from '../routes.ts';
import { buildDocument, type OpenApiDocument } from './document.ts';
import { NAMED_SCHEMA_MODULES, ROUTE_SCHEMAS } from './route-schemas.ts';

let built: OpenApiDocument | undefined;

/** The API's document, built on first use and kept for the life of the process (it changes only with a deploy). */
export const apiDocument = (): OpenApiDocument => (built ??= buildDocument(ROUTES, ROUTE_SCHEMAS, NAMED_SCHEMA_MODULES));

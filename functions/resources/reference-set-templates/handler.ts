import { createHandler } from '../../kit/http.ts';
import { referenceSetTemplates } from './reference-set-templates.ts';

export const handler = createHandler(referenceSetTemplates.handlers);

import { createHandler } from '../../kit/http.ts';
import { referenceLayouts } from './reference-layouts.ts';

export const handler = createHandler(referenceLayouts.handlers);

import { createHandler } from '../../kit/http.ts';
import { recipients } from './recipients.ts';

export const handler = createHandler(recipients.handlers);

import { createHandler } from '../../kit/http.ts';
import { testContacts } from './test-contacts.ts';

export const handler = createHandler(testContacts.handlers);

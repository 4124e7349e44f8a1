import { createHandler } from '../kit/http.ts';
import { messageWorkflows } from './message-workflows.ts';
// the delete guard counts enabled event message workflows: their reader registers here
import '../event-message-workflows/item-store.ts';

export const handler = createHandler(messageWorkflows.handlers);

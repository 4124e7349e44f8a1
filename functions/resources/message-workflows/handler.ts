import { createHandler } from '../../kit/http.ts';
import { messageWorkflows } from './message-workflows.ts';
// the delete guard counts enabled event message workflows: their reader registers here
import '../../data/item-store.ts';

export const handler = createHandler(messageWorkflows.handlers);

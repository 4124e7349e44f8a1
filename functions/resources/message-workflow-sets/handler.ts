import { createHandler } from '../../kit/http.ts';
import { messageWorkflowSets } from './message-workflow-sets.ts';

export const handler = createHandler(messageWorkflowSets.handlers);

import { createHandler } from '../kit/http.ts';
import { messageWorkflows } from './message-workflows.ts';

export const handler = createHandler(messageWorkflows.handlers);

import { createHandler, ok } from '../../kit/http.ts';
import { enabledEvents, messageWorkflows } from './message-workflows.ts';
// the delete guard counts enabled event message workflows: their reader registers here
import '../../data/item-store.ts';

export const handler = createHandler({
  ...messageWorkflows.handlers,
  'GET /v1/message-workflows/{id}/enabled-events': async (ctx) => ok(await enabledEvents(ctx.params.id)),
});

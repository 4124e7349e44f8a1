import { api } from '@/lib/api-client';
import { MessageWorkflowSchema } from '@shared/message-workflows';
import { listPageOf } from '@shared/list-page-schema';

/** Bulk status update (super-admin only); all or nothing: 422 names the workflows that cannot take it. */
export const updateMessageWorkflowStatuses = (messageWorkflowIds: number[], status: number) =>
  api.patch('/message-workflows', listPageOf(MessageWorkflowSchema), { attributes: { status }, messageWorkflowIds });

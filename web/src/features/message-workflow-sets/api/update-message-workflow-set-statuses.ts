import { api } from '@/lib/api-client';
import { MessageWorkflowSetSchema } from '@shared/message-workflow-sets';
import { listPageOf } from '@shared/list-page-schema';

/** Bulk status update (super-admin only); all or nothing. */
export const updateMessageWorkflowSetStatuses = (messageWorkflowSetIds: number[], status: number) =>
  api.patch('/message-workflow-sets', listPageOf(MessageWorkflowSetSchema), { attributes: { status }, messageWorkflowSetIds });

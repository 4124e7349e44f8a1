import { api } from '@/lib/api-client';

/** Bulk status update (super-admin only); all or nothing. */
export const updateMessageWorkflowSetStatuses = (messageWorkflowSetIds: number[], status: number) =>
  api.patch<unknown>('/message-workflow-sets', { attributes: { status }, messageWorkflowSetIds });

import { api } from '@/lib/api-client';

/** Bulk status update (super-admin only); all or nothing: 422 names the workflows that cannot take it. */
export const updateMessageWorkflowStatuses = (messageWorkflowIds: number[], status: number) =>
  api.patch<unknown>('/message-workflows', { attributes: { status }, messageWorkflowIds });

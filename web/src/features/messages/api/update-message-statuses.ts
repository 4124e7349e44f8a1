import { api } from '@/lib/api-client';

/** Bulk status update (super-admin only); all or nothing: 422 when one of them cannot move. */
export const updateMessageStatuses = (messageIds: number[], status: number) => api.patch<unknown>('/messages', { attributes: { status }, messageIds });

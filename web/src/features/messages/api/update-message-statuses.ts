import { api } from '@/lib/api-client';
import { MessageSchema } from '@shared/messages';
import { listPageOf } from '@shared/list-page-schema';

/** Bulk status update (super-admin only); all or nothing: 422 when one of them cannot move. */
export const updateMessageStatuses = (messageIds: number[], status: number) => api.patch('/messages', listPageOf(MessageSchema), { attributes: { status }, messageIds });

import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/list-state';
import type { MessageSummary } from '../message-workflow-types';
import { listPageOf } from '@shared/list-query';
import { MessageSchema } from '@shared/messages';

/** Active messages whose id or name matches the typed text, for the workflow's message chooser. */
export const searchMessages = async (text: string, size = 10): Promise<MessageSummary[]> =>
  (
    await api.get(
      `/messages?${toQueryString({ page: { number: 1, size }, search: text.trim(), filters: [{ field: 'status', op: 'eq', value: 'active' }] })}`,
      listPageOf(MessageSchema),
    )
  ).items;

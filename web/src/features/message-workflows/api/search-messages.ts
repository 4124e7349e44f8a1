import type { MessageSummary } from '../message-workflow-types';
import { getMessages } from '@/api/messages/get-messages';
import { toQueryString } from '@/lib/list-state';

/** Active messages whose id or name matches the typed text, for the workflow's message chooser. */
export const searchMessages = async (text: string, size = 10): Promise<MessageSummary[]> =>
  (await getMessages(toQueryString({ page: { number: 1, size }, search: text.trim(), filters: [{ field: 'status', op: 'eq', value: 'active' }] }))).items;

import { api } from '@/lib/api-client';
import { listPageOf } from '@shared/list-query';
import { ACTION_TRIGGER_MESSAGE_TYPES, MessageSchema } from '@shared/messages';
import { STATUS } from '@shared/status';
import type { TriggerMessage } from '../action-trigger-types';

/**
 * The messages a trigger may send (spec section 7's active search): active action trigger and
 * manual service emails, not event-based (a trigger has no event to render them for).
 */
export async function searchTriggerMessages(text: string): Promise<TriggerMessage[]> {
  const query = new URLSearchParams({
    'page[number]': '1',
    'page[size]': '10',
    'filter[search_query]': text,
    'filter[status]': String(STATUS.active),
    'filter[type:in]': ACTION_TRIGGER_MESSAGE_TYPES.join(','),
    'filter[event_based]': '0',
  });
  return (await api.get(`/messages?${query}`, listPageOf(MessageSchema))).items;
}

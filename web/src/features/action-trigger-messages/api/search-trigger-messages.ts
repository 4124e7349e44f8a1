import type { TriggerMessage } from '../action-trigger-types';
import { getMessages } from '@/api/messages/get-messages';
import { ACTION_TRIGGER_MESSAGE_TYPES } from '@shared/messages';
import { STATUS } from '@shared/status';

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
  return (await getMessages(String(query))).items;
}

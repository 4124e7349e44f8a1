import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { DeliveryLogSchema, isBeingSent } from '@shared/delivery-log';

export const getDeliveryLog = (itemId: number, query: string) => api.get(`/event-message-workflows/${itemId}/deliveries?${query}`, DeliveryLogSchema);

/**
 * One page of an item's delivery log with the item and its counts, fresh every 2 s while the item
 * is being sent (or deliveries wait), then no more. The page's header asks with the same key, so
 * both share one request.
 */
export const useDeliveryLog = (itemId: number, query: string) =>
  useSWR(['/event-message-workflows/deliveries', itemId, query], ([, id, q]) => getDeliveryLog(id, q), {
    keepPreviousData: true,
    refreshInterval: (log) => (log && isBeingSent(log.item) ? 2000 : 0),
  });

import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { ReportDeliveryPageSchema, type ReportDelivery } from '@shared/reports';
import type { ListPage } from '@shared/list-query';

/** A delivery as the list shows it: numbered on its page, since a delivery has no id of its own in the answer. */
export type DeliveryRow = ReportDelivery & { id: number };

/** One page of GET /v1/deliveries; `query` is the API's query string (list parameters and filters), null while the dates are wrong. */
export const useDeliveries = (query: string | null) =>
  useSWR(
    query === null ? null : ['/deliveries', query],
    async ([, q]): Promise<ListPage<DeliveryRow>> => {
      const page = await api.get(`/deliveries?${q}`, ReportDeliveryPageSchema);
      const first = (Number(new URLSearchParams(q).get('page[number]') ?? 1) - 1) * Number(new URLSearchParams(q).get('page[size]') ?? 50);
      return { total: page.total, items: page.items.map((item, i) => ({ ...item, id: first + i + 1 })) };
    },
    { keepPreviousData: true },
  );

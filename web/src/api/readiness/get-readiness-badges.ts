import useSWR, { mutate } from 'swr';
import { api } from '@/lib/api-client';
import { listPageOf } from '@shared/list-page-schema';
import { ReadinessBadgeSchema } from '@shared/readiness';
import type { ReadinessBadge } from '@shared/readiness-constants';

/**
 * The badge of an item's last readiness check (GET /v1/readiness/last). Each badge asks for its
 * own item, and the asks of one render (a timeline's items, a dashboard page) are gathered into one
 * request. Its answer's schema in development only: the dashboard's first load carries no zod (decision 024).
 */
const KEY = 'readiness-badge';
let waiting: { id: number; resolve: (badge: ReadinessBadge | null) => void; reject: (error: unknown) => void }[] = [];

function flush() {
  const asks = waiting;
  waiting = [];
  const ids = [...new Set(asks.map((ask) => ask.id))];
  api.get(`/readiness/last?itemIds=${ids.join(',')}`, import.meta.env.DEV ? listPageOf(ReadinessBadgeSchema) : undefined).then(
    (page) => {
      const found = new Map((page.items as ReadinessBadge[]).map((badge) => [badge.itemId, badge]));
      for (const ask of asks) ask.resolve(found.get(ask.id) ?? null);
    },
    (error: unknown) => asks.forEach((ask) => ask.reject(error)),
  );
}

const badgeOf = (id: number) =>
  new Promise<ReadinessBadge | null>((resolve, reject) => {
    if (!waiting.length) setTimeout(flush, 0);
    waiting.push({ id, resolve, reject });
  });

/** null: never checked. */
export const useReadinessBadge = (itemId: number | undefined) => useSWR(itemId === undefined ? null : [KEY, itemId], ([, id]) => badgeOf(id));

/** After a check: every badge on the page reads its item's new result. */
export const refreshReadinessBadges = () => mutate((key) => Array.isArray(key) && key[0] === KEY);

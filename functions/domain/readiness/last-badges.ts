import { eventReadiness, readinessOf } from '../../data/readiness-results.ts';
import { getItemsById } from '../../data/item-reads.ts';
import { invalid } from '../failure.ts';
import { badgeOf, READINESS_FIELD_TEXTS, type ReadinessBadge } from '../../../shared/readiness.ts';

/** Items named in one badge request at most (a dashboard page holds fewer). */
const IDS_MAX = 200;

/**
 * The badges of the last checks (nothing is run): of an event's items (`eventId`, the timeline) or
 * of items by id (`itemIds`, a comma list: the dashboard's page; none asked, none answered). Items never checked are left out.
 */
export async function lastBadges(query: URLSearchParams): Promise<ReadinessBadge[]> {
  const eventId = query.get('eventId');
  if (eventId !== null) {
    if (!/^\d+$/.test(eventId)) throw invalid({ eventId: READINESS_FIELD_TEXTS.eventId }, READINESS_FIELD_TEXTS.eventId);
    return (await eventReadiness(Number(eventId))).map(badgeOf);
  }
  const raw = (query.get('itemIds') ?? '').split(',').filter((id) => id.trim());
  if (!raw.length) return [];
  if (raw.length > IDS_MAX || raw.some((id) => !/^\d+$/.test(id.trim()))) throw invalid({ itemIds: READINESS_FIELD_TEXTS.itemIds }, READINESS_FIELD_TEXTS.itemIds);
  const items = await getItemsById(raw.map((id) => Number(id)));
  const results = await readinessOf([...items.values()].map((item) => ({ eventId: item.eventId, itemId: item.id })));
  return [...results.values()].map(badgeOf);
}

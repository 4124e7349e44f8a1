import { sentAndRecorded } from '../../data/delivery-batches.ts';
import { getItemsById } from '../../data/item-reads.ts';
import { ENGAGEMENT_SETS } from '../../data/report-ledger.ts';
import { alertRaised, raiseAlert } from './raise-alert.ts';
import { ALERT_TEXTS, ENGAGEMENT_RATE_MAX, ENGAGEMENT_RATE_MIN_SENT } from '../../../shared/alerts.ts';
import type { Engagement } from '../../../shared/reports.ts';

/**
 * A bounce or complaint rate over ENGAGEMENT_RATE_MAX on one send (docs/alerts.md, A3): evaluated
 * as SES's events arrive (the ses-events job, after it recorded one in the batch's ledger), over
 * the item's sent deliveries, once it has at least ENGAGEMENT_RATE_MIN_SENT. Each bounce or
 * complaint of an item asks whether the alert exists first (one GetItem), and only then reads the
 * item's batch records (one per 200 deliveries). A one-off send (action triggers) is not a send of
 * an item: it raises none.
 */
const KIND = { bounced: 'bounce-rate', complained: 'complaint-rate' } as const;

export async function alertOnEngagement(owner: string, engagement: Engagement): Promise<boolean> {
  if (engagement !== 'bounced' && engagement !== 'complained') return false;
  if (!/^\d+$/.test(owner)) return false;
  const itemId = Number(owner);
  const kind = KIND[engagement];
  if (await alertRaised(kind, itemId)) return false;
  const { sent, recorded } = await sentAndRecorded(owner, ENGAGEMENT_SETS[engagement]);
  if (sent < ENGAGEMENT_RATE_MIN_SENT || recorded / sent <= ENGAGEMENT_RATE_MAX) return false;
  const item = (await getItemsById([itemId])).get(itemId);
  if (!item) return false;
  return raiseAlert({ kind, itemId, eventId: item.eventId, message: ALERT_TEXTS.engagementRate(itemId, engagement, recorded, sent) });
}

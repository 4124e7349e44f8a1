import { listBatches } from '../../data/delivery-batches.ts';
import { getDelivery, keyOf, type Delivery } from '../../data/deliveries.ts';
import { cellSuffix, pushBatch, recordEngagement } from '../../data/report-ledger.ts';
import type { Engagement } from '../../../shared/reports.ts';

/**
 * What SES said of a delivery after it was sent (Delivery, Open, Click, Bounce, Complaint) and
 * what the directory said of its contact afterwards (a registration, a confirmation, a booked
 * meeting), recorded in the ledger of the delivery's batch once per delivery and kind
 * (docs/reports.md): at least once and in any order, each counts once. Then the batch's report
 * cells follow, also when nothing new was recorded, so a retry completes what a crash between
 * the record and the cells left.
 */
export type DeliveryKey = Pick<Delivery, 'owner' | 'kind' | 'contactId' | 'to'>;

/** The batch a delivery's ledger is in: the one that took it, else the one holding its contact (deliveries taken before reports). */
async function batchOf(delivery: Delivery): Promise<number | undefined> {
  if (delivery.batch !== undefined) return delivery.batch;
  return (await listBatches(delivery.owner)).find((batch) => batch.contactIds.includes(delivery.contactId))?.batch;
}

/**
 * Records `engagements` of the delivery `ref` names, a bounce or a complaint with its `reason`
 * (a label: shared/report-reasons.ts); answers those recorded now (not before).
 */
export async function recordEngagements(ref: DeliveryKey, engagements: Engagement[], reason?: string): Promise<Engagement[]> {
  if (!engagements.length) return [];
  const { sk } = keyOf(ref);
  const delivery = await getDelivery(ref.owner, sk);
  if (!delivery) return [];
  const batch = await batchOf(delivery);
  if (batch === undefined) return [];
  const suffix = cellSuffix(delivery.channel ?? 'email', delivery.languageId ?? 0);
  const recorded: Engagement[] = [];
  let record: Record<string, unknown> | undefined;
  for (const engagement of engagements) {
    const written = await recordEngagement(ref.owner, batch, sk, engagement, suffix, reason);
    if (written) (record = written), recorded.push(engagement);
  }
  await pushBatch(ref.owner, batch, record);
  return recorded;
}

import { Link } from 'wouter';
import { useDeliveryLog } from '../api/get-delivery-log';
import { eventWorkflowEditPath } from '../event-workflow-paths';
import { ResendUnconfirmedButton } from './resend-unconfirmed-button';
import { LocalLinks } from '@/components/local-links/local-links';
import { SendProgress } from '@/components/send-progress';
import { isBeingSent } from '@shared/delivery-log';
import { ITEM_STATUS } from '@shared/event-message-workflows';
import { isSms } from '@shared/messages';
import { STATUS_LABELS } from '@shared/status';
import type { DeliveryCounts } from '@shared/sending';

/** The counts the header shows, in the order of a send's life; the rare ones only when there are some. */
const COUNTS: { key: keyof DeliveryCounts; label: string; always?: boolean }[] = [
  { key: 'total', label: 'Total', always: true },
  { key: 'sent', label: 'Sent', always: true },
  { key: 'failed', label: 'Failed', always: true },
  { key: 'pending', label: 'Pending', always: true },
  { key: 'sending', label: 'Sending' },
  { key: 'unconfirmed', label: 'Unconfirmed' },
  { key: 'suppressed', label: 'Suppressed' },
  { key: 'skipped', label: 'Skipped' },
];

/**
 * The item whose log it is: its event (back to its timeline), workflow, status with its note, and
 * counts with the progress while it is sent. Same request as the table (one SWR key).
 */
export function DeliveryLogHeader({ itemId, query }: { itemId: number; query: string }) {
  const { data } = useDeliveryLog(itemId, query);
  if (!data) return null;
  const { item } = data;
  const failed = item.status === ITEM_STATUS.error;
  return (
    <div className="card delivery-log-header">
      <dl className="delivery-log-header__facts">
        <div>
          <dt>Event</dt>
          <dd>
            <Link href={eventWorkflowEditPath(item.eventId)}>
              #{item.eventId} {item.eventName}
            </Link>
          </dd>
        </div>
        <div>
          <dt>Workflow</dt>
          <dd>
            <i className={isSms(item.messageType ?? 0) ? 'pi pi-mobile' : 'pi pi-envelope'} aria-hidden="true" /> {item.workflowName}
          </dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd className={failed ? 'delivery-log-header__status--failed' : undefined}>{STATUS_LABELS[item.status] ?? item.status}</dd>
        </div>
        {item.note && (
          <div>
            <dt>Note</dt>
            <dd>{item.note}</dd>
          </div>
        )}
      </dl>
      <div className="delivery-log-header__counts" role="group" aria-label="Delivery counts">
        {COUNTS.filter(({ key, always }) => always || item.deliveries[key] > 0).map(({ key, label }) => (
          <span key={key} className={`delivery-count delivery-count--${key}`} aria-label={`${label}: ${item.deliveries[key]}`}>
            <span className="delivery-count__number">{item.deliveries[key]}</span>
            <span className="delivery-count__label">{label}</span>
          </span>
        ))}
        <SendProgress deliveries={item.deliveries} sending={isBeingSent(item)} />
        <LocalLinks only={isSms(item.messageType ?? 0) ? 'sms' : 'email'} />
        <ResendUnconfirmedButton item={item} />
      </div>
    </div>
  );
}

import { Fragment } from 'react';
import { Tag } from 'primereact/tag';
import { formatAmsterdam } from '@/lib/format';
import { DELIVERY_LOG_TEXTS, type DeliveryLogRow } from '@shared/delivery-log';
import type { DeliveryStatus } from '@shared/sending';

type Severity = 'success' | 'info' | 'warning' | 'danger' | 'secondary' | null;

const SEVERITY: Record<DeliveryStatus, Severity> = {
  pending: 'secondary',
  sending: 'info',
  sent: 'success',
  failed: 'danger',
  unconfirmed: 'warning',
  suppressed: 'warning',
  skipped: 'secondary',
};

export const deliveryStatusLabel = (status: DeliveryStatus) => status[0].toUpperCase() + status.slice(1);

export function DeliveryStatusTag({ status }: { status: DeliveryStatus }) {
  return <Tag value={deliveryStatusLabel(status)} severity={SEVERITY[status]} className="delivery-status" />;
}

/** The contact by id and name; a sender copy says so, and for whom it was rendered. */
export function ContactCell({ row }: { row: DeliveryLogRow }) {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ') || 'Unknown contact';
  if (!row.senderCopy)
    return (
      <span className="delivery-contact">
        <span className="delivery-contact__id">#{row.contactId}</span> {name}
      </span>
    );
  return (
    <span className="delivery-contact">
      <Tag value={DELIVERY_LOG_TEXTS.senderCopy} severity="info" className="delivery-contact__copy" />
      <span className="delivery-contact__for">
        as for #{row.contactId} {name}
      </span>
    </span>
  );
}

/** An address wraps only after its '@' and before a dot, never inside a word. */
const addressParts = (address: string) => address.split(/(?<=@)|(?=\.)/);

/** The address or phone number with its channel's icon; '-' until the sender resolved it. */
export function AddressCell({ row }: { row: DeliveryLogRow }) {
  const sms = row.channel === 'sms';
  return (
    <span className="delivery-address">
      {row.channel && <i className={sms ? 'pi pi-mobile' : 'pi pi-envelope'} role="img" aria-label={sms ? 'SMS' : 'Email'} title={sms ? 'SMS' : 'Email'} />}
      <span className="delivery-address__text">
        {row.address
          ? addressParts(row.address).map((part, i) => (
              <Fragment key={i}>
                {i > 0 && <wbr />}
                {part}
              </Fragment>
            ))
          : '-'}
      </span>
    </span>
  );
}

/** The date above the time, each kept whole. */
export function TimeCell({ time }: { time: number }) {
  const [date, clock] = formatAmsterdam(time, 'date-time-seconds').split(' ');
  return (
    <span className="delivery-time">
      <span>{date}</span> <span>{clock}</span>
    </span>
  );
}

/** Why it failed, was suppressed, skipped or is unconfirmed; below it, what the provider's events said of an unconfirmed one. */
export function ReasonCell({ row }: { row: DeliveryLogRow }) {
  return (
    <span className="delivery-reason">
      {row.reason && <span>{row.reason}</span>}
      {row.providerWord && <span className="delivery-reason__provider">{row.providerWord}</span>}
    </span>
  );
}

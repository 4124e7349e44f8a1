import { useRef } from 'react';
import { Link } from 'wouter';
import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { Tag } from 'primereact/tag';
import { Tooltip } from 'primereact/tooltip';
import { isMetric, triggerName } from './timeline-entries';
import { displayClass } from '@/components/item-display-class';
import type { DraftItem } from './timeline-draft';
import { deliveryLogPath } from '../event-workflow-paths';
import { EVENT_WORKFLOW_UI } from '../event-workflow-texts';
import { formatAmsterdam } from '@/lib/format';
import { SendProgress } from '@/components/send-progress';
import { FixLink } from '@/components/failure-fix';
import { ReadinessBadge } from '@/components/readiness/readiness-badge';
import { formatCountdown } from '@/lib/countdown';
import { FAILURE_TEXTS } from '@shared/failure-fix';
import { DELIVERY_LOG_TEXTS, hasDeliveryLog } from '@shared/delivery-log';
import { SENDING_RULE_TEXTS } from '@shared/sending-rules';
import { ITEM_STATUS } from '@shared/event-message-workflows';
import { isSms } from '@shared/messages';
import { STATUS_LABELS } from '@shared/status';

interface TimelineItemProps {
  item: DraftItem;
  /** The server's text for this item after a refused save. */
  error?: string;
  onSwitch?: (on: boolean) => void;
  onEdit?: () => void;
  onRemove?: () => void;
  /** Reactivate, where the failure shows (spec section 4: only failed items). */
  onRetry?: () => void;
  /** The present (unix seconds), for the countdown. */
  now: number;
  /** Just attached: marked until the next attach. */
  marked?: boolean;
}

/** The sender as the message names it: its sender info, else its sender 'Other'. */
function senderOf(item: DraftItem): string {
  const message = item.workflow?.message;
  if (!message) return '';
  return message.senderInfo?.name ?? message.senderName ?? (message.senderId === null ? 'Other' : '');
}

/**
 * A failed item explains itself (decision 021): why, inline and as the tooltip the spec asks for
 * (bound to this element, so an item that fails while the page is open has it too), the object to
 * fix, and Retry; the ticket to IT support only for a fault staff cannot fix.
 */
function FailureNotice({ item, onEdit, onRetry, name }: { item: DraftItem; onEdit?: () => void; onRetry?: () => void; name: string }) {
  const failed = useRef<HTMLParagraphElement>(null!);
  // no sending time: the item's own trigger (the pencil); else the record the send's failure names
  const triggerFix = item.time === null && onEdit;
  const support = !triggerFix && !item.fix;
  return (
    <div className="timeline-item__failure">
      <p className="timeline-item__failed" ref={failed} tabIndex={0}>
        <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {support ? EVENT_WORKFLOW_UI.sendingFailed : EVENT_WORKFLOW_UI.sendingFailedFixable}
      </p>
      {item.note && (
        <>
          <Tooltip target={failed} content={item.note} position="top" />
          <p className="timeline-item__reason">{item.note}</p>
        </>
      )}
      {(!support || onRetry) && (
        <p className="timeline-item__fix">
          {triggerFix ? (
            <button type="button" className="p-link failure-reason__fix" onClick={onEdit}>
              <i className="pi pi-wrench" aria-hidden="true" /> {FAILURE_TEXTS.fixTrigger}
            </button>
          ) : (
            item.fix && <FixLink fix={item.fix} />
          )}
          {onRetry && <Button type="button" label={EVENT_WORKFLOW_UI.retry} icon="pi pi-replay" size="small" outlined aria-label={`${EVENT_WORKFLOW_UI.retry} ${name}`} onClick={onRetry} />}
        </p>
      )}
    </div>
  );
}

/** When a saved, unchanged item will act: 'sends in 3 min' (a metric item: its next check). */
function countdown(item: DraftItem, now: number): string | undefined {
  if (item.pending || item.status !== ITEM_STATUS.active || item.time === null) return undefined;
  const left = item.time - now;
  if (left < 0) return 'due now';
  return `${isMetric(item.trigger) ? 'checks' : 'sends'} ${formatCountdown(left)}`;
}

/**
 * One item of the timeline (spec section 2): trigger name, date and time, email or SMS, title,
 * description, sender; the switch, the edit pencil and the remove cross where they apply.
 */
export function TimelineItem({ item, error, onSwitch, onEdit, onRemove, onRetry, now, marked }: TimelineItemProps) {
  const name = item.workflow?.name ?? 'Deleted message workflow';
  const sms = isSms(item.workflow?.message?.type ?? 0);
  const outOfDate = item.status === ITEM_STATUS.outOfDate;
  const due = countdown(item, now);
  return (
    <li
      className={`timeline-item timeline-item--${displayClass(item.status, item.workflow?.message?.type)}${marked ? ' timeline-item--marked' : ''}`}
      aria-label={name}
      data-key={item.key}
    >
      <div className="timeline-item__when">
        {item.time === null ? (
          <span className="timeline-item__date">No sending time</span>
        ) : (
          <>
            <span className="timeline-item__date">{formatAmsterdam(item.time, 'day')}</span>
            <span className="timeline-item__time">{formatAmsterdam(item.time, 'time')}</span>
          </>
        )}
      </div>
      <div className="timeline-item__body">
        <div className="timeline-item__trigger">
          <span>{triggerName(item.trigger)}</span>
          {isMetric(item.trigger) && <Tag value="Metric" severity={outOfDate ? 'danger' : 'warning'} className={outOfDate ? 'metric-label metric-label--late' : 'metric-label'} />}
        </div>
        <h3 className="timeline-item__title">
          <i className={sms ? 'pi pi-mobile' : 'pi pi-envelope'} role="img" aria-label={sms ? 'SMS' : 'Email'} title={sms ? 'SMS' : 'Email'} />
          <span>{name}</span>
        </h3>
        {item.workflow?.description && <p className="timeline-item__description">{item.workflow.description}</p>}
        <p className="timeline-item__meta">
          <span className="timeline-item__sender">Sender: {senderOf(item) || '-'}</span>
          <span className="timeline-item__status" title={outOfDate ? (item.note ?? undefined) : undefined}>
            {STATUS_LABELS[item.status]}
          </span>
          {due && <span className="timeline-item__countdown">{due}</span>}
          {item.id !== undefined && !item.pending && item.status === ITEM_STATUS.active && <ReadinessBadge itemId={item.id} />}
          <SendProgress deliveries={item.deliveries} sending={item.status === ITEM_STATUS.processing} />
          {item.fromSet && <span>From set {item.fromSet}</span>}
          {item.pending && <Tag value={item.pending === 'new' ? 'Not saved' : 'Changed'} severity="info" />}
        </p>
        {!!item.movedFrom && <p className="timeline-item__moved">moved from {formatAmsterdam(item.movedFrom, 'day')} {formatAmsterdam(item.movedFrom, 'time')}</p>}
        {!!item.deferredFrom && item.time !== null && (
          // while it waits and once it has sent: the quiet hours moved it (decision 033 Q1)
          <p className="timeline-item__moved">
            {SENDING_RULE_TEXTS.deferred(item.time)} (planned {formatAmsterdam(item.deferredFrom, 'day')} {formatAmsterdam(item.deferredFrom, 'time')})
          </p>
        )}
        {item.status === ITEM_STATUS.error && (
          <FailureNotice item={item} onEdit={onEdit} onRetry={onRetry} name={name} />
        )}
        {error && (
          <small className="p-error" role="alert">
            {error}
          </small>
        )}
      </div>
      <div className="timeline-item__actions">
        {item.id !== undefined && hasDeliveryLog(item.savedStatus ?? item.status, item.deliveries) && (
          <Link href={deliveryLogPath(item.id)} className="timeline-item__log" aria-label={`${DELIVERY_LOG_TEXTS.title} of ${name}`} title={DELIVERY_LOG_TEXTS.title}>
            <i className="pi pi-list" aria-hidden="true" /> {DELIVERY_LOG_TEXTS.title}
          </Link>
        )}
        {onSwitch && item.on !== undefined && <InputSwitch checked={item.on} onChange={(e) => onSwitch(!!e.value)} aria-label={`Active: ${name}`} />}
        {onEdit && <Button type="button" icon="pi pi-pencil" rounded text aria-label={`${EVENT_WORKFLOW_UI.editTrigger} of ${name}`} title={EVENT_WORKFLOW_UI.editTrigger} onClick={onEdit} />}
        {onRemove && <Button type="button" icon="pi pi-times" rounded text severity="danger" aria-label={`Remove ${name}`} title="Remove" onClick={onRemove} />}
      </div>
    </li>
  );
}

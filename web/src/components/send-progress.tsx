import { ProgressBar } from 'primereact/progressbar';
import { ITEM_STATUS } from '@shared/event-message-workflow-constants';
import type { DeliveryCounts } from '@shared/sending';

/**
 * How far an item's send got (docs/sending.md): settled of its audience with a bar while it is
 * being sent, then what came of it. Nothing before the first send.
 */
export function SendProgress({ deliveries, sending }: { deliveries?: DeliveryCounts | null; sending: boolean }) {
  if (!deliveries?.total)
    // claimed, its audience not counted yet: a bar that says it has started
    return sending ? (
      <span className="send-progress send-progress--live" role="status" aria-label="Sending: starting">
        <span>Starting…</span>
        <ProgressBar mode="indeterminate" style={{ height: '0.4rem', width: '8rem' }} aria-label="Sending has started" />
      </span>
    ) : null;
  const { total, pending, sent, failed } = deliveries;
  const settled = total - pending - deliveries.sending;
  const label = `${sent} / ${total} sent`;
  if (!sending) return <span className="send-progress">{failed ? `${label}, ${failed} failed` : label}</span>;
  const percent = Math.floor((settled / total) * 100);
  return (
    <span className="send-progress send-progress--live" role="status" aria-label={`Sending: ${label}`}>
      <span>{label}</span>
      <ProgressBar value={percent} showValue={false} style={{ height: '0.4rem', width: '8rem' }} aria-label={`${percent}% of the audience settled`} />
    </span>
  );
}

interface Sendable {
  status: number;
  /** When it sends (unix seconds), if known. */
  time: number | null;
}

/**
 * SWR's refresh for rows that may be sent while they are on screen: every 2 s while one is being
 * sent or an active one is due within the minute or just overdue (its countdown runs out: the progress follows at
 * once), every 10 s while an active one is due within the hour (so the send shows up without a
 * reload), else none.
 */
export function refreshWhileSending(rows: Sendable[] | undefined, now = Date.now() / 1000): number {
  const due = (from: number, to: number) => rows?.some((row) => row.status === ITEM_STATUS.active && row.time !== null && row.time >= now + from && row.time <= now + to);
  if (rows?.some((row) => row.status === ITEM_STATUS.processing) || due(-120, 60)) return 2000;
  if (due(-Infinity, 3600)) return 10_000;
  return 0;
}

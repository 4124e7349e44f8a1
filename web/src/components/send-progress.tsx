import { ProgressBar } from 'primereact/progressbar';
import type { DeliveryCounts } from '../../../shared/sending';

/**
 * How far an item's send got (docs/sending.md): settled of its audience with a bar while it is
 * being sent, then what came of it. Nothing before the first send.
 */
export function SendProgress({ deliveries, sending }: { deliveries?: DeliveryCounts | null; sending: boolean }) {
  if (!deliveries?.total) return null;
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

/** SWR's refresh while something is being sent: every 2 s, then no more. */
export const refreshWhileSending = (sending: boolean) => (sending ? 2000 : 0);

import type { StoredAlert } from '../../data/alerts.ts';
import { formatAmsterdam } from '../../../shared/amsterdam-time.ts';
import { ALERT_KIND_LABELS, ALERT_TEXTS, DIGEST_LINES_MAX } from '../../../shared/alerts.ts';

/** The digest mail's subject and body: one line per alert (time on the Amsterdam clock, kind, text, link), at most DIGEST_LINES_MAX. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function digestMail(alerts: StoredAlert[], appUrl: string): { subject: string; html: string } {
  const lines = alerts.slice(0, DIGEST_LINES_MAX).map((alert) => {
    const href = escapeHtml(appUrl.replace(/\/$/, '') + alert.link);
    return `<li><strong>${escapeHtml(ALERT_KIND_LABELS[alert.kind])}</strong> (${formatAmsterdam(alert.createdAt, 'date-time')}): ${escapeHtml(alert.message)} <a href="${href}">Open the timeline</a></li>`;
  });
  const more = alerts.length > DIGEST_LINES_MAX ? `<p>And ${alerts.length - DIGEST_LINES_MAX} more: see the bell in the back office.</p>` : '';
  const html = `<html><body><p>New alerts since the last digest (times: Europe/Amsterdam):</p><ul>${lines.join('')}</ul>${more}</body></html>`;
  return { subject: ALERT_TEXTS.digestSubject(alerts.length), html };
}

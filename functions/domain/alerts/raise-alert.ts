import { getAlert, putAlertOnce } from '../../data/alerts.ts';
import { alertId, timelineLink, type AlertKind } from '../../../shared/alerts.ts';

/**
 * Raises an alert for the people who run the event (docs/alerts.md): at most one per (kind, item),
 * whoever detects it and however often. The id is made of the kind and the item, and the record is
 * a put if absent, so a detection that runs twice (a retried job, a duplicate SQS message, two
 * recounts at once) raises one alert. Every signed-in user sees it in the bell; the hourly digest
 * mails it.
 *
 * The readiness check calls it directly:
 *   raiseAlert({ kind: 'readiness-blocked', itemId, eventId, message: 'The message #12 has no template.' })
 * `link` is a path in the app; the item's timeline unless given.
 * Answers true when this call raised it, false when it was raised before.
 */
export interface AlertRequest {
  kind: AlertKind;
  itemId: number;
  eventId: number;
  message: string;
  link?: string;
}

export async function raiseAlert(request: AlertRequest, at?: number): Promise<boolean> {
  const id = alertId(request.kind, request.itemId);
  return putAlertOnce({ id, kind: request.kind, itemId: request.itemId, eventId: request.eventId, message: request.message, link: request.link ?? timelineLink(request.eventId) }, at);
}

/** Whether the (kind, item) alert was raised already: detections that cost reads ask first. */
export const alertRaised = async (kind: AlertKind, itemId: number): Promise<boolean> => Boolean(await getAlert(alertId(kind, itemId)));

import { getAlert, getReads, listAlerts, markAllRead, markRead, timeKeyUpTo, timeKeysAfter, type AlertReads, type StoredAlert } from '../../data/alerts.ts';
import { notFound } from '../failure.ts';
import { ALERT_ID_PATTERN, ALERT_TEXTS, UNREAD_COUNT_MAX, type Alert, type AlertPage } from '../../../shared/alerts.ts';
import type { ListFilter, ParsedListQuery } from '../../../shared/list-query.ts';

/**
 * What a signed-in user sees of the alerts (docs/alerts.md): every alert, read or not by them, in
 * the list contract (page, sort by createdAt, filters unread, kind, eventId, itemId, search in the
 * text), with their unread count beside it. The count reads the alerts after the user's
 * Mark-all-as-read (gsi4, newest first) up to UNREAD_COUNT_MAX of them past those read one by one,
 * never the whole list: the bell asks for it every 30 s.
 */
/** An alert as a user sees it, with `unread` as a number for the list's filter (filter[unread]=true). */
export type AlertRow = Alert & { unread: number };

const isRead = (alert: StoredAlert, reads: AlertReads) => alert.timeKey <= reads.readUpTo || reads.read.has(alert.timeKey);

const toRow = (alert: StoredAlert, reads: AlertReads): AlertRow => {
  const read = isRead(alert, reads);
  return { id: alert.id, kind: alert.kind, itemId: alert.itemId, eventId: alert.eventId, message: alert.message, link: alert.link, createdAt: alert.createdAt, read, unread: read ? 0 : 1 };
};

function matches(row: AlertRow, filter: ListFilter): boolean {
  const value = String(row[filter.field as keyof AlertRow]).toLowerCase();
  const wanted = filter.value.toLowerCase();
  if (filter.op === 'eq') return value === wanted;
  if (filter.op === 'in') return wanted.split(',').map((v) => v.trim()).includes(value);
  if (filter.op === 'like') return value.includes(wanted);
  return wanted.split(/\s+/).every((word) => value.includes(word));
}

/** The unread count of a user (at most UNREAD_COUNT_MAX, `capped` beyond). */
export async function unreadCount(userId: number, reads?: AlertReads): Promise<{ unread: number; capped: boolean }> {
  reads ??= await getReads(userId);
  const keys = await timeKeysAfter(reads.readUpTo, UNREAD_COUNT_MAX + 1 + reads.read.size);
  const unread = keys.filter((key) => !reads.read.has(key)).length;
  return { unread: Math.min(unread, UNREAD_COUNT_MAX), capped: unread > UNREAD_COUNT_MAX };
}

export async function listAlertsFor(userId: number, query: ParsedListQuery): Promise<AlertPage> {
  const reads = await getReads(userId);
  const [alerts, count] = await Promise.all([listAlerts(), unreadCount(userId, reads)]);
  let rows = alerts.map((alert) => toRow(alert, reads)).filter((row) => query.filters.every((filter) => matches(row, filter)));
  if (query.search) {
    const words = query.search.toLowerCase().split(/\s+/).filter(Boolean);
    rows = rows.filter((row) => words.every((word) => row.message.toLowerCase().includes(word)));
  }
  // newest first as read; the other way round on request (the time key breaks ties)
  if (query.sort[0] && !query.sort[0].desc) rows.reverse();
  const start = (query.page.number - 1) * query.page.size;
  const items = rows.slice(start, start + query.page.size).map(({ unread: _unread, ...alert }) => alert);
  return { items, total: rows.length, unread: count.unread, unreadCapped: count.capped };
}

/** An alert by its id; a malformed or unknown id is a 404. */
async function alertById(id: string): Promise<StoredAlert> {
  const alert = ALERT_ID_PATTERN.test(id) ? await getAlert(id) : undefined;
  if (!alert) throw notFound(ALERT_TEXTS.alertNotFound(id));
  return alert;
}

/** Marks one alert read for the user (a repeat changes nothing); answers it as they now see it. */
export async function readAlert(userId: number, id: string): Promise<Alert> {
  const alert = await alertById(id);
  await markRead(userId, alert.timeKey);
  const { unread: _unread, ...row } = toRow(alert, await getReads(userId));
  return row;
}

/** Marks every alert raised up to now read for the user; answers their unread count after it. */
export async function readAllAlerts(userId: number, at: number): Promise<{ unread: number; capped: boolean }> {
  // up to the second before the click; the alerts of its own second as they are now, one by one
  const upTo = timeKeyUpTo(at - 1);
  await markAllRead(userId, upTo, await timeKeysAfter(upTo, UNREAD_COUNT_MAX));
  return unreadCount(userId);
}

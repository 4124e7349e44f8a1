import { createHandler, ok } from '../../kit/http.ts';
import { readListQuery } from '../../kit/list-engine.ts';
import { now } from '../../data/clock.ts';
import { listAlertsFor, readAlert, readAllAlerts } from '../../domain/alerts/alert-list.ts';
import { ALERT_LIST } from './alert-list-spec.ts';

/**
 * The alerts of the notification centre (docs/alerts.md), for every signed-in user: the list (the
 * list contract, plus the user's unread count), and marking read, which is the user's own.
 */
export const handler = createHandler({
  'GET /v1/alerts': async ({ query, user }) => ok(await listAlertsFor(user.id, readListQuery(query, ALERT_LIST))),
  'POST /v1/alerts/{id}/read': async ({ params, user }) => ok(await readAlert(user.id, params.id)),
  'POST /v1/alerts/read-all': async ({ user }) => ok(await readAllAlerts(user.id, now())),
});

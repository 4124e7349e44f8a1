import { createHandler, ok } from '../../kit/http.ts';
import { eventOrNotFound, loadItem } from '../../domain/items/find-item.ts';
import { checkDue, checkEvent, runItemCheck } from '../../domain/readiness/run-checks.ts';
import { lastBadges } from '../../domain/readiness/last-badges.ts';
import { invalid } from '../../domain/failure.ts';
import { now } from '../../data/clock.ts';
import { READINESS_DAYS_DEFAULT, READINESS_DAYS_MAX, READINESS_FIELD_TEXTS } from '../../../shared/readiness.ts';

/**
 * The readiness check (docs/readiness.md): run on demand for an item, an event's Active items or
 * every Active item due within some days, each result stored for the badges; and the badges
 * themselves (the last check of each item, nothing run). Any signed-in user (staff, super-admin).
 */
function daysOf(query: URLSearchParams): number {
  const raw = query.get('days');
  if (raw === null || raw === '') return READINESS_DAYS_DEFAULT;
  const days = Number(raw);
  if (!/^\d+$/.test(raw) || days < 1 || days > READINESS_DAYS_MAX) throw invalid({ days: READINESS_FIELD_TEXTS.days }, READINESS_FIELD_TEXTS.days);
  return days;
}

/** `after`: the item id an earlier part of the check answered as `next` (none: from the first). */
function afterOf(query: URLSearchParams): number | undefined {
  const raw = query.get('after');
  if (raw === null || raw === '') return undefined;
  if (!/^\d{1,15}$/.test(raw)) throw invalid({ after: READINESS_FIELD_TEXTS.after }, READINESS_FIELD_TEXTS.after);
  return Number(raw);
}

export const handler = createHandler({
  'GET /v1/event-message-workflows/{id}/readiness': async ({ params }) => ok(await runItemCheck(await loadItem(params.id), now())),
  'GET /v1/events/{id}/readiness': async ({ params, query }) => ok(await checkEvent((await eventOrNotFound(params.id)).id, now(), afterOf(query))),
  'GET /v1/readiness': async ({ query }) => ok(await checkDue(daysOf(query), now(), afterOf(query))),
  'GET /v1/readiness/last': async ({ query }) => {
    const items = await lastBadges(query);
    return ok({ items, total: items.length });
  },
});

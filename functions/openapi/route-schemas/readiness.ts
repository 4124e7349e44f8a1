import * as readiness from '../../../shared/readiness.ts';
import { data, page, type RouteSchemas } from '../declaration.ts';

/** The part of an on-demand readiness check to go on with (docs/readiness.md, "Limits"). */
const AFTER_QUERY = { name: 'after', description: 'The item id an earlier answer gave as `next`: the check goes on with the items after it.', schema: { type: 'integer', minimum: 0 } };

/** Readiness checks: of an item, of an event's items, of the items due soon, and the last badges. */
export const READINESS_ROUTES: Record<string, RouteSchemas> = {
  'GET /v1/event-message-workflows/{id}/readiness': { summary: "Check an item's readiness now: a dry run of its send (nothing is sent); the result is kept for its badge", answer: data(readiness.ItemReadinessSchema) },
  'GET /v1/events/{id}/readiness': {
    summary: "Check the readiness of an event's Active items now, in id order, with every item's problems: as many as fit in the request's time; `next` names the item to go on after",
    query: [AFTER_QUERY],
    answer: data(readiness.EventReadinessPartSchema),
    refusals: [422],
  },
  'GET /v1/readiness': {
    summary: 'Check every Active item due within some days now, in id order: as many as fit in the request\'s time; `next` names the item to go on after',
    query: [{ name: 'days', description: `Days ahead, from 1 to ${readiness.READINESS_DAYS_MAX}; default ${readiness.READINESS_DAYS_DEFAULT}.`, schema: { type: 'integer', minimum: 1, maximum: readiness.READINESS_DAYS_MAX, default: readiness.READINESS_DAYS_DEFAULT } }, AFTER_QUERY],
    answer: data(readiness.DueReadinessPartSchema),
    refusals: [422],
  },
  'GET /v1/readiness/last': {
    summary: 'The badges of the last readiness checks of some items (nothing is run); items never checked are left out',
    query: [
      { name: 'eventId', description: "An event's items.", schema: { type: 'integer', minimum: 1 } },
      { name: 'itemIds', description: 'A comma list of item ids (at most 200), when no eventId is given.', schema: { type: 'string' } },
    ],
    answer: page(readiness.ReadinessBadgeSchema),
    refusals: [422],
  },
};

import type { ListSpec } from '../../kit/list-engine.ts';
import type { AlertRow } from '../../domain/alerts/alert-list.ts';
import { ALERT_KINDS } from '../../../shared/alerts.ts';

/** What GET /v1/alerts sorts and filters by (docs/alerts.md); filter[unread]=true: the ones the user has not read. */
export const ALERT_LIST: ListSpec<AlertRow> = {
  fields: {
    createdAt: { type: 'number', filterable: false },
    kind: { type: 'string', values: ALERT_KINDS, sortable: false },
    eventId: { type: 'number', sortable: false },
    itemId: { type: 'number', sortable: false },
    unread: { type: 'number', names: { true: 1, false: 0 }, sortable: false },
  },
  defaultSort: '-createdAt',
  search: ['message'],
  defaultPageSize: 10,
};

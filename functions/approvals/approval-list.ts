import type { ListSpec } from '../kit/list-engine.ts';
import type { Approval } from '../../shared/approval-schemas.ts';
import { APPROVAL_KINDS, APPROVAL_STATES } from '../../shared/approvals.ts';

/**
 * GET /v1/approvals's list: the list contract of every other list, newest first; filter[state]
 * (pending for the page), and filter[eventId] / filter[itemId] for the approvals that concern an
 * event or an item (the timeline's and the dashboard's markers).
 */
const concerns = (ids: (approval: Approval) => number[]) => (approval: Approval, filter: { value: string }) => filter.value.split(',').some((id) => ids(approval).includes(Number(id)));

export const APPROVAL_LIST: ListSpec<Approval> = {
  fields: {
    id: { type: 'number' },
    createdAt: { type: 'number' },
    decidedAt: { type: 'number' },
    kind: { type: 'string', values: APPROVAL_KINDS },
    state: { type: 'string', values: APPROVAL_STATES },
    summary: { type: 'string' },
    authorId: { type: 'number', get: (approval) => approval.author.id, sortable: false },
    eventId: { type: 'string', match: concerns((approval) => approval.eventIds) },
    itemId: { type: 'string', match: concerns((approval) => approval.itemIds) },
  },
  defaultSort: '-createdAt',
  search: ['summary', 'author.name'],
};

import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useApprovals } from './api/get-approvals';
import type { ListResource } from '@/components/list-page/list-types';
import { formatAmsterdam } from '@/lib/format';
import { APPROVAL_KIND_LABELS, APPROVAL_KINDS, APPROVAL_STATES, APPROVALS_PATH } from '@shared/approvals';
import type { Approval } from '@shared/approval-schemas';

const timelineOf = (eventId: number) => `/event-message-workflows/edit/${eventId}`;

/** Settings > Approvals (docs/approvals.md): the pending changes, newest first; decided ones through the State filter. */
export function approvalListResource(actions: (approval: Approval) => ReactNode): ListResource<Approval> {
  return {
    title: 'Approvals',
    path: APPROVALS_PATH,
    defaultSort: '-createdAt',
    useItems: useApprovals,
    emptyText: 'No changes wait for approval.',
    loadFailedText: 'The approvals could not be loaded.',
    rowName: (approval) => `Change #${approval.id}`,
    rowActions: actions,
    columns: [
      { field: 'createdAt', header: 'Proposed', sortable: true, width: '11rem', body: (approval) => formatAmsterdam(approval.createdAt, 'date-time') },
      { field: 'authorId', header: 'By', width: '9rem', body: (approval) => approval.author.name },
      {
        field: 'kind',
        header: 'Change',
        sortable: true,
        width: '13rem',
        filter: { type: 'select', options: APPROVAL_KINDS.map((kind) => ({ label: APPROVAL_KIND_LABELS[kind], value: kind })) },
        body: (approval) => APPROVAL_KIND_LABELS[approval.kind],
      },
      { field: 'summary', header: 'What', sortable: true, filter: { type: 'text', op: 'like' }, body: (approval) => approval.summary },
      {
        field: 'eventId',
        header: 'Events',
        width: '8rem',
        body: (approval) =>
          approval.eventIds.map((id) => (
            <Link key={id} href={timelineOf(id)} className="approvals__event">
              #{id}
            </Link>
          )),
      },
      {
        field: 'state',
        header: 'State',
        width: '10rem',
        filter: { type: 'select', options: APPROVAL_STATES.map((state) => ({ label: state[0].toUpperCase() + state.slice(1), value: state })) },
        body: (approval) => (approval.decider ? `${approval.state} by ${approval.decider.name}${approval.comment ? `: ${approval.comment}` : ''}` : approval.state),
      },
    ],
  };
}

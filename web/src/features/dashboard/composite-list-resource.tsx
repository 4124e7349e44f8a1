import { Link } from 'wouter';
import { useComposites } from './api/get-composites';
import { deleteItem, reactivateItems, removeItems } from './api/item-actions';
import { CompositeStatus, WorkflowName } from './components/composite-status';
import { defaultRangeParams } from './date-range';
import { formatAmsterdam } from '@/lib/format';
import { eventTimelinePath } from '@/lib/paths';
import { DASHBOARD_UI } from './dashboard-texts';
import type { Composite } from '@shared/dashboard';
import type { BulkAction } from '@/components/bulk-action-bar';
import type { ListResource } from '@/components/list-page/list-types';
import { SendProgress } from '@/components/send-progress';
import { ReadinessBadge } from '@/components/readiness/readiness-badge';
import { PendingApprovalMarker } from '@/components/pending-approval-marker';
import { DELIVERY_LOG_TEXTS, hasDeliveryLog } from '@shared/delivery-log-constants';
import { ITEM_STATUS, STATUS_COUNTS } from '@shared/event-message-workflow-constants';
import { MESSAGE_TYPES, messageTypeName } from '@shared/message-types';

/** Sent of the audience, with a bar while it is being sent; '-' before the first send. */
const sentSending = (row: Composite) => (row.deliveries?.total ? <SendProgress deliveries={row.deliveries} sending={row.status === ITEM_STATUS.processing} /> : '-');
const byLabel = (a: BulkAction<Composite>, b: BulkAction<Composite>) => a.label.localeCompare(b.label);

/** Spec section 4: Remove (super-admin only, as is the whole bar) first, the rest sorted by label. */
// Each is offered for the rows it can take (spec section 4: Remove active items, Reactivate failed ones).
const BULK_ACTIONS: BulkAction<Composite>[] = [
  {
    value: 'remove',
    label: 'Remove',
    run: removeItems,
    doneText: DASHBOARD_UI.removed,
    failedText: DASHBOARD_UI.removeFailed,
    appliesTo: { test: (row) => row.status === ITEM_STATUS.active, rows: 'active rows' },
  },
  ...[
    {
      value: 'reactivate',
      label: 'Reactivate',
      run: reactivateItems,
      doneText: DASHBOARD_UI.reactivated,
      failedText: DASHBOARD_UI.reactivateFailed,
      appliesTo: { test: (row: Composite) => row.status === ITEM_STATUS.error, rows: 'failed rows' },
    },
  ].sort(byLabel),
];

/** The dashboard's 'Scheduled Message Workflows' table (spec sections 2-4); the date range rides in the URL beside the list. */
export const compositeListResource: ListResource<Composite> = {
  title: DASHBOARD_UI.title,
  tableTitle: DASHBOARD_UI.tableTitle,
  path: '/',
  defaultSort: 'sendDate',
  useItems: useComposites,
  extraParams: () => defaultRangeParams(),
  emptyText: DASHBOARD_UI.empty,
  loadFailedText: DASHBOARD_UI.loadFailed,
  columns: [
    {
      field: 'eventId',
      header: 'ID',
      sortable: true,
      width: '4.5rem',
      filter: { type: 'text', op: 'eq' },
      body: (row) => <Link href={eventTimelinePath(row.eventId)}>{row.eventId}</Link>,
    },
    {
      field: 'eventName',
      header: 'Event name',
      sortable: true,
      width: '8rem',
      filter: { type: 'text' },
      // the event's timeline, where its items are edited
      body: (row) => <Link href={eventTimelinePath(row.eventId)}>{row.eventName}</Link>,
    },
    { field: 'countryName', header: 'Country', sortable: true, width: '6rem', filter: { type: 'text' } },
    {
      field: 'messageType',
      header: 'Message type',
      sortable: true,
      width: '7rem',
      filter: { type: 'select', options: MESSAGE_TYPES.map(({ id, name }) => ({ label: name, value: String(id) })) },
      body: (row) => messageTypeName(row.messageType),
    },
    { field: 'workflowName', header: 'Workflow name', sortable: true, width: '8rem', filter: { type: 'text' }, body: (row) => <WorkflowName row={row} /> },
    { field: 'sendDate', header: 'Send date', sortable: true, width: '5.5rem', body: (row) => formatAmsterdam(row.sendDate, 'date-time') },
    { field: 'sentSending', header: 'Sent / Sending', width: '4.5rem', body: sentSending },
    {
      field: 'status',
      header: 'Status',
      sortable: true,
      width: '7rem',
      filter: { type: 'select', options: STATUS_COUNTS.map(({ status, label }) => ({ label, value: String(status) })) },
      // with the last readiness check of an item still to send (docs/readiness.md): in this column, so eleven columns still fit
      body: (row) => (
        <>
          <CompositeStatus row={row} />
          {row.status === ITEM_STATUS.active && <ReadinessBadge itemId={row.id} />}
          <PendingApprovalMarker itemId={row.id} name={row.workflowName} />
        </>
      ),
    },
    { field: 'updatedAt', header: 'Updated at', sortable: true, width: '5.5rem', body: (row) => formatAmsterdam(row.updatedAt, 'date-time') },
  ],
  // The item's delivery log, once its sending began (docs/decisions/015-delivery-log.md).
  rowActions: (row) =>
    hasDeliveryLog(row.status, row.deliveries) && (
      <Link href={`/event-message-workflows/items/${row.id}/deliveries`} className="p-button p-button-text p-button-rounded p-button-icon-only" aria-label={`${DELIVERY_LOG_TEXTS.title} of ${row.workflowName}`} title={DELIVERY_LOG_TEXTS.title}>
        <i className="pi pi-list p-button-icon" aria-hidden="true" />
      </Link>
    ),
  remove: {
    run: (row) => deleteItem(row.id),
    // Spec section 4: only active items can be deleted.
    allowed: (row) => row.status === ITEM_STATUS.active,
    question: DASHBOARD_UI.deleteQuestion,
    doneText: DASHBOARD_UI.deleted,
    failedText: DASHBOARD_UI.deleteFailed,
  },
  bulkActions: BULK_ACTIONS,
  rowName: (row) => `${row.workflowName} for ${row.eventName}`,
};

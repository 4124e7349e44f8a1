import { ProgressBar } from 'primereact/progressbar';
import { Link } from 'wouter';
import { eventStatusColourClass, StatusBadge } from '@/components/status-badge';
import { countScheduledMessages } from './api/count-scheduled-messages';
import { deleteEventWorkflows } from './api/delete-event-workflows';
import { disableEventWorkflows, reactivateEventWorkflows } from './api/event-workflow-statuses';
import { useEventWorkflowEvents } from './api/get-event-workflow-events';
import { removeEventWorkflows } from './api/remove-event-workflows';
import { EVENT_WORKFLOWS_PATH, eventWorkflowEditPath } from './event-workflow-paths';
import { EVENT_WORKFLOW_UI } from './event-workflow-texts';
import type { EventWorkflowEvent } from '@shared/event-message-workflows';
import { idColumn } from '@/components/list-page/columns';
import { LastActionCell } from '@/components/last-action';
import { reportingBulkAction } from '@/components/bulk-action-bar';
import type { ListColumn, ListResource } from '@/components/list-page/list-types';
import { formatAmsterdam } from '@/lib/format';
import { EVENT_STATUS } from '@shared/directory/vocabulary';

const cancelled = (event: EventWorkflowEvent) => event.status === EVENT_STATUS.cancelled;

/** Start and end: 'YYYY-MM-DD HH:mm' in Amsterdam; the filter takes any part of that text ('2027-03'). */
const dateColumn = (field: 'startTime' | 'endTime', header: string): ListColumn<EventWorkflowEvent> => ({
  field,
  header,
  sortable: true,
  width: '6rem',
  filter: { type: 'text' },
  // The date and the time each stay whole; a narrow column puts the time under the date.
  body: (event) => (
    <span className="event-date">
      {formatAmsterdam(event[field], 'date-time')
        .split(' ')
        .map((part) => (
          <span key={part}>{part}</span>
        ))}
    </span>
  ),
});

/** The event message workflow list (spec section 2): one row per event with workflows. */
export const eventWorkflowListResource: ListResource<EventWorkflowEvent> = {
  title: EVENT_WORKFLOW_UI.listTitle,
  path: EVENT_WORKFLOWS_PATH,
  // The latest events first: the upcoming ones are what staff work on, past ones pile up below.
  defaultSort: '-startTime',
  useItems: useEventWorkflowEvents,
  emptyText: EVENT_WORKFLOW_UI.noEventWorkflows,
  loadFailedText: EVENT_WORKFLOW_UI.loadEventsFailed,
  createLabel: EVENT_WORKFLOW_UI.createLabel,
  rowClassName: (event) => (cancelled(event) ? 'event-row--cancelled' : undefined),
  columns: [
    // Ten columns in a laptop's width: Sent / Total and Status (which has its filter) do not sort.
    idColumn(eventWorkflowEditPath),
    {
      field: 'name',
      header: 'Event name',
      sortable: true,
      // Sized, so it gives way to the others below the lists' usual 12rem; it takes what they leave.
      width: '10rem',
      filter: { type: 'text' },
      body: (event) => <Link href={eventWorkflowEditPath(event.id)}>{event.name}</Link>,
    },
    // Spec section 7: the country filters as country.name; the sort key countryName maps to it.
    { field: 'countryName', header: 'Country', sortable: true, width: '6.5rem', filter: { type: 'text', field: 'country.name' } },
    dateColumn('startTime', 'Start date'),
    dateColumn('endTime', 'End date'),
    {
      field: 'numberOfSentEventMessageWorkflows',
      header: 'Sent / Total',
      width: '5rem',
      body: (event) => (
        <>
          {event.numberOfSentEventMessageWorkflows} / {event.numberOfTotalEventMessageWorkflows}
          {/* what a bulk Disable switches off (decision 021) */}
          {event.numberOfActiveEventMessageWorkflows !== undefined && <span className="event-active-count">{EVENT_WORKFLOW_UI.activeCount(event.numberOfActiveEventMessageWorkflows)}</span>}
          {!!event.numberOfProcessingEventMessageWorkflows && <ProgressBar mode="indeterminate" style={{ height: '0.3rem' }} aria-label={`${event.numberOfProcessingEventMessageWorkflows} being sent`} />}
        </>
      ),
    },
    // The spec's 'Date' and 'Status' say what they are (decision 021): when the event's workflows were attached, and the event's own status.
    { field: 'createdAt', header: 'Attached at', sortable: true, width: '7rem', body: (event) => <LastActionCell record={{ createdAt: event.createdAt, updatedAt: event.createdAt, createdByUser: event.createdByUser }} /> },
    {
      field: 'status',
      header: 'Event status',
      width: '7rem',
      filter: {
        type: 'select',
        options: [
          { label: 'Active', value: String(EVENT_STATUS.active) },
          { label: 'Cancelled', value: String(EVENT_STATUS.cancelled) },
        ],
      },
      body: (event) => <StatusBadge status={event.status} label={cancelled(event) ? 'Cancelled' : 'Active'} colourClass={eventStatusColourClass(cancelled(event))} />,
    },
  ],
  // Two steps (spec section 4): count the event's scheduled messages, then ask with that count.
  remove: {
    run: (event) => deleteEventWorkflows(event.id),
    question: () => EVENT_WORKFLOW_UI.confirmDeleteAll(0),
    guard: (event) => ({
      countingText: EVENT_WORKFLOW_UI.countingScheduled,
      count: () => countScheduledMessages(event.id),
      question: EVENT_WORKFLOW_UI.confirmDeleteAll,
      failedText: EVENT_WORKFLOW_UI.countFailed,
    }),
    doneText: EVENT_WORKFLOW_UI.allDeleted,
    failedText: EVENT_WORKFLOW_UI.deleteFailed,
  },
  // Spec section 4: Remove, Reactivate (the events' failed workflows, decision 020) and Disable, the default.
  bulkActions: [
    { value: 'remove', label: 'Remove', run: removeEventWorkflows, doneText: EVENT_WORKFLOW_UI.removed, failedText: EVENT_WORKFLOW_UI.removeFailed },
    { value: 'reactivate', label: 'Reactivate', run: reactivateEventWorkflows, doneText: EVENT_WORKFLOW_UI.reactivated, failedText: EVENT_WORKFLOW_UI.reactivateFailed },
    // Says what it did to the items (decision 021); the rows' active counts follow.
    reportingBulkAction({
      value: 'disable',
      label: 'Disable',
      run: disableEventWorkflows,
      doneText: ({ disabled }, eventIds) => EVENT_WORKFLOW_UI.disabledCount(disabled, eventIds.length),
      failedText: EVENT_WORKFLOW_UI.disableFailed,
      isDefault: true,
    }),
  ],
};

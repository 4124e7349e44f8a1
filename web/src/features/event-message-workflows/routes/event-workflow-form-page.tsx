import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useDirectoryEvent } from '../api/get-directory-event';
import { useEventItems } from '../api/get-event-items';
import { searchEventsWithWorkflows } from '../api/search-events-with-workflows';
import { AttachPanel } from '../components/attach-panel';
import { EditTriggerDialog } from '../components/edit-trigger-dialog';
import { EventTimeline } from '../components/event-timeline';
import { CheckReadinessPanel } from '../components/check-readiness-panel';
import { PendingApprovalBanner } from '../components/pending-approval-banner';
import { usePendingApprovals } from '@/api/approvals/get-pending-approvals';
import { previewRemoval } from '../api/preview-event-workflows';
import { ReplanList } from '../components/change-preview';
import type { EventChangePreview } from '@shared/change-preview';
import { canRetry, type DraftItem } from '../components/timeline-draft';
import { useTimelineEditor } from '../components/use-timeline-editor';
import { EVENT_WORKFLOWS_PATH, eventWorkflowEditPath } from '../event-workflow-paths';
import { EVENT_WORKFLOW_UI } from '../event-workflow-texts';
import type { EventWorkflowItem } from '../event-workflow-types';
import type { StoredEvent } from '@shared/directory/responses';
import { reactivateEventMessageWorkflows } from '@/api/event-message-workflows/reactivate-event-message-workflows';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { RecordHistory } from '@/components/record-history/record-history';
import { EventChooser } from '@/components/directory/event-chooser';
import type { EventSummary } from '@/components/directory/directory-types';
import { FormField } from '@/components/form-page/form-field';
import { LeaveDialog } from '@/components/form-page/leave-dialog';
import { ChangeLines } from '@/components/change-lines/change-lines';
import { SaveConfirmationDialog } from '@/components/form-page/save-confirmation';
import { useLeaveGuard } from '@/components/form-page/use-leave-guard';
import { PageHeader } from '@/components/page-header';
import { PageLoading } from '@/components/page-loading';
import { toastFailure } from '@/lib/api-client';
import { useIsSuperAdmin } from '@/lib/auth-store';
import { formatAmsterdam } from '@/lib/format';
import { toast } from '@/lib/toast';
import { listHref } from '@/lib/list-state';
import { EVENT_STATUS } from '@shared/directory/vocabulary';
import { canSwitch, ITEM_STATUS } from '@shared/event-message-workflows';
import '../event-message-workflows.css';
import '@/components/form-page/form-page.css';

/** The event being edited: its name, country, dates and whether it is cancelled. */
function EventHeading({ event }: { event: StoredEvent }) {
  return (
    <div className="event-heading" aria-label="Event">
      <strong>
        #{event.id} {event.name}
      </strong>
      <span>{event.countryName}</span>
      <span>
        {formatAmsterdam(event.startTime, 'day')} {formatAmsterdam(event.startTime, 'time')} - {formatAmsterdam(event.endTime, 'day')} {formatAmsterdam(event.endTime, 'time')}
      </span>
      {event.status === EVENT_STATUS.cancelled && <Tag value="Cancelled" severity="danger" />}
    </div>
  );
}

/** What changes whenever an item is saved, attached or removed: the History reloads with it. */
const historyKey = (items: EventWorkflowItem[]) => items.map((item) => `${item.id}.${item.version}`).join(',');

/**
 * Failures explain themselves when they happen (decision 021): an item the page saw in another
 * status that turns failed while the page is open says so in a toast, with its reason.
 */
function useFailureToasts(items: EventWorkflowItem[] | undefined) {
  const seen = useRef(new Map<number, number>());
  useEffect(() => {
    for (const item of items ?? []) {
      const before = seen.current.get(item.id);
      if (before !== undefined && before !== ITEM_STATUS.error && item.status === ITEM_STATUS.error)
        toast.error(EVENT_WORKFLOW_UI.failedNow(item.messageWorkflow?.name ?? `#${item.id}`), item.note ?? undefined);
      seen.current.set(item.id, item.status);
    }
  }, [items]);
}

/**
 * Create ('Creating Event-Message Workflow': choose the event first) and edit (by event id) the
 * workflows of one event (spec sections 2, 4, 5): the attach panel, the timeline with each item's
 * switch, trigger and remove, and Save, which posts the attachments and the changes together.
 */
export default function EventWorkflowFormPage({ eventId: routeId }: { eventId?: string }) {
  const [, navigate] = useLocation();
  const superAdmin = useIsSuperAdmin();
  const [chosen, setChosen] = useState<EventSummary | undefined>();
  const eventId = routeId !== undefined ? Number(routeId) : chosen?.id;
  const event = useDirectoryEvent(eventId);
  const saved = useEventItems(eventId);
  const editor = useTimelineEditor(eventId, saved.data ?? [], saved.mutate);
  const [editing, setEditing] = useState<DraftItem | null>(null);
  const [removing, setRemoving] = useState<DraftItem | null>(null);
  // The Remove confirmation says what the removal does to pending sends (docs/change-previews.md V10); the question stands without it.
  const [removal, setRemoval] = useState<{ itemId: number; lines: string[] } | null>(null);
  const askToRemove = (item: DraftItem) => {
    setRemoving(item);
    if (eventId !== undefined && item.id !== undefined)
      previewRemoval(eventId, [item.id]).then(
        (preview) => setRemoval({ itemId: item.id!, lines: preview.lines }),
        () => undefined,
      );
  };
  const removalLines = removing && removal && removal.itemId === removing.id ? removal.lines : null;
  const [marked, setMarked] = useState<string[]>([]);
  useFailureToasts(saved.data);
  const pending = usePendingApprovals({ eventId });
  const leaveGuard = useLeaveGuard(editor.dirty);
  const backToList = listHref(EVENT_WORKFLOWS_PATH);

  // A missing event (or items that cannot be read) goes back to the list on edit (spec section 8).
  const loadError = event.error ?? saved.error;
  useEffect(() => {
    if (!loadError) return;
    toastFailure(EVENT_WORKFLOW_UI.loadFailed, loadError);
    if (routeId !== undefined) navigate(backToList, { replace: true });
    else setChosen(undefined);
  }, [loadError]);

  const choose = (next: EventSummary | undefined) => {
    setChosen(next);
    editor.restart();
    setMarked([]);
    if (!next) editor.setErrors({ items: {}, event: EVENT_WORKFLOW_UI.eventRequired });
  };

  // Saving keeps the user on the timeline (decision 021); a created one continues as the event's edit page.
  const finishSave = async () => {
    if ((await editor.save()) && routeId === undefined && eventId !== undefined) navigate(eventWorkflowEditPath(eventId), { replace: true });
  };
  // Save first shows what the change does to pending sends (docs/change-previews.md); Cancel keeps the edit.
  const [confirming, setConfirming] = useState<{ preview?: EventChangePreview } | null>(null);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    const asked = await editor.askToSave();
    if (asked === 'save') await finishSave();
    else if (asked) setConfirming(asked);
  };

  const retry = async (id: number) => {
    try {
      await reactivateEventMessageWorkflows([id]);
      toast.success(EVENT_WORKFLOW_UI.retried);
    } catch (error) {
      toastFailure(EVENT_WORKFLOW_UI.reactivateFailed, error);
    }
    await saved.mutate();
  };

  const actionsOf = (item: DraftItem) => {
    const isNew = item.id === undefined;
    const status = item.savedStatus ?? ITEM_STATUS.active;
    return {
      // Spec section 4: the switch while not completed (the API switches active and inactive ones only).
      onSwitch: isNew || canSwitch(status) ? (on: boolean) => editor.switchOne(item, on) : undefined,
      // Not while it is being sent or once sent.
      onEdit: status !== ITEM_STATUS.processing && status !== ITEM_STATUS.completed ? () => setEditing(item) : undefined,
      // Only active saved items are deleted, by a super-admin; a new one is just dropped.
      onRemove: isNew ? () => editor.remove(item) : status === ITEM_STATUS.active && superAdmin ? () => askToRemove(item) : undefined,
      // Spec section 4: only failed items are reactivated, by a super-admin (the API's right); not while the page
      // changes it, nor without a sending time (its trigger is fixed instead: decision 021, R1).
      onRetry:
        item.id !== undefined && status === ITEM_STATUS.error && !item.pending && superAdmin && canRetry(item)
          ? () => void retry(item.id!)
          : undefined,
    };
  };

  const loading = eventId !== undefined && !loadError && (!event.data || !saved.data);
  const ready = !!event.data && !!saved.data && !loading;
  const nothingToSave = ready && editor.items.length > 0 && !editor.dirty;
  return (
    <section className="form-page form-page--wide">
      <PageHeader title={routeId !== undefined ? EVENT_WORKFLOW_UI.editTitle : EVENT_WORKFLOW_UI.createTitle} />
      <form className="card form-page__form event-workflow-form" onSubmit={save} noValidate aria-busy={loading}>
        {routeId === undefined && (
          <FormField id="event-workflow-event" label="Event" required error={editor.errors.event}>
            <EventChooser id="event-workflow-event" value={chosen} onChange={choose} search={searchEventsWithWorkflows} invalid={!!editor.errors.event} describedBy={editor.errors.event ? 'event-workflow-event-error' : undefined} />
          </FormField>
        )}
        {loading && <PageLoading />}
        {ready && event.data && (
          <>
            {routeId !== undefined && <EventHeading event={event.data} />}
            <AttachPanel id="event-workflow-attach" onAdd={(option) => void editor.attach(option).then((keys) => keys.length && setMarked(keys))} error={editor.errors.workflows} />
            {eventId !== undefined && routeId !== undefined && (
              <CheckReadinessPanel eventId={eventId} nameOf={(itemId) => saved.data?.find((item) => item.id === itemId)?.messageWorkflow?.name ?? `#${itemId}`} />
            )}
            <PendingApprovalBanner approvals={pending.approvals} />
            <EventTimeline event={event.data} items={editor.items} errors={editor.errors.items} actionsOf={actionsOf} marked={marked} pendingApproval={pending.itemIds} />
            <ReplanList replans={saved.replans ?? []} items={saved.data ?? []} />
          </>
        )}
        <div className="form-page__actions event-workflow-form__actions">
          <Button type="submit" label="Save" icon="pi pi-check" disabled={editor.saving || editor.attaching || loading || nothingToSave} loading={editor.saving} />
          <Link href={backToList} className="p-button p-button-secondary p-button-outlined p-component">
            <span className="p-button-label">Cancel</span>
          </Link>
        </div>
      </form>
      {/* docs/audit.md I10: the History of the timeline's items (removed ones too), reloaded by every saved change */}
      {routeId !== undefined && ready && <RecordHistory path={`/events/${eventId}`} version={historyKey(saved.data ?? [])} showRecord />}
      {editing && eventId !== undefined && (
        <EditTriggerDialog
          eventId={eventId}
          item={editing}
          onApply={(trigger, time) => {
            editor.applyTrigger(editing, trigger, time);
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        header="Delete"
        message={EVENT_WORKFLOW_UI.confirmRemoveItem}
        detail={removalLines && <ChangeLines lines={removalLines} />}
        onConfirm={() => (removing ? editor.remove(removing) : undefined)}
        onClose={() => setRemoving(null)}
      />
      <SaveConfirmationDialog asking={confirming && { lines: confirming.preview?.lines ?? null }} onConfirm={finishSave} onClose={() => setConfirming(null)} />
      <LeaveDialog open={leaveGuard.asking} onStay={leaveGuard.stay} onLeave={leaveGuard.leave} />
    </section>
  );
}

import { useState } from 'react';
import { deleteEventMessageWorkflow } from '@/api/event-message-workflows/delete-event-message-workflow';
import { resolveSendingTimes } from '../api/resolve-sending-times';
import { previewEventWorkflows } from '../api/preview-event-workflows';
import { saveEventWorkflows } from '../api/save-event-workflows';
import type { EventChangePreview } from '@shared/change-preview';
import type { Attachable } from '../api/search-attachables';
import { EVENT_WORKFLOW_UI } from '../event-workflow-texts';
import type { EventWorkflowItem } from '../event-workflow-types';
import { draftItems, dropItem, editTrigger, EMPTY_DRAFT, entriesToSave, isDirty, newKey, switchItem, type DraftItem, type TimelineDraft } from './timeline-draft';
import type { TriggerPrototypeValue } from '@/components/triggers/trigger-types';
import { isApiError, toastFailure } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { SendingTime } from '@shared/sending-time';
import { STATUS } from '@shared/status';

/** Texts under the fields and on items (by item key) after a refused save. */
export interface EditorErrors {
  event?: string;
  workflows?: string;
  items: Record<string, string>;
}

/** Maps a 422's field paths ('eventMessageWorkflows.2.messageWorkflowId') to the items they name. */
function errorsByItem(errors: Record<string, string>, keys: string[]): EditorErrors {
  const found: EditorErrors = { items: {} };
  for (const [path, text] of Object.entries(errors)) {
    const [, index, field] = /^eventMessageWorkflows\.(\d+)\.?(\w*)/.exec(path) ?? [];
    if (index === undefined) found.workflows ??= text;
    else if (field === 'eventId') found.event ??= text;
    else found.items[keys[Number(index)]] ??= text;
  }
  return found;
}

/**
 * The work of the event form on one event's timeline: attach (with the resolved times), switch,
 * edit a trigger, remove, save. `saved` is the event's items as loaded; `reload` reads them again.
 */
export function useTimelineEditor(eventId: number | undefined, saved: EventWorkflowItem[], reload: () => Promise<unknown>) {
  const [draft, setDraft] = useState<TimelineDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<EditorErrors>({ items: {} });
  const [saving, setSaving] = useState(false);
  // Save waits for attachments still being resolved: a Save clicked just after choosing a workflow saves it too.
  const [attaching, setAttaching] = useState(0);
  const items = draftItems(saved, draft, Math.floor(Date.now() / 1000));

  const changeDraft = (next: (draft: TimelineDraft) => TimelineDraft, key?: string) => {
    setDraft(next);
    setErrors((current) => {
      const { [key ?? '']: _fixed, ...others } = current.items;
      return { ...current, workflows: undefined, items: others };
    });
  };

  /**
   * Adds a workflow, or a set's Active workflows, not on the timeline yet; each with its resolved
   * time. Says what was added (decision 021) and answers the keys of the new items.
   */
  const attach = async (option: Attachable): Promise<string[]> => {
    if (!eventId) return [];
    const onTimeline = new Set([...saved.map((item) => item.messageWorkflowId), ...draft.added.map((added) => added.workflow.id)]);
    const candidates = option.kind === 'workflow' ? [option.workflow] : option.set.messageWorkflows.filter((workflow) => workflow.status === STATUS.active);
    const fresh = candidates.filter((workflow) => !onTimeline.has(workflow.id));
    if (!fresh.length) {
      toast.warn(option.kind === 'workflow' ? EVENT_WORKFLOW_UI.alreadyOnTimeline : EVENT_WORKFLOW_UI.setAddsNothing);
      return [];
    }
    let previews = new Map<number, SendingTime>();
    setAttaching((n) => n + 1);
    try {
      previews = await resolveSendingTimes(eventId, fresh.map((workflow) => workflow.id));
    } catch (error) {
      toastFailure(EVENT_WORKFLOW_UI.resolveFailed, error);
    } finally {
      setAttaching((n) => n - 1);
    }
    const fromSet = option.kind === 'set' ? option.set.name : undefined;
    changeDraft((current) => ({
      ...current,
      added: [
        ...current.added,
        ...fresh
          .filter((workflow) => !current.added.some((added) => added.workflow.id === workflow.id))
          .map((workflow) => ({ workflow, fromSet, on: true, trigger: workflow.triggerPrototype, triggerEdited: false, preview: previews.get(workflow.id) })),
      ],
    }));
    toast.success(fresh.map((workflow) => workflow.name).join(', '), EVENT_WORKFLOW_UI.added(fresh.length, fromSet, candidates.length - fresh.length));
    return fresh.map((workflow) => newKey(workflow.id));
  };

  const switchOne = (item: DraftItem, on: boolean) => changeDraft((current) => switchItem(current, item, saved.find((s) => s.id === item.id), on), item.key);
  const applyTrigger = (item: DraftItem, trigger: TriggerPrototypeValue, time: SendingTime) => changeDraft((current) => editTrigger(current, item, trigger, time), item.key);

  /** A new attachment just goes; a saved (active) item is deleted on the server at once. */
  const remove = async (item: DraftItem) => {
    if (item.id) {
      try {
        await deleteEventMessageWorkflow(item.id);
        toast.success(EVENT_WORKFLOW_UI.itemRemoved);
      } catch (error) {
        if (isApiError(error, 422) && Object.keys(error.errors).length) toast.error(EVENT_WORKFLOW_UI.deleteFailed, Object.values(error.errors).join(' '));
        else toastFailure(EVENT_WORKFLOW_UI.deleteFailed, error);
        return;
      }
      await reload();
    }
    changeDraft((current) => dropItem(current, item), item.key);
  };

  /** The form's two rules (an event; a workflow on the timeline): the entries to post, or undefined when a rule fails. */
  const checked = () => {
    const missing: EditorErrors = { items: {}, event: eventId ? undefined : EVENT_WORKFLOW_UI.eventRequired };
    if (eventId && !items.length) missing.workflows = EVENT_WORKFLOW_UI.workflowsRequired;
    setErrors(missing);
    if (!eventId || missing.workflows) return undefined;
    return { eventId, ...entriesToSave(eventId, saved, draft) };
  };

  /** A refused request: its texts under the items they name, and a toast. */
  const refused = (failure: unknown, keys: string[]) => {
    if (isApiError(failure, 422)) {
      setErrors(errorsByItem(failure.errors, keys));
      toast.error(EVENT_WORKFLOW_UI.saveFailed, Object.values(failure.errors).join(' ') || failure.message);
    } else toastFailure(EVENT_WORKFLOW_UI.saveFailed, failure);
  };

  /**
   * Step one of Save (docs/change-previews.md): what the save would do to pending sends, for its
   * confirmation. 'save' when there is nothing to confirm (nothing to post), undefined when the
   * form or the API refuses it (said under the items), or the difference; a preview that cannot be
   * had for another reason still lets the user save (`preview: undefined`).
   */
  const askToSave = async (): Promise<'save' | { preview?: EventChangePreview } | undefined> => {
    const form = checked();
    if (!form) return undefined;
    if (!form.entries.length) return 'save';
    setSaving(true);
    try {
      return { preview: await previewEventWorkflows(form.eventId, form.entries) };
    } catch (failure) {
      if (!isApiError(failure, 422)) return { preview: undefined };
      refused(failure, form.keys);
      return undefined;
    } finally {
      setSaving(false);
    }
  };

  /** Checks the form's two rules (an event; a workflow on the timeline), then posts; true once saved. */
  const save = async (): Promise<boolean> => {
    const form = checked();
    if (!form) return false;
    const { entries, keys } = form;
    if (!entries.length) return true;
    setSaving(true);
    try {
      await saveEventWorkflows(entries);
      toast.success(EVENT_WORKFLOW_UI.saved);
      setDraft(EMPTY_DRAFT);
      void reload();
      return true;
    } catch (failure) {
      // held for a second approval (docs/approvals.md): the client said so; the draft is proposed, not lost
      if (isApiError(failure, 202)) {
        setDraft(EMPTY_DRAFT);
        void reload();
        return true;
      }
      refused(failure, keys);
      return false;
    } finally {
      setSaving(false);
    }
  };

  /** A new event: what was attached for the old one is dropped. */
  const restart = () => {
    setDraft(EMPTY_DRAFT);
    setErrors({ items: {} });
  };

  return { items, errors, setErrors, dirty: isDirty(draft), saving, attaching: attaching > 0, attach, switchOne, applyTrigger, remove, askToSave, save, restart };
}

import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { RadioButton } from 'primereact/radiobutton';
import type { DraftItem } from './timeline-draft';
import { resolveTriggerTime } from '../api/resolve-trigger-time';
import { useDirectoryEvent } from '../api/get-directory-event';
import { EVENT_WORKFLOW_UI } from '../event-workflow-texts';
import { FormField } from '@/components/form-page/form-field';
import { useCloseGuard } from '@/components/form-page/use-close-guard';
import { emptyTriggerData } from '@/components/triggers/trigger-data';
import { TriggerPanel, TriggerTypeField } from '@/components/triggers/trigger-fields';
import type { TriggerPrototypeValue } from '@/components/triggers/trigger-types';
import { isApiError, toastFailure } from '@/lib/api-client';
import { CONTACT_ENROLLED_TYPES } from '@shared/message-workflows';
import type { SendingTime } from '@shared/sending-time';
import { STATUS_LABELS } from '@shared/status';
import { TriggerPrototypeSchema } from '@shared/triggers/trigger-prototype';

interface EditTriggerDialogProps {
  eventId: number;
  item: DraftItem;
  onApply: (trigger: TriggerPrototypeValue, time: SendingTime) => void;
  onClose: () => void;
}

/** The issues of a trigger by path under it ('triggerData.interval'), as the shared schema words them. */
function triggerErrors(trigger: TriggerPrototypeValue): Record<string, string> {
  const parsed = TriggerPrototypeSchema.safeParse(trigger);
  const errors: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/**
 * The item's own trigger, edited for this event (spec section 2): the workflow's fields show
 * disabled (name, description, status, enrolment, trigger type), the trigger panel of its type is
 * editable. Apply resolves the new time on the server first; the item then shows it.
 */
export function EditTriggerDialog({ eventId, item, onApply, onClose }: EditTriggerDialogProps) {
  const workflow = item.workflow;
  // the timeline's event (already loaded by the page): the preview resolves the trigger for it
  const { data: event } = useDirectoryEvent(eventId);
  const [initial] = useState<TriggerPrototypeValue>(() => ({
    triggerType: item.trigger.triggerType,
    triggerData: { ...emptyTriggerData(item.trigger.triggerType), ...item.trigger.triggerData },
  }));
  const [trigger, setTrigger] = useState(initial);
  const { requestClose, question } = useCloseGuard(JSON.stringify(trigger) !== JSON.stringify(initial), onClose);
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [resolving, setResolving] = useState(false);
  const errors = { ...triggerErrors(trigger), ...serverErrors };
  const errorAt = (path: string) => (showErrors || serverErrors[path] ? errors[path] : undefined);

  const change = (next: TriggerPrototypeValue) => {
    setTrigger(next);
    setShowErrors(true);
    setServerErrors({});
  };

  const apply = async () => {
    setShowErrors(true);
    if (Object.keys(triggerErrors(trigger)).length) return;
    setResolving(true);
    try {
      onApply(trigger, await resolveTriggerTime(eventId, trigger));
    } catch (error) {
      // a 422 names the fields under the trigger ('triggerData.interval')
      if (isApiError(error, 422)) setServerErrors(error.errors);
      toastFailure(EVENT_WORKFLOW_UI.resolveFailed, error);
    } finally {
      setResolving(false);
    }
  };

  const footer = (
    <>
      <Button type="button" label="Cancel" severity="secondary" text onClick={requestClose} />
      <Button type="button" label="Apply" icon="pi pi-check" onClick={apply} loading={resolving} />
    </>
  );

  return (
    <>
      <Dialog header={`${EVENT_WORKFLOW_UI.editTrigger}: ${workflow?.name ?? ''}`} visible onHide={requestClose} footer={footer} modal draggable={false} className="edit-trigger-dialog">
        {/* Its own form: Enter in a field must not submit the event form behind it. */}
        <form
          className="edit-trigger-dialog__form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            e.stopPropagation();
            void apply();
          }}
        >
          <div className="form-row">
            <FormField id="item-workflow-name" label="Name">
              <InputText id="item-workflow-name" value={workflow?.name ?? ''} disabled />
            </FormField>
            <FormField id="item-workflow-status" label="Status">
              <InputText id="item-workflow-status" value={workflow ? (STATUS_LABELS[workflow.status] ?? '') : ''} disabled />
            </FormField>
          </div>
          <FormField id="item-workflow-description" label="Description">
            <InputTextarea id="item-workflow-description" value={workflow?.description ?? ''} rows={2} disabled />
          </FormField>
          <div className="form-row form-row--even">
            <TriggerTypeField value={trigger} onChange={change} errorAt={errorAt} disabled />
            <fieldset className="form-field item-enrolment" disabled>
              <legend>Contact will be enrolled</legend>
              <div className="item-enrolment__options">
                {CONTACT_ENROLLED_TYPES.map((type) => (
                  <span key={type.id} className="item-enrolment__option">
                    <RadioButton inputId={`item-enrolled-${type.id}`} checked={workflow?.contactEnrolledType === type.id} disabled />
                    <label htmlFor={`item-enrolled-${type.id}`}>{type.name}</label>
                  </span>
                ))}
              </div>
            </fieldset>
          </div>
          <TriggerPanel value={trigger} onChange={change} errorAt={errorAt} required event={event ? { id: event.id, status: event.status, deadlines: event.deadlines } : null} />
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </form>
      </Dialog>
    {question}
    </>
  );
}

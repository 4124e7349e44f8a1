import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { Checkbox } from 'primereact/checkbox';
import { InputTextarea } from 'primereact/inputtextarea';
import { RadioButton } from 'primereact/radiobutton';
import { ContactListChooser } from '../components/contact-list-chooser';
import { MessageChooser } from '../components/message-chooser';
import { TargetGroupPanel } from '../components/target-group/target-group-panel';
import { messageWorkflowFormResource } from '../message-workflow-form-resource';
import { MESSAGE_WORKFLOWS_PATH } from '../message-workflow-paths';
import { MESSAGE_WORKFLOW_UI } from '../message-workflow-texts';
import type { TargetGroupValue } from '../components/target-group/target-group-value';
import type { MessageWorkflowWithTags } from '@shared/message-workflows';
import { FormField } from '@/components/form-page/form-field';
import { FormPage } from '@/components/form-page/form-page';
import { TextField } from '@/components/form-page/text-field';
import type { FormState } from '@/components/form-page/use-form-state';
import { StatusField, type RecordStatus } from '@/components/status-field';
import { TagChooser } from '@/components/tags/tag-chooser';
import { TriggerPanel, TriggerTypeField } from '@/components/triggers/trigger-fields';
import type { TriggerPrototypeValue } from '@/components/triggers/trigger-types';
import { toastFailure } from '@/lib/api-client';
import { CONTACT_ENROLLED_TYPES, type ContactEnrolledType, type MessageWorkflowInputSchema } from '@shared/message-workflows';
import { STATUS } from '@shared/status';
import '../message-workflows.css';
import { useChosenTags } from '@/components/tags/use-chosen-tags';

type WorkflowForm = FormState<typeof MessageWorkflowInputSchema>;

/** What an Active workflow must have (spec section 5): shown at once when the status or the enrolment makes it required. */
const REQUIRED_WHEN_ACTIVE = ['triggerPrototype', 'targetGroup', 'messageId', 'masterContactIds'] as const;

function MessageWorkflowFields({ form, record }: { form: WorkflowForm; record?: MessageWorkflowWithTags }) {
  const [, navigate] = useLocation();
  const values = form.values;
  const active = values.status === STATUS.active;
  const manual = values.contactEnrolledType === 'manual';
  const trigger = values.triggerPrototype as TriggerPrototypeValue;
  const { tags, choose: chooseTags } = useChosenTags(record?.tags, values.tags, (ids) => form.set('tags', ids));

  const changeStatus = (status: RecordStatus) => {
    form.set('status', status);
    if (status === STATUS.active) form.touch(...REQUIRED_WHEN_ACTIVE);
  };

  const changeEnrolment = (type: ContactEnrolledType) => {
    form.set('contactEnrolledType', type);
    if (active) form.touch(...REQUIRED_WHEN_ACTIVE);
  };

  const contactsFailed = useCallback(
    (error: unknown) => {
      toastFailure(MESSAGE_WORKFLOW_UI.manualContactsFailed, error);
      navigate(MESSAGE_WORKFLOWS_PATH, { replace: true });
    },
    [navigate],
  );

  return (
    <>
      <div className="form-row">
        <TextField id="workflow-name" label="Name" required value={values.name} onChange={(name) => form.set('name', name)} error={form.errorOf('name')} autoFocus />
        <StatusField
          id="workflow-status"
          value={values.status}
          onChange={changeStatus}
          storedStatus={record?.status}
          error={form.errorOf('status')}
          hint={active ? undefined : MESSAGE_WORKFLOW_UI.activeHint}
        />
      </div>
      <FormField id="workflow-description" label="Description" error={form.errorOf('description')}>
        <InputTextarea id="workflow-description" value={values.description ?? ''} onChange={(e) => form.set('description', e.target.value)} rows={2} autoResize />
      </FormField>
      <div className="form-field form-field--checkbox">
        <Checkbox inputId="workflow-send-to-sender" checked={!!values.shouldSendToSender} onChange={(e) => form.set('shouldSendToSender', !!e.checked)} />
        <label htmlFor="workflow-send-to-sender">Send to sender</label>
      </div>
      <div className="form-row form-row--even">
        <TriggerTypeField value={trigger} onChange={(next) => form.set('triggerPrototype', next)} errorAt={(path) => form.errorAt(`triggerPrototype.${path}`)} />
        <fieldset className="form-field workflow-enrolment">
          <legend>Contact will be enrolled</legend>
          <div className="workflow-enrolment__options">
            {CONTACT_ENROLLED_TYPES.map((type) => (
              <span key={type.id} className="workflow-enrolment__option">
                <RadioButton inputId={`workflow-enrolled-${type.id}`} name="contactEnrolledType" value={type.id} checked={values.contactEnrolledType === type.id} onChange={() => changeEnrolment(type.id)} />
                <label htmlFor={`workflow-enrolled-${type.id}`}>{type.name}</label>
              </span>
            ))}
          </div>
        </fieldset>
      </div>
      <TriggerPanel value={trigger} onChange={(next) => form.set('triggerPrototype', next)} errorAt={(path) => form.errorAt(`triggerPrototype.${path}`)} required={active} />
      {manual ? (
        <ContactListChooser
          id="workflow-contacts"
          ids={values.masterContactIds ?? []}
          onChange={(ids) => form.set('masterContactIds', ids)}
          error={form.errorOf('masterContactIds')}
          required={active}
          onLoadFailed={contactsFailed}
        />
      ) : (
        <TargetGroupPanel
          value={values.targetGroup as TargetGroupValue}
          onChange={(group) => form.set('targetGroup', group)}
          invalidText={form.errorAt('targetGroup.targetGroupSections') ?? form.errorOf('targetGroup')}
          workflowId={record?.id}
          messageId={values.messageId}
        />
      )}
      <MessageChooser
        id="workflow-message"
        messageId={values.messageId}
        initial={record?.message}
        onChange={(messageId) => form.set('messageId', messageId)}
        error={form.errorOf('messageId')}
        required={active}
      />
      <FormField id="workflow-tags" label="Tags">
        <TagChooser id="workflow-tags" value={tags} onChange={chooseTags} />
      </FormField>
    </>
  );
}

/** Create and edit a message workflow (spec sections 2, 4, 5). */
export default function MessageWorkflowFormPage({ id }: { id?: string }) {
  return (
    <FormPage resource={messageWorkflowFormResource} id={id} wide>
      {(form, record) => <MessageWorkflowFields form={form} record={record} />}
    </FormPage>
  );
}

import { useEffect, useState, type ReactNode } from 'react';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { useActivityProcesses } from '@/api/vocabularies/get-vocabularies';
import { useRecipients } from '@/api/recipients/get-recipients';
import { useSenderInfos } from '@/api/sender-info/get-sender-infos';
import { useLanguages } from '@/api/languages/get-languages';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { afterTypeChange, needsEvent, recipientAllowed, senderAllowed, typeChangeLosses, type TypeChange } from '../message-rules';
import { MESSAGE_UI } from '../message-texts';
import type { MessageWithTags } from '@shared/messages';
import { ReferenceSetField } from './reference-set-field';
import { SenderFields } from './sender-fields';
import { TemplateField } from './template-field';
import { TranslationPanel } from './translation-panel';
import { FormField } from '@/components/form-page/form-field';
import { StatusField } from '@/components/status-field';
import type { FormState } from '@/components/form-page/use-form-state';
import { TagChooser } from '@/components/tags/tag-chooser';
import { toastFailure } from '@/lib/api-client';
import { MESSAGE_TYPES, isSms, type MessageInputSchema, type MessageType } from '@shared/messages';
import { STATUS } from '@shared/status';
import { ANY_PROCESS } from '@shared/directory/vocabulary';
import { TextField } from '@/components/form-page/text-field';
import type { ReferenceSetChoice } from '../message-types';
import { useChosenTags } from '@/components/tags/use-chosen-tags';

export type MessageForm = FormState<typeof MessageInputSchema>;

/** The fields that Active makes required: their errors show as soon as the status switches. */
const ACTIVE_FIELDS = ['senderId', 'senderEmail', 'senderPhoneNumber', 'recipientId', 'templateId', 'referenceSetTemplateId'] as const;

/** The sender infos and recipients a message can choose from (the form filters them by type). */
const OPTIONS_QUERY = 'page[number]=1&page[size]=100';

const typeOptions = MESSAGE_TYPES.map((type) => ({ label: type.name, value: type.id }));
const typeName = (type: number) => MESSAGE_TYPES.find((t) => t.id === type)?.name ?? `type ${type}`;

function Section({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className="message-form__section" aria-label={title}>
      <header className="message-form__section-header">
        <h2>{title}</h2>
        {actions && <div className="message-form__toolbar">{actions}</div>}
      </header>
      {children}
    </section>
  );
}

interface MessageFieldsProps {
  form: MessageForm;
  /** The stored message when editing. */
  record?: MessageWithTags;
  /** Quick create: the status is Active and cannot be changed. */
  lockStatus?: boolean;
  /** Shown at the top right (the edit page's Test Message button). */
  toolbar?: ReactNode;
  /** The tag chooser's recent-tags cloud (the page has room for it, the modal does not). */
  tagCloud?: boolean;
}

/**
 * The message form's fields (spec sections 2, 4, 5), shared by the create/edit page and the
 * 'Create new message' modal. Senders and recipients are offered by type; changing the type
 * keeps what the new type can use and asks before it clears the rest (message-rules.ts).
 */
export function MessageFields({ form, record, lockStatus, toolbar, tagCloud }: MessageFieldsProps) {
  const { values } = form;
  const type = (values.type ?? MESSAGE_TYPES[0].id) as MessageType;
  const sms = isSms(type);
  const active = values.status === STATUS.active;

  const senders = useSenderInfos(OPTIONS_QUERY, { revalidateOnFocus: false });
  const recipients = useRecipients(OPTIONS_QUERY, { revalidateOnFocus: false });
  const processes = useActivityProcesses();
  const { data: languages = [] } = useLanguages();
  useEffect(() => void (senders.error && toastFailure(MESSAGE_UI.loadSendersFailed, senders.error)), [senders.error]);
  useEffect(() => void (recipients.error && toastFailure(MESSAGE_UI.loadRecipientsFailed, recipients.error)), [recipients.error]);
  useEffect(() => void (processes.error && toastFailure(MESSAGE_UI.loadProcessesFailed, processes.error)), [processes.error]);
  const allSenders = senders.data?.items ?? [];
  const allRecipients = recipients.data?.items ?? [];
  const validSenders = allSenders.filter((sender) => senderAllowed(sender, type));
  const validRecipients = allRecipients.filter((recipient) => recipientAllowed(recipient, type));

  // The form keeps the reference set's id (what the API takes); the typeahead needs the template itself.
  const [referenceSet, setReferenceSet] = useState<ReferenceSetChoice | null>(
    () => record?.referenceSetTemplate ?? (record?.referenceSetTemplateId ? { id: record.referenceSetTemplateId, name: `Reference set`, customReferences: [] } : null),
  );
  const { tags, choose: chooseTags } = useChosenTags(record?.tags, values.tags, (ids) => form.set('tags', ids));

  const errorOf = form.errorOf;
  const nameError = errorOf('name');
  const recipientError = errorOf('recipientId');


  /** Event-based when its reference set, sender info or recipient is: test sends then need an event. */
  const setEventBased = (change: { set?: ReferenceSetChoice | null; senderId?: number | null; recipientId?: number | null }) => {
    const set = 'set' in change ? change.set : referenceSet;
    const senderId = 'senderId' in change ? change.senderId : values.senderId;
    const recipientId = 'recipientId' in change ? change.recipientId : values.recipientId;
    form.set(
      'isEventBased',
      needsEvent(
        set,
        allSenders.find((s) => s.id === senderId),
        allRecipients.find((r) => r.id === recipientId),
      ),
    );
  };

  const applyType = (next: MessageType, change: TypeChange<NonNullable<typeof values.messageTranslations>[number]>) => {
    form.set('type', next);
    if (change.templateId !== (values.templateId ?? null)) form.set('templateId', change.templateId);
    if (change.messageTranslations !== values.messageTranslations) form.set('messageTranslations', change.messageTranslations);
    if (change.senderId !== values.senderId) form.set('senderId', change.senderId);
    if (change.recipientId !== (values.recipientId ?? null)) form.set('recipientId', change.recipientId);
    setEventBased({ senderId: change.senderId, recipientId: change.recipientId });
  };

  // A change that would clear something asks first; No keeps everything (docs/decisions/022).
  const [typeQuestion, setTypeQuestion] = useState<{ type: MessageType; change: Parameters<typeof applyType>[1]; losses: string[] } | null>(null);
  const changeType = (next: MessageType) => {
    if (next === type) return;
    const change = afterTypeChange(next, { ...values, type }, allSenders, allRecipients);
    const losses = typeChangeLosses(values, change, {
      language: (id) => languages.find((language) => language.id === id)?.name ?? `language #${id}`,
      sender: (id) => allSenders.find((sender) => sender.id === id)?.name ?? `#${id}`,
      recipient: (id) => allRecipients.find((recipient) => recipient.id === id)?.name ?? `#${id}`,
    });
    if (losses.length) setTypeQuestion({ type: next, change, losses });
    else applyType(next, change);
  };

  return (
    <div className="message-form">
      <Section title="General" actions={toolbar}>
        <div className="message-form__grid">
          <TextField id="message-name" label="Name" required value={values.name} onChange={(value) => form.set('name', value)} error={nameError} autoFocus />
          <FormField id="message-type" label="Type" error={errorOf('type')}>
            <Dropdown inputId="message-type" value={type} options={typeOptions} onChange={(e) => changeType(e.value)} />
          </FormField>
          <StatusField
            id="message-status"
            value={values.status}
            storedStatus={record?.status}
            error={errorOf('status')}
            hint={lockStatus ? MESSAGE_UI.statusLocked : active ? undefined : MESSAGE_UI.activeHint}
            disabled={lockStatus}
            onChange={(status) => {
              form.set('status', status);
              // Activating makes sender, recipient, template and reference set required: show what is missing at once.
              if (status === STATUS.active) form.touch(...ACTIVE_FIELDS);
            }}
          />
          <FormField id="message-process" label="Process" error={errorOf('activityProcessId')}>
            <Dropdown
              inputId="message-process"
              value={values.activityProcessId ?? null}
              options={[ANY_PROCESS, ...(processes.data ?? [])]}
              optionLabel="name"
              optionValue="id"
              onChange={(e) => form.set('activityProcessId', e.value ?? null)}
              showClear
              placeholder="No process"
            />
          </FormField>
        </div>
      </Section>

      <Section title="Sender and recipient">
        <div className="message-form__grid">
          <div className="message-form__stack">
            <SenderFields
              type={type}
              senderId={values.senderId}
              senders={validSenders}
              onSender={(senderId) => {
                form.set('senderId', senderId);
                setEventBased({ senderId });
              }}
              details={values}
              onDetail={(field, value) => form.set(field, value)}
              errorOf={errorOf}
              active={active}
            />
          </div>
          <FormField id="message-recipient" label="Recipient" required={active} error={recipientError}>
            <Dropdown
              inputId="message-recipient"
              value={values.recipientId ?? null}
              options={validRecipients}
              optionLabel="name"
              optionValue="id"
              onChange={(e) => {
                form.set('recipientId', e.value ?? null);
                setEventBased({ recipientId: e.value ?? null });
              }}
              placeholder={validRecipients.length ? 'Choose a recipient' : `No recipient has ${sms ? 'a phone number' : 'an email'} mapping`}
              filter={validRecipients.length > 8}
              className={recipientError ? 'p-invalid' : undefined}
              aria-describedby={recipientError ? 'message-recipient-error' : undefined}
            />
          </FormField>
        </div>
      </Section>

      <Section title="Content">
        <TemplateField type={type} value={values.templateId ?? null} onChange={(templateId) => form.set('templateId', templateId)} error={errorOf('templateId')} required={active} />
        <ReferenceSetField
          value={referenceSet}
          onChange={(set) => {
            setReferenceSet(set);
            form.set('referenceSetTemplateId', set?.id ?? null);
            setEventBased({ set });
          }}
          error={errorOf('referenceSetTemplateId')}
          required={active}
        />
        <div className="message-form__event-based">
          <Checkbox inputId="message-event-based" checked={!!values.isEventBased} disabled />
          <label htmlFor="message-event-based">Event based</label>
          <small className="form-field__hint">Follows the reference set, sender and recipient: an event-based message needs an event to render.</small>
        </div>
        {!sms && (
          <TranslationPanel
            type={type}
            value={(values.messageTranslations ?? []).map(({ id, languageId, templateId }) => ({ id, languageId, templateId: templateId ?? '' }))}
            onChange={(next) => form.set('messageTranslations', next)}
            errorOf={(index) => form.errorAt(`messageTranslations.${index}.languageId`) ?? form.errorAt(`messageTranslations.${index}.templateId`)}
          />
        )}
      </Section>

      <FormField id="message-tags" label="Tags">
        <TagChooser id="message-tags" value={tags} onChange={chooseTags} withCloud={tagCloud} />
      </FormField>
      <ConfirmDialog
        open={!!typeQuestion}
        header={MESSAGE_UI.typeChangeHeader}
        message={typeQuestion && MESSAGE_UI.typeChangeQuestion(typeName(typeQuestion.type), typeQuestion.losses)}
        confirmLabel={MESSAGE_UI.typeChangeConfirm}
        onConfirm={() => void (typeQuestion && applyType(typeQuestion.type, typeQuestion.change))}
        onClose={() => setTypeQuestion(null)}
      />
    </div>
  );
}

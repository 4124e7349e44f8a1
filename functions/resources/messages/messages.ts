import { type Message, MESSAGE_TRANSLATION_IDS, messageStore, type MessageTranslation, recipientStore, referenceSetTemplateStore, senderInfoStore, smsTemplateStore } from '../../data/catalogue.ts';
import { nextId } from '../../data/id-counters.ts';
import type { Stored } from '../../data/entity-store.ts';
import { now } from '../../data/clock.ts';
import { defineResource } from '../../kit/resource.ts';
import { AUDIT_FIELDS, draftCopy, haveTags, number, status, text } from '../../kit/fields.ts';
import { emailTemplateExists } from '../../domain/catalogue/email-templates.ts';
import { PROCESS_CHOICES } from '../../../shared/directory/vocabulary.ts';
import { isSms, MESSAGE_CODES, MESSAGE_TEXTS, MessageInputSchema, type MessageInput } from '../../../shared/messages.ts';
import { STATUS } from '../../../shared/status.ts';

/** The reference a sender or recipient needs for a message type: an email row, or a phone row for SMS. */
const neededField = (type: number, kind: 'sender' | 'recipient') => (isSms(type) ? `${kind === 'sender' ? 'sender' : 'contact'}PhoneNumber` : `${kind === 'sender' ? 'sender' : 'contact'}Email`);
const hasMapping = (rows: { field: string; mapping: string }[], field: string) => rows.some((row) => row.field === field && row.mapping.trim());

async function referenceErrors(input: MessageInput): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  const [sender, recipient, referenceSet] = await Promise.all([
    input.senderId ? senderInfoStore.get(input.senderId) : undefined,
    input.recipientId ? recipientStore.get(input.recipientId) : undefined,
    input.referenceSetTemplateId ? referenceSetTemplateStore.get(input.referenceSetTemplateId) : undefined,
  ]);
  if (input.senderId) {
    if (!sender) errors.senderId = MESSAGE_TEXTS.senderMissing(input.senderId);
    else if (!hasMapping(sender.senderReferences, neededField(input.type, 'sender'))) errors.senderId = MESSAGE_TEXTS.senderLacks(isSms(input.type) ? 'phone number' : 'email');
  }
  if (input.recipientId) {
    if (!recipient) errors.recipientId = MESSAGE_TEXTS.recipientMissing(input.recipientId);
    else if (!hasMapping(recipient.recipientReferences, neededField(input.type, 'recipient'))) errors.recipientId = MESSAGE_TEXTS.recipientLacks(isSms(input.type) ? 'phone number' : 'email');
  }
  if (input.referenceSetTemplateId && !referenceSet) errors.referenceSetTemplateId = MESSAGE_TEXTS.referenceSetMissing(input.referenceSetTemplateId);
  if (input.activityProcessId !== null && !PROCESS_CHOICES.some((p) => p.id === input.activityProcessId)) errors.activityProcessId = 'Unknown process.';
  if (input.templateId) {
    if (isSms(input.type)) {
      const template = /^\d+$/.test(input.templateId) ? await smsTemplateStore.get(Number(input.templateId)) : undefined;
      if (!template) errors.templateId = MESSAGE_TEXTS.templateMissing;
    } else if (input.status === STATUS.active) {
      if (!(await emailTemplateExists(input.type, input.templateId))) errors.templateId = MESSAGE_TEXTS.templateMissing;
      for (const [i, translation] of input.messageTranslations.entries())
        if (!(await emailTemplateExists(input.type, translation.templateId))) errors[`messageTranslations.${i}.templateId`] = MESSAGE_TEXTS.templateMissing;
    }
  }
  return errors;
}

/** Keeps the ids of translations that stay and gives new ones theirs. */
async function withTranslationIds(input: MessageInput, current: Stored<Message> | undefined, actor: number): Promise<MessageTranslation[]> {
  const previous = new Map((current?.messageTranslations ?? []).map((t) => [t.id, t]));
  const translations: MessageTranslation[] = [];
  for (const t of input.messageTranslations) {
    const kept = t.id ? previous.get(t.id) : undefined;
    translations.push(kept ? { ...kept, languageId: t.languageId, templateId: t.templateId } : { id: await nextId(MESSAGE_TRANSLATION_IDS), languageId: t.languageId, templateId: t.templateId, createdAt: now(), createdBy: actor });
  }
  return translations;
}

export const messages = defineResource({
  base: '/v1/messages',
  store: messageStore,
  schema: MessageInputSchema,
  codes: MESSAGE_CODES,
  texts: MESSAGE_TEXTS,
  status: { what: 'message' },
  bulkStatus: { idsField: 'messageIds' },
  usedAs: 'message',
  tagged: true,
  list: {
    fields: {
      ...AUDIT_FIELDS,
      name: text,
      status,
      type: number,
      activityProcessId: number,
      have_tags: haveTags,
      event_based: { type: 'number', get: (m) => (m.isEventBased ? 1 : 0), sortable: false },
    },
    defaultSort: '-createdAt',
    search: ['id', 'name'],
    includes: ['createdByUser', 'updatedByUser', 'tags', 'referenceSetTemplate', 'messageTranslations'],
  },
  includes: {
    referenceSetTemplate: async (records) => {
      const sets = await referenceSetTemplateStore.getMany(records.map((m) => m.referenceSetTemplateId).filter((id): id is number => id !== null));
      for (const record of records as (Stored<Message> & { referenceSetTemplate?: unknown })[]) {
        const set = record.referenceSetTemplateId ? sets.get(record.referenceSetTemplateId) : undefined;
        record.referenceSetTemplate = set ? { id: set.id, name: set.name, status: set.status, isEventBased: set.isEventBased, customReferences: set.customReferences } : null;
      }
    },
  },
  toRecord: async (input, current, ctx) => {
    const errors = await referenceErrors(input);
    if (Object.keys(errors).length) throw messages.service.invalidInput(errors);
    const { version: _version, ...fields } = input;
    return { ...fields, messageTranslations: await withTranslationIds(input, current, ctx.user.id) };
  },
  // the copy's translations get ids of their own
  clone: async (source) => ({
    ...draftCopy(source),
    messageTranslations: await Promise.all(source.messageTranslations.map(async (t) => ({ ...t, id: await nextId(MESSAGE_TRANSLATION_IDS), createdAt: now() }))),
  }),
});

import { invalid } from '../kit/errors.ts';
import { getContact } from '../directory/store.ts';
import { runQuery } from '../graphql/run-query.ts';
import { buildReferenceSets, isContactIdField, mapSingleValue, MappingErrors, type MappingRow } from '../graphql/reference-sets.ts';
import { referenceSetTemplateStore } from '../reference-set-templates/reference-set-templates.ts';
import { referenceLayoutStore } from '../reference-layouts/reference-layouts.ts';
import { senderInfoStore } from '../sender-info/sender-info.ts';
import { smsTemplateStore } from '../sms-templates/sms-templates.ts';
import type { Stored } from '../data/entity-store.ts';
import type { Message } from './messages.ts';
import { MASTER_LANGUAGE_ID } from '../../shared/languages.ts';
import { isSms, MESSAGE_TEXTS } from '../../shared/messages.ts';
import { MAPPING_TEXTS } from '../../shared/mapping.ts';

/**
 * A message made concrete for one contact at one event: the reference set's query and mapping
 * give the values (custom references rendered through their Twig layouts), the sender info or
 * the 'Other' fields give the sender, and the contact's language picks the template (English
 * when the message has no translation for it).
 */
export interface Sender {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
}

export interface RenderedMessage {
  delivery: 'email' | 'sms';
  languageId: number;
  values: Record<string, unknown>;
  sender: Sender;
  /** Email: the template name at the template service. */
  template?: string;
  /** SMS: the text with its {{placeholders}} filled. */
  body?: string;
}

const refuse = (field: string, text: string): never => {
  throw invalid({ [field]: text }, text);
};

function parseVariables(text: string): Record<string, unknown> {
  if (!text.trim()) return {};
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * Runs a query for one contact and maps it; answers the reference set of that contact and the
 * query's data. A result without that contact is an error, never another contact's values.
 */
async function referenceSetFor(query: string, rows: MappingRow[], variables: Record<string, unknown>, contactId: number, field: string, what: string): Promise<{ values: Record<string, unknown>; data: Record<string, unknown> | null }> {
  const result = await runQuery({ query, variables });
  if (result.errors?.length) refuse(field, `${MAPPING_TEXTS.testFailed} (${result.errors[0].message})`);
  let sets: Record<string, unknown>[];
  try {
    sets = buildReferenceSets(rows, result.data, variables);
  } catch (error) {
    if (error instanceof MappingErrors) refuse(field, `${MAPPING_TEXTS.mappingFailed}: ${error.message}`);
    throw error;
  }
  const idField = rows.find((row) => isContactIdField(row.field))?.field ?? '';
  const values = sets.find((set) => Number(set[idField]) === contactId);
  if (!values) refuse('masterContactId', `The ${what} query gave no values for master contact #${contactId}.`);
  return { values: values!, data: result.data };
}

/** {{Field}} placeholders filled from the values; unknown fields become empty. */
export const fillPlaceholders = (text: string, values: Record<string, unknown>) =>
  text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_match, name: string) => (values[name] == null ? '' : String(values[name])));

export async function renderMessage(message: Stored<Message>, contactId: number, eventId: number | null): Promise<RenderedMessage> {
  const contact = await getContact(contactId);
  if (!contact) refuse('masterContactId', `There is no master contact #${contactId}.`);
  if (!message.referenceSetTemplateId) refuse('message', MESSAGE_TEXTS.referenceSetRequired);
  const referenceSet = await referenceSetTemplateStore.get(message.referenceSetTemplateId!);
  if (!referenceSet) refuse('message', MESSAGE_TEXTS.referenceSetMissing(message.referenceSetTemplateId!));

  const variables = { ...parseVariables(referenceSet!.variables), eventId, contactIds: [contactId], contactId, masterContactId: contactId };
  const { values, data } = await referenceSetFor(referenceSet!.graphQuery, referenceSet!.referencesSetMapping, variables, contactId, 'referenceSetTemplateId', 'reference set');

  // Custom references: the mapped value, rendered through the attached Twig layout when there is one.
  const custom = referenceSet!.customReferences;
  if (custom.length) {
    const { renderTwig } = await import('../graphql/render-twig.ts');
    const layouts = await referenceLayoutStore.getMany(custom.map((row) => row.layoutId).filter((id): id is number => id !== null));
    for (const row of custom) {
      const value = row.mapping ? mapSingleValue(row.mapping, data, variables, row.field) : row.value;
      const layout = row.layoutId ? layouts.get(row.layoutId) : undefined;
      values[row.field] = layout ? await renderTwig(layout.code, { value, data, variables }) : value;
    }
  }

  let sender: Sender = { email: message.senderEmail, firstName: message.senderFirstName, lastName: message.senderLastName, phoneNumber: message.senderPhoneNumber };
  if (message.senderId) {
    const info = await senderInfoStore.get(message.senderId);
    if (!info) refuse('senderId', MESSAGE_TEXTS.senderMissing(message.senderId));
    const { values: set } = await referenceSetFor(info!.graphQuery, info!.senderReferences, { ...parseVariables(info!.variables), ...variables }, contactId, 'senderId', 'sender info');
    const text = (field: string) => (set[field] == null || set[field] === '' ? null : String(set[field]));
    sender = { email: text('senderEmail'), firstName: text('senderFirstName'), lastName: text('senderLastName'), phoneNumber: text('senderPhoneNumber') };
  }
  for (const [field, value] of [['SenderEmail', sender.email], ['SenderFirstName', sender.firstName], ['SenderLastName', sender.lastName], ['SenderPhoneNumber', sender.phoneNumber]] as const)
    values[field] ??= value;

  const languageId = contact!.languageId;
  if (isSms(message.type)) {
    const template = message.templateId && /^\d+$/.test(message.templateId) ? await smsTemplateStore.get(Number(message.templateId)) : undefined;
    if (!template) refuse('templateId', MESSAGE_TEXTS.templateMissing);
    const translation = template!.translations.find((t) => t.languageId === languageId && t.body.trim()) ?? template!.translations.find((t) => t.languageId === MASTER_LANGUAGE_ID);
    return { delivery: 'sms', languageId: translation?.languageId ?? MASTER_LANGUAGE_ID, values, sender, body: fillPlaceholders(translation?.body ?? '', values) };
  }
  if (!message.templateId) refuse('templateId', MESSAGE_TEXTS.templateRequired);
  const translation = message.messageTranslations.find((t) => t.languageId === languageId);
  return { delivery: 'email', languageId: translation ? languageId : MASTER_LANGUAGE_ID, values, sender, template: translation?.templateId ?? message.templateId! };
}

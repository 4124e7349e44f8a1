import { PLACEHOLDER_PATTERN } from '../../../shared/sms-placeholders.ts';
import * as z from 'zod';
import type { StoredContact } from '../../data/directory/store.ts';
import { createContext } from '../graphql/context.ts';
import { BatchFailure, contactSets, parseVariables, type ContactSet } from './contact-sets.ts';
import { mapSingleValue, MappingErrors } from './reference-sets.ts';
import { TwigError } from './twig-error.ts';
import type { PreparedMessage } from './prepare-message.ts';
import { MASTER_LANGUAGE_ID } from '../../../shared/languages.ts';
import { MAPPING_TEXTS } from '../../../shared/mapping.ts';
import { isPhoneNumber, MESSAGE_TEXTS } from '../../../shared/messages.ts';
import { failureFix, type FailureFix } from '../../../shared/failure-fix.ts';
import { SENDING_TEXTS } from '../../../shared/sending.ts';

/**
 * A prepared message made concrete for a batch of contacts at one event. Each query (reference
 * set, sender info, recipient) runs once for the whole batch with `contactIds` (once per
 * QUERY_CONTACTS of them, through one set of directory loaders); its result is
 * mapped into one set per contact. Per contact: the values (custom references rendered through
 * their layouts), the sender (sender info or the 'Other' fields), the address and the template of
 * the contact's language (English when there is none). One contact's failure is that contact's
 * outcome only, and a contact is never given another contact's values. Rules: docs/messaging.md.
 */
export interface Sender {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
}

export interface RenderedMessage {
  delivery: 'email' | 'sms';
  /** The language rendered: the contact's, or English when the message has no translation for it. */
  languageId: number;
  /** The contact's own language (the readiness check reports who got English instead). */
  contactLanguageId: number;
  values: Record<string, unknown>;
  sender: Sender;
  /** The email address or phone number to deliver to. */
  to: string;
  /** Email: the template name at the template service. */
  template?: string;
  /** SMS: the text with its {{placeholders}} filled. */
  body?: string;
}

/**
 * `field` is where the form shows the reason (a test send answers it as a 422); `fix` the record
 * staff correct before they send again (shared/failure-fix.ts), when there is one.
 */
export type RenderOutcome = { ok: true; message: RenderedMessage } | { ok: false; field: string; reason: string; fix?: FailureFix };

class ContactFailure extends Error {
  constructor(
    readonly field: string,
    message: string,
    /** The record to fix, or the field whose record it is (the query that failed); the field itself when left out. */
    readonly fix: FailureFix | string = field,
  ) {
    super(message);
  }
}

/** The record behind a field of the message: the query that failed, or the message itself when it lacks one. */
function fixOf(prepared: PreparedMessage, fix: FailureFix | string): FailureFix | undefined {
  if (typeof fix !== 'string') return fix;
  if (fix === 'referenceSetTemplateId') return failureFix('referenceSetTemplate', prepared.referenceSet.id);
  if (fix === 'senderId') return prepared.senderInfo ? failureFix('senderInfo', prepared.senderInfo.id) : failureFix('message', prepared.message.id);
  if (fix === 'recipientId') return prepared.recipient ? failureFix('recipient', prepared.recipient.id) : failureFix('message', prepared.message.id);
  return undefined;
}

/** {{Field}} placeholders filled from the values; unknown fields become empty. */
export const fillPlaceholders = (text: string, values: Record<string, unknown>) =>
  text.replace(PLACEHOLDER_PATTERN, (_match, name: string) => (values[name] == null ? '' : String(values[name])));

/** A query that left a contact out: the reason is the contact's, the record to fix the query's. */
const noValues = (what: keyof typeof QUERY_FIELDS, contactId: number) => new ContactFailure('masterContactId', SENDING_TEXTS.noValues(what, contactId), QUERY_FIELDS[what]);
const text = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value));

/** Runs a batch query; a failure of the query is a failure for every contact. */
const settle = (run: Promise<Map<number, ContactSet>>) => run.catch((error: unknown) => (error instanceof BatchFailure ? error : Promise.reject(error)));
type Settled = Map<number, ContactSet> | BatchFailure;

const QUERY_FIELDS = { 'reference set': 'referenceSetTemplateId', 'sender info': 'senderId', recipient: 'recipientId' } as const;

function setOf(settled: Settled, what: keyof typeof QUERY_FIELDS, contactId: number): ContactSet {
  if (settled instanceof BatchFailure) throw new ContactFailure(settled.field, settled.message);
  const set = settled.get(contactId);
  if (!set) throw noValues(what, contactId);
  return set;
}

interface BatchQueries {
  referenceSets: Settled;
  senders?: Settled;
  recipients?: Settled;
  variables: Record<string, unknown>;
}

async function renderContact(prepared: PreparedMessage, contact: StoredContact, queries: BatchQueries, recipient: string | undefined): Promise<RenderedMessage> {
  const { message, referenceSet } = prepared;
  const set = setOf(queries.referenceSets, 'reference set', contact.id);
  const values: Record<string, unknown> = { ...set.values };
  // custom references and layouts see this contact only: its own variables and narrowed data
  const variables = { ...queries.variables, contactIds: [contact.id], contactId: contact.id, masterContactId: contact.id };
  for (const row of referenceSet.customReferences) {
    let value: unknown = row.value;
    try {
      if (row.mapping) value = mapSingleValue(row.mapping, set.data, variables, row.field);
    } catch (error) {
      if (error instanceof MappingErrors) throw new ContactFailure('referenceSetTemplateId', `${MAPPING_TEXTS.mappingFailed}: ${error.message}`);
      throw error;
    }
    if (row.layoutId) {
      const layout = prepared.layouts.get(row.layoutId);
      if (!layout) throw new ContactFailure('referenceSetTemplateId', SENDING_TEXTS.noLayout(row.field, row.layoutId));
      try {
        value = await layout.render({ value, data: set.data, variables });
      } catch (error) {
        if (error instanceof TwigError) throw new ContactFailure('referenceSetTemplateId', SENDING_TEXTS.layoutFailed(layout.name, layout.id, row.field, error.text), failureFix('referenceLayout', layout.id));
        throw error;
      }
    }
    values[row.field] = value;
  }

  let sender: Sender = { email: message.senderEmail, firstName: message.senderFirstName, lastName: message.senderLastName, phoneNumber: message.senderPhoneNumber };
  if (queries.senders) {
    const found = setOf(queries.senders, 'sender info', contact.id).values;
    sender = { email: text(found.senderEmail), firstName: text(found.senderFirstName), lastName: text(found.senderLastName), phoneNumber: text(found.senderPhoneNumber) };
  }
  for (const [field, value] of [['SenderEmail', sender.email], ['SenderFirstName', sender.firstName], ['SenderLastName', sender.lastName], ['SenderPhoneNumber', sender.phoneNumber]] as const)
    values[field] ??= value;

  const sms = prepared.delivery === 'sms';
  const to = recipient ?? addressOf(prepared, queries, contact.id);
  const languageId = contact.languageId;
  if (sms) {
    const translations = prepared.smsTemplate!.translations;
    const translation = translations.find((t) => t.languageId === languageId && t.body.trim()) ?? translations.find((t) => t.languageId === MASTER_LANGUAGE_ID);
    return { delivery: 'sms', languageId: translation?.languageId ?? MASTER_LANGUAGE_ID, contactLanguageId: languageId, values, sender, to, body: fillPlaceholders(translation?.body ?? '', values) };
  }
  const translation = message.messageTranslations.find((t) => t.languageId === languageId);
  return { delivery: 'email', languageId: translation ? languageId : MASTER_LANGUAGE_ID, contactLanguageId: languageId, values, sender, to, template: translation?.templateId ?? message.templateId! };
}

/** The contact's address from the message's recipient info: its email, or its phone for SMS. */
function addressOf(prepared: PreparedMessage, queries: BatchQueries, contactId: number): string {
  if (!prepared.recipient || !queries.recipients) throw new ContactFailure('recipientId', prepared.message.recipientId ? MESSAGE_TEXTS.recipientMissing(prepared.message.recipientId) : MESSAGE_TEXTS.recipientRequired);
  const found = setOf(queries.recipients, 'recipient', contactId).values;
  const sms = prepared.delivery === 'sms';
  const address = text(sms ? found.contactPhoneNumber : found.contactEmail);
  const valid = address && (sms ? isPhoneNumber(address) : z.email().safeParse(address).success);
  if (!valid) throw new ContactFailure('recipientId', SENDING_TEXTS.noAddress(contactId, sms, address, prepared.recipient.name));
  return address!;
}

/** Contacts one run of a query asks for: a larger batch runs each query once per this many of its contacts. */
export const QUERY_CONTACTS = 50;

/**
 * Renders `prepared` for each contact (each id once); `recipient` replaces every contact's address
 * (a test send). Throws only when the store fails; everything else is a contact's outcome.
 */
export async function renderBatch(prepared: PreparedMessage, contactIds: number[], eventId: number | null, options: { recipient?: string } = {}): Promise<Map<number, RenderOutcome>> {
  const ids = [...new Set(contactIds)];
  const outcomes = new Map<number, RenderOutcome>();
  // one set of loaders for the batch: the contacts, their companies and events are read once, not once per query
  const directory = createContext();
  const contacts = new Map((await directory.contacts.loadMany(ids)).flatMap((contact) => (contact ? [[contact.id, contact] as const] : [])));
  for (const id of ids) if (!contacts.has(id)) outcomes.set(id, { ok: false, field: 'masterContactId', reason: `There is no master contact #${id}.` });
  const present = ids.filter((id) => contacts.has(id));
  if (!present.length) return outcomes;

  // contactId and masterContactId exist only when the batch is one contact; queries for many use contactIds
  const single = present.length === 1 ? { contactId: present[0], masterContactId: present[0] } : {};
  const { senderInfo, recipient } = prepared;
  const usable = prepared.referenceSet.referencesSetMapping.filter((row) => row.mapping.trim() || !row.waived);
  // each query asks for QUERY_CONTACTS contacts at most, so its size (and its cost, docs/graphql) does not grow with the batch
  for (let start = 0; start < present.length; start += QUERY_CONTACTS) {
    const part = present.slice(start, start + QUERY_CONTACTS);
    const variables = { ...parseVariables(prepared.referenceSet.variables), eventId, contactIds: part, ...single };
    const [referenceSets, senders, recipients] = await Promise.all([
      settle(contactSets(prepared.referenceSet.graphQuery, usable, variables, 'referenceSetTemplateId', directory)),
      senderInfo ? settle(contactSets(senderInfo.graphQuery, senderInfo.senderReferences, { ...parseVariables(senderInfo.variables), ...variables }, 'senderId', directory)) : undefined,
      recipient && !options.recipient ? settle(contactSets(recipient.graphQuery, recipient.recipientReferences, { ...parseVariables(recipient.variables), ...variables }, 'recipientId', directory)) : undefined,
    ]);
    const queries: BatchQueries = { referenceSets, senders, recipients, variables };
    for (const id of part) {
      try {
        outcomes.set(id, { ok: true, message: await renderContact(prepared, contacts.get(id)!, queries, options.recipient) });
      } catch (error) {
        if (!(error instanceof ContactFailure)) throw error;
        const fix = fixOf(prepared, error.fix);
        outcomes.set(id, { ok: false, field: error.field, reason: error.message, ...(fix ? { fix } : {}) });
      }
    }
  }
  return outcomes;
}

import { entityStore } from './entity-store.ts';
import { now } from './clock.ts';
import type { MessageInput } from '../../shared/messages.ts';
import type { MessageWorkflowInput } from '../../shared/message-workflows.ts';
import type { MessageWorkflowSetInput } from '../../shared/message-workflow-sets.ts';
import type { RecipientInput } from '../../shared/recipients.ts';
import type { ReferenceLayoutInput } from '../../shared/reference-layouts.ts';
import type { ReferenceSetTemplateInput } from '../../shared/reference-set-templates.ts';
import type { SenderInfoInput } from '../../shared/sender-info.ts';
import type { SmsTemplateInput } from '../../shared/sms-templates.ts';
import type { Tag } from '../../shared/tags.ts';
import type { TestContactInput } from '../../shared/test-contacts.ts';

/**
 * The stored records of the catalogue, one entity store per type (pk = type, sk = padded id;
 * entity-store.ts). Declared here, in the data layer, because the resources that edit them and the
 * domain that reads them (rendering, sending, the timeline) both need them, and resources do not
 * import each other.
 */

/** A stored translation: the template to use for one language, with its own id and stamp. */
export interface MessageTranslation {
  id: number;
  languageId: number;
  templateId: string;
  createdAt: number;
  createdBy?: number;
}

export type Message = Omit<MessageInput, 'version' | 'messageTranslations'> & { messageTranslations: MessageTranslation[] };
export type MessageWorkflow = Omit<MessageWorkflowInput, 'version'>;
export type MessageWorkflowSet = Omit<MessageWorkflowSetInput, 'version'>;
export type Recipient = Omit<RecipientInput, 'version'>;
export type ReferenceLayout = Omit<ReferenceLayoutInput, 'version'>;
export type ReferenceSetTemplate = Omit<ReferenceSetTemplateInput, 'version'>;
export type SenderInfo = Omit<SenderInfoInput, 'version'>;
export type SmsTemplate = Omit<SmsTemplateInput, 'version'>;
export type TestContact = Omit<TestContactInput, 'version'>;
export type TagRecord = Omit<Tag, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'version' | 'createdByUser' | 'updatedByUser'>;
/** One of the two action triggers (shared/action-triggers.ts), pointing at the email it sends. */
export interface ActionTrigger {
  name: string;
  messageId: number | null;
}

/** The catalogue's records carry the audit trail (audit-log.ts): every write through their stores writes its entry. */
const AUDITED = { audit: {} };

export const messageStore = entityStore<Message>('message', AUDITED);
/** Translations live inside their message; this type only numbers them. */
export const MESSAGE_TRANSLATION_IDS = 'message-translation';
export const messageWorkflowStore = entityStore<MessageWorkflow>('message-workflow', AUDITED);
export const messageWorkflowSetStore = entityStore<MessageWorkflowSet>('message-workflow-set', AUDITED);
export const recipientStore = entityStore<Recipient>('recipient', AUDITED);
export const referenceLayoutStore = entityStore<ReferenceLayout>('reference-layout', AUDITED);
export const referenceSetTemplateStore = entityStore<ReferenceSetTemplate>('reference-set-template', AUDITED);
export const senderInfoStore = entityStore<SenderInfo>('sender-info', AUDITED);
export const smsTemplateStore = entityStore<SmsTemplate>('sms-template', AUDITED);
export const testContactStore = entityStore<TestContact>('test-contact', AUDITED);
export const tagStore = entityStore<TagRecord>('tag', AUDITED);
export const actionTriggerStore = entityStore<ActionTrigger>('action-trigger');

/** Marks tags as just used (a record was saved with them), for the recent-tags cloud. */
export async function touchTags(ids: number[]): Promise<void> {
  await tagStore.setFields(ids, { lastUsed: now() });
}

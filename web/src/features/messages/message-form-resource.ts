import { createMessage } from './api/create-message';
import { getMessage, useMessage } from '@/api/messages/get-message';
import { updateMessage } from './api/update-message';
import { MESSAGES_PATH } from './message-paths';
import { MESSAGE_UI } from './message-texts';
import type { MessageWithTags } from '@shared/messages';
import type { FormResource } from '@/components/form-page/form-page';
import { MESSAGE_TYPE, MessageInputSchema } from '@shared/messages';
import { STATUS } from '@shared/status';
import type { z } from 'zod';

type MessageValues = z.input<typeof MessageInputSchema>;

/** A new message: a Draft service email with no sender chosen yet. */
export const MESSAGE_DEFAULTS: MessageValues = {
  name: '',
  type: MESSAGE_TYPE.serviceEmail,
  status: STATUS.draft,
  senderId: undefined,
  senderEmail: null,
  senderFirstName: null,
  senderLastName: null,
  senderPhoneNumber: null,
  recipientId: null,
  activityProcessId: null,
  templateId: null,
  referenceSetTemplateId: null,
  isEventBased: false,
  messageTranslations: [],
  tags: [],
};

/** The stored message as form values; tags as ids, translations as the API takes them. */
export const messageToValues = (message: MessageWithTags): MessageValues => ({
  name: message.name,
  type: message.type,
  status: message.status,
  // A stored message without a sender answers null or leaves it out: 'Other' only when it has details.
  senderId: message.senderId ?? (message.senderEmail || message.senderPhoneNumber || message.senderFirstName || message.senderLastName ? null : undefined),
  senderEmail: message.senderEmail ?? null,
  senderFirstName: message.senderFirstName ?? null,
  senderLastName: message.senderLastName ?? null,
  senderPhoneNumber: message.senderPhoneNumber ?? null,
  recipientId: message.recipientId ?? null,
  activityProcessId: message.activityProcessId ?? null,
  templateId: message.templateId ?? null,
  referenceSetTemplateId: message.referenceSetTemplateId ?? null,
  isEventBased: !!message.isEventBased,
  messageTranslations: (message.messageTranslations ?? []).map(({ id, languageId, templateId }) => ({ id, languageId, templateId })),
  tags: message.tags.map((tag) => tag.id),
});

/** The message form (spec sections 2, 4, 5): the shared schema validates in the browser and on the server. */
export const messageFormResource: FormResource<typeof MessageInputSchema, MessageWithTags> = {
  titles: { create: MESSAGE_UI.createTitle, edit: MESSAGE_UI.editTitle },
  path: MESSAGES_PATH,
  apiPath: '/messages',
  schema: MessageInputSchema,
  defaults: MESSAGE_DEFAULTS,
  useRecord: useMessage,
  toValues: messageToValues,
  create: createMessage,
  update: updateMessage,
  getVersion: getMessage,
  texts: { saved: MESSAGE_UI.saved, couldNotSave: MESSAGE_UI.couldNotSave, notFound: MESSAGE_UI.notFound, loadFailed: MESSAGE_UI.loadFailed },
};

import type { MessageInput } from '@shared/messages';

/** The fields of MessageInputSchema the API takes, and nothing else the form may hold. */
export const messageBody = (input: MessageInput) => ({
  name: input.name,
  type: input.type,
  status: input.status,
  senderId: input.senderId,
  senderEmail: input.senderEmail,
  senderFirstName: input.senderFirstName,
  senderLastName: input.senderLastName,
  senderPhoneNumber: input.senderPhoneNumber,
  recipientId: input.recipientId,
  activityProcessId: input.activityProcessId,
  templateId: input.templateId,
  referenceSetTemplateId: input.referenceSetTemplateId,
  isEventBased: input.isEventBased,
  messageTranslations: input.messageTranslations,
  tags: input.tags,
});

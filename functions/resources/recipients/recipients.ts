import { recipientStore } from '../../data/catalogue.ts';
import { defineResource } from '../../kit/resource.ts';
import { AUDIT_FIELDS, number, text } from '../../kit/fields.ts';
import { RECIPIENT_CODES, RECIPIENT_TEXTS, RecipientInputSchema } from '../../../shared/recipients.ts';

export const recipients = defineResource({
  base: '/v1/recipients',
  store: recipientStore,
  schema: RecipientInputSchema,
  codes: RECIPIENT_CODES,
  texts: RECIPIENT_TEXTS,
  usedAs: 'recipient',
  list: {
    fields: { ...AUDIT_FIELDS, name: text, messageType: number },
    defaultSort: '-createdAt',
    search: ['id', 'name'],
    includes: ['createdByUser', 'updatedByUser'],
  },
});

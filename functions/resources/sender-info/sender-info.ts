import { senderInfoStore } from '../../data/catalogue.ts';
import { defineResource } from '../../kit/resource.ts';
import { AUDIT_FIELDS, text } from '../../kit/fields.ts';
import { SENDER_INFO_CODES, SENDER_INFO_TEXTS, SenderInfoInputSchema } from '../../../shared/sender-info.ts';

export const senderInfo = defineResource({
  base: '/v1/sender-info',
  store: senderInfoStore,
  schema: SenderInfoInputSchema,
  codes: SENDER_INFO_CODES,
  texts: SENDER_INFO_TEXTS,
  usedAs: 'sender-info',
  list: {
    fields: { ...AUDIT_FIELDS, name: text },
    defaultSort: '-id',
    search: ['id', 'name'],
    includes: ['createdByUser', 'updatedByUser'],
  },
});

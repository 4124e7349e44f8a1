import { smsTemplateStore } from '../../data/catalogue.ts';
import { defineResource } from '../../kit/resource.ts';
import { AUDIT_FIELDS, draftCopy, haveTags, status, text } from '../../kit/fields.ts';
import { SMS_TEMPLATE_CODES, SMS_TEMPLATE_TEXTS, SmsTemplateInputSchema } from '../../../shared/sms-templates.ts';

export const smsTemplates = defineResource({
  base: '/v1/sms-templates',
  store: smsTemplateStore,
  schema: SmsTemplateInputSchema,
  codes: SMS_TEMPLATE_CODES,
  texts: SMS_TEMPLATE_TEXTS,
  status: { what: 'SMS template' },
  bulkStatus: { idsField: 'smsTemplateIds' },
  usedAs: 'sms-template',
  tagged: true,
  list: {
    fields: { ...AUDIT_FIELDS, name: text, status, have_tags: haveTags },
    defaultSort: '-createdAt',
    search: ['id', 'name'],
    includes: ['createdByUser', 'updatedByUser', 'tags'],
  },
  clone: draftCopy,
});

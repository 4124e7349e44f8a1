import { createSmsTemplate } from './api/create-sms-template';
import { useSmsTemplate } from '@/api/sms-templates/get-sms-template';
import { updateSmsTemplate } from './api/update-sms-template';
import { SMS_TEMPLATES_PATH } from './sms-template-paths';
import { SMS_TEMPLATE_UI } from './sms-template-texts';
import type { SmsTemplateWithTags } from '@shared/sms-templates';
import type { FormResource } from '@/components/form-page/form-page';
import { MASTER_LANGUAGE_ID } from '@shared/languages';
import { SmsTemplateInputSchema } from '@shared/sms-templates';
import { FORM_STATUSES, STATUS } from '@shared/status';

/**
 * The SMS template form (spec sections 2, 4, 5): the shared schema validates in the browser and on
 * the server, so name and bodies are required only when Active. A new template is a Draft with an
 * empty English master localization. The form keeps tag ids, as the API takes them.
 */
export const smsTemplateFormResource: FormResource<typeof SmsTemplateInputSchema, SmsTemplateWithTags> = {
  titles: { create: SMS_TEMPLATE_UI.createTitle, edit: SMS_TEMPLATE_UI.editTitle },
  path: SMS_TEMPLATES_PATH,
  apiPath: '/sms-templates',
  schema: SmsTemplateInputSchema,
  defaults: { name: '', status: STATUS.draft, translations: [{ languageId: MASTER_LANGUAGE_ID, body: '' }], tags: [] },
  useRecord: useSmsTemplate,
  toValues: (template) => ({
    name: template.name,
    status: template.status as (typeof FORM_STATUSES)[number],
    translations: template.translations.map(({ languageId, body }) => ({ languageId, body })),
    tags: template.tags.map((tag) => tag.id),
  }),
  create: createSmsTemplate,
  update: updateSmsTemplate,
  texts: { saved: SMS_TEMPLATE_UI.saved, couldNotSave: SMS_TEMPLATE_UI.couldNotSave, notFound: SMS_TEMPLATE_UI.notFound, loadFailed: SMS_TEMPLATE_UI.loadFailed },
};

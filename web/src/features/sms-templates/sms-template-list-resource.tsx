import { Link } from 'wouter';
import { cloneSmsTemplate } from './api/clone-sms-template';
import { deleteSmsTemplate } from './api/delete-sms-template';
import { getSmsTemplateMessageTotal } from './api/get-sms-template-message-total';
import { useSmsTemplates } from '@/api/sms-templates/get-sms-templates';
import { updateSmsTemplateStatuses } from './api/update-sms-template-statuses';
import { SMS_TEMPLATES_PATH, smsTemplateEditPath } from './sms-template-paths';
import { SMS_TEMPLATE_UI } from './sms-template-texts';
import type { SmsTemplateWithTags } from '@shared/sms-templates';
import { createdDateColumn, idColumn, statusBulkActions, statusColumn } from '@/components/list-page/columns';
import { tagsColumn } from '@/components/list-page/tags-column';
import type { ListResource } from '@/components/list-page/list-types';

/** The SMS template list (spec section 2): columns, filters, actions and texts; ListPage does the rest. */
export const smsTemplateListResource: ListResource<SmsTemplateWithTags> = {
  title: SMS_TEMPLATE_UI.listTitle,
  path: SMS_TEMPLATES_PATH,
  defaultSort: '-createdAt',
  useItems: useSmsTemplates,
  emptyText: SMS_TEMPLATE_UI.empty,
  loadFailedText: SMS_TEMPLATE_UI.searchFailed,
  createLabel: SMS_TEMPLATE_UI.createLabel,
  columns: [
    // An id is looked up exactly, as on the tag list.
    idColumn(smsTemplateEditPath, { op: 'eq' }),
    {
      field: 'name',
      header: 'Name',
      sortable: true,
      filter: { type: 'text' },
      body: (template) => <Link href={smsTemplateEditPath(template.id)}>{template.name || <em>(no name)</em>}</Link>,
    },
    statusColumn({ width: '10rem' }),
    tagsColumn({ width: '16rem' }),
    createdDateColumn(),
  ],
  clone: { run: (template) => cloneSmsTemplate(template.id), doneText: SMS_TEMPLATE_UI.cloned, failedText: SMS_TEMPLATE_UI.cloneFailed },
  remove: {
    run: (template) => deleteSmsTemplate(template.id),
    question: () => SMS_TEMPLATE_UI.deleteGuard.question,
    // Messages that use the template block its deletion; the dialog counts them first.
    guard: (template) => ({
      countingText: SMS_TEMPLATE_UI.deleteGuard.countingText,
      count: () => getSmsTemplateMessageTotal(template.id),
      blockedText: SMS_TEMPLATE_UI.deleteGuard.blockedText,
      failedText: SMS_TEMPLATE_UI.deleteGuard.failedText,
    }),
    doneText: SMS_TEMPLATE_UI.deleted,
    failedText: SMS_TEMPLATE_UI.deleteFailed,
  },
  bulkActions: statusBulkActions(updateSmsTemplateStatuses, { doneText: SMS_TEMPLATE_UI.bulkUpdated, failedText: SMS_TEMPLATE_UI.updateFailed }),
};

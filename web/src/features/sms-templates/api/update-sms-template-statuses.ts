import { api } from '@/lib/api-client';
import { SmsTemplateSchema } from '@shared/sms-templates';
import { listPageOf } from '@shared/list-page-schema';

/** Bulk status update (super-admin only); all or nothing: 422 when one of them cannot move. */
export const updateSmsTemplateStatuses = (smsTemplateIds: number[], status: number) =>
  api.patch('/sms-templates', listPageOf(SmsTemplateSchema), { attributes: { status }, smsTemplateIds });

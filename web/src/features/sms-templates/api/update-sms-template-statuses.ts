import { api } from '@/lib/api-client';

/** Bulk status update (super-admin only); all or nothing: 422 when one of them cannot move. */
export const updateSmsTemplateStatuses = (smsTemplateIds: number[], status: number) =>
  api.patch<unknown>('/sms-templates', { attributes: { status }, smsTemplateIds });

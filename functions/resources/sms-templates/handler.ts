import { createHandler } from '../../kit/http.ts';
import { smsTemplates } from './sms-templates.ts';

export const handler = createHandler(smsTemplates.handlers);

/** The SMS templates area's SPA paths (spec section 2: list '', create 'form', edit 'edit/{id}'). */
export const SMS_TEMPLATES_PATH = '/sms-templates';
export const smsTemplateEditPath = (id: number) => `${SMS_TEMPLATES_PATH}/edit/${id}`;

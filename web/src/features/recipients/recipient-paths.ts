/** The recipients area's SPA paths (spec section 2: /recipient-info; list '', create 'form', edit 'edit/{id}'). */
export const RECIPIENTS_PATH = '/recipient-info';
export const recipientEditPath = (id: number) => `${RECIPIENTS_PATH}/edit/${id}`;

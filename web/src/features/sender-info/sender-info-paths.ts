/** The sender info area's SPA paths (spec section 2: list '', create 'form', edit 'edit/{id}'). */
export const SENDER_INFO_PATH = '/sender-info';
export const senderInfoEditPath = (id: number) => `${SENDER_INFO_PATH}/edit/${id}`;

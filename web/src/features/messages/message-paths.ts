/** The messages area's SPA paths (spec section 2: list '', create 'form', edit 'edit/{id}'). */
export const MESSAGES_PATH = '/messages';
export const messageEditPath = (id: number) => `${MESSAGES_PATH}/edit/${id}`;

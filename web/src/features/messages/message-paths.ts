/** The messages area's SPA paths (spec section 2: list '', create 'form', edit 'edit/{id}'); other features link to them too. */
export { MESSAGES_PATH, messageEditPath } from '@/lib/object-paths';

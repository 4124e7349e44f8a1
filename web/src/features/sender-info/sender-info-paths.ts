/** The sender info area's SPA paths (spec section 2: list '', create 'form', edit 'edit/{id}'); other features link to them too. */
export { SENDER_INFO_PATH, senderInfoEditPath } from '@/lib/object-paths';

/** The recipients area's SPA paths (spec section 2: /recipient-info; list '', create 'form', edit 'edit/{id}'); other features link to them too. */
export { RECIPIENTS_PATH, recipientEditPath } from '@/lib/object-paths';

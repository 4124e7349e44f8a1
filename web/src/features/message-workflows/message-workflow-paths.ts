/** The message workflows area's SPA paths (spec section 2: list '', create 'form', edit 'edit/{id}'); other features link to them too. */
export { MESSAGE_WORKFLOWS_PATH, messageWorkflowEditPath } from '@/lib/object-paths';

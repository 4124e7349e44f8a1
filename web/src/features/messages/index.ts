/**
 * What other screens may use from the messages area: the quick-create modal ('Create new
 * message', status Active and locked) for the workflow screens. Everything else is internal.
 */
export { MessageFormDialog } from './components/message-form-dialog';

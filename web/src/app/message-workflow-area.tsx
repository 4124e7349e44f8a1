import { lazy } from 'react';
import { CreateMessageDialogContext } from '../features/message-workflows/components/quick-create-message';
import MessageWorkflowRoutes from '../features/message-workflows/routes';

// The messages area's quick-create modal, loaded when the workflow form first opens it.
const MessageFormDialog = lazy(() => import('../features/messages').then((module) => ({ default: module.MessageFormDialog })));

/**
 * The message workflows area with the messages area's 'Create new message' modal plugged into its
 * message chooser. Features do not import each other; the app is where two of them meet.
 */
export default function MessageWorkflowArea() {
  return (
    <CreateMessageDialogContext.Provider value={MessageFormDialog}>
      <MessageWorkflowRoutes />
    </CreateMessageDialogContext.Provider>
  );
}

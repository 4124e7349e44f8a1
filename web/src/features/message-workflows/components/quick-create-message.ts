import { createContext, useContext, type ComponentType } from 'react';
import type { MessageSummary } from '../message-workflow-types';

/** The modal 'Create new message' (spec section 2): the message form, status Active and locked. */
export interface CreateMessageDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated?: (message: MessageSummary) => void;
}

/**
 * The quick-create modal belongs to the messages area, and features do not import each other: the
 * app provides it here (web/src/app/message-workflow-area.tsx). Without a provider the workflow
 * form simply offers no quick create.
 */
export const CreateMessageDialogContext = createContext<ComponentType<CreateMessageDialogProps> | null>(null);

export const useCreateMessageDialog = () => useContext(CreateMessageDialogContext);

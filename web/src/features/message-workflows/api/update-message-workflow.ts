import { api } from '@/lib/api-client';
import type { MessageWorkflow } from '../message-workflow-types';
import type { MessageWorkflowInput } from '@shared/message-workflows';

/** Sends the version the form loaded; a newer one on the server answers 409 and changes nothing. */
export const updateMessageWorkflow = (id: number, input: MessageWorkflowInput, version: number) =>
  api.put<MessageWorkflow>(`/message-workflows/${id}`, { ...input, version });

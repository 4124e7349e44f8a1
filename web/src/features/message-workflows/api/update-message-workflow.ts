import { api } from '@/lib/api-client';
import { type MessageWorkflowInput, MessageWorkflowSchema } from '@shared/message-workflows';

/** Sends the version the form loaded; a newer one on the server answers 409 and changes nothing. */
export const updateMessageWorkflow = (id: number, input: MessageWorkflowInput, version: number) =>
  api.put(`/message-workflows/${id}`, MessageWorkflowSchema, { ...input, version });

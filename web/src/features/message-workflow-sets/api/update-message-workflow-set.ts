import { api } from '@/lib/api-client';
import { type MessageWorkflowSetInput, MessageWorkflowSetSchema } from '@shared/message-workflow-sets';

/** Sends the version the form loaded; a newer one on the server answers 409 and changes nothing. */
export const updateMessageWorkflowSet = (id: number, input: MessageWorkflowSetInput, version: number) =>
  api.put(`/message-workflow-sets/${id}`, MessageWorkflowSetSchema, { ...input, version });

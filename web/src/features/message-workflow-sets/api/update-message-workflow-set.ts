import { api } from '@/lib/api-client';
import type { MessageWorkflowSet } from '../message-workflow-set-types';
import type { MessageWorkflowSetInput } from '@shared/message-workflow-sets';

/** Sends the version the form loaded; a newer one on the server answers 409 and changes nothing. */
export const updateMessageWorkflowSet = (id: number, input: MessageWorkflowSetInput, version: number) =>
  api.put<MessageWorkflowSet>(`/message-workflow-sets/${id}`, { ...input, version });

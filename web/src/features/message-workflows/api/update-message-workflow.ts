import { api } from '@/lib/api-client';
import { savePath } from '@/components/record-history/version-paths';
import { type MessageWorkflowInput, MessageWorkflowSchema } from '@shared/message-workflows';

/** Sends the version the form loaded; a newer one on the server answers 409 and changes nothing. `restoredFrom`: the earlier version these values restore. */
export const updateMessageWorkflow = (id: number, input: MessageWorkflowInput, version: number, restoredFrom?: number) =>
  api.put(savePath(`/message-workflows/${id}`, restoredFrom), MessageWorkflowSchema, { ...input, version });

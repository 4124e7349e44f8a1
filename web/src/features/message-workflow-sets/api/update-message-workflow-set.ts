import { api } from '@/lib/api-client';
import { savePath } from '@/components/record-history/version-paths';
import { type MessageWorkflowSetInput, MessageWorkflowSetSchema } from '@shared/message-workflow-sets';

/** Sends the version the form loaded; a newer one on the server answers 409 and changes nothing. `restoredFrom`: the earlier version these values restore. */
export const updateMessageWorkflowSet = (id: number, input: MessageWorkflowSetInput, version: number, restoredFrom?: number) =>
  api.put(savePath(`/message-workflow-sets/${id}`, restoredFrom), MessageWorkflowSetSchema, { ...input, version });

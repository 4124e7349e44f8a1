import { api } from '@/lib/api-client';
import { savePath } from '@/components/record-history/version-paths';
import { messageBody } from './message-body';
import { type MessageInput, MessageSchema } from '@shared/messages';

/** Sends the version the form loaded; a newer one on the server answers 409 and changes nothing. `restoredFrom`: the earlier version these values restore. */
export const updateMessage = (id: number, input: MessageInput, version: number, restoredFrom?: number) =>
  api.put(savePath(`/messages/${id}`, restoredFrom), MessageSchema, { ...messageBody(input), version });

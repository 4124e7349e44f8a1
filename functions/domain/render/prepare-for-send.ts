import { messageStore } from '../../data/catalogue.ts';
import { Failure } from '../failure.ts';
import { prepareMessage, type PreparedMessage } from './prepare-message.ts';
import { SENDING_TEXTS } from '../../../shared/sending.ts';
import { failureFix, type FailureFix } from '../../../shared/failure-fix.ts';

/** Why a message cannot be sent to anyone, and the record to fix (the message) when there is one. */
export interface Unprepared {
  reason: string;
  fix?: FailureFix;
}

/**
 * The message of a send, prepared once for a batch (docs/sending.md, S3, S5), or why it cannot
 * render for anyone. The sender and the readiness check both call it, so they agree on the reason.
 */
export async function prepareForSend(messageId: number | null): Promise<PreparedMessage | Unprepared> {
  if (messageId === null) return { reason: SENDING_TEXTS.messageMissing };
  const message = await messageStore.get(messageId);
  if (!message) return { reason: SENDING_TEXTS.messageGone(messageId) };
  try {
    return await prepareMessage(message);
  } catch (error) {
    if (error instanceof Failure) return { reason: Object.values(error.errors ?? {})[0] ?? error.message, fix: failureFix('message', messageId) };
    throw error;
  }
}

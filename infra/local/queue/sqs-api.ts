import { createHash } from 'node:crypto';
import type { QueueStore } from './queue-store.ts';

/**
 * The part of the SQS API the functions and tools use, in the AWS JSON 1.0 protocol that
 * @aws-sdk/client-sqs speaks (`x-amz-target: AmazonSQS.<Operation>`): SendMessage,
 * SendMessageBatch, ReceiveMessage, DeleteMessage, GetQueueUrl and GetQueueAttributes. Queue URLs
 * are `<endpoint>/000000000000/<name>`; errors carry `__type` as SQS's do.
 */
export class SqsError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

export const ACCOUNT = '000000000000';
const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

export interface QueueApiContext {
  store: QueueStore;
  /** The queues that exist (one per queue job). */
  queues: Set<string>;
  baseUrl: string;
  /** A message arrived: wakes the consumers. */
  notify(queue: string): void;
}

function queueOf(context: QueueApiContext, url: unknown): string {
  const name = typeof url === 'string' ? /\/(\d{12})\/([^/?]+)$/.exec(url)?.[2] : undefined;
  if (!name || !context.queues.has(name)) throw new SqsError('com.amazonaws.sqs#QueueDoesNotExist', `The specified queue does not exist: ${String(url)}`);
  return name;
}

function body(value: unknown): string {
  if (typeof value !== 'string' || !value.length) throw new SqsError('com.amazonaws.sqs#InvalidParameterValue', 'MessageBody must be a non-empty string.');
  if (Buffer.byteLength(value) > 262_144) throw new SqsError('com.amazonaws.sqs#InvalidParameterValue', 'MessageBody is longer than 256 KiB.');
  return value;
}

export function handleSqs(context: QueueApiContext, operation: string, input: Record<string, any>): Record<string, unknown> {
  const { store } = context;
  switch (operation) {
    case 'SendMessage': {
      const queue = queueOf(context, input.QueueUrl);
      const message = store.send(queue, body(input.MessageBody));
      context.notify(queue);
      return { MessageId: message.id, MD5OfMessageBody: md5(message.body) };
    }
    case 'SendMessageBatch': {
      const queue = queueOf(context, input.QueueUrl);
      const entries: { Id: string; MessageBody: string }[] = Array.isArray(input.Entries) ? input.Entries : [];
      if (!entries.length || entries.length > 10) throw new SqsError('com.amazonaws.sqs#TooManyEntriesInBatchRequest', 'A batch holds 1 to 10 entries.');
      const successful = entries.map((entry) => {
        const message = store.send(queue, body(entry.MessageBody));
        return { Id: entry.Id, MessageId: message.id, MD5OfMessageBody: md5(message.body) };
      });
      context.notify(queue);
      return { Successful: successful, Failed: [] };
    }
    case 'ReceiveMessage': {
      const queue = queueOf(context, input.QueueUrl);
      const wanted = Math.min(10, Math.max(1, Number(input.MaxNumberOfMessages ?? 1)));
      const visibilityMs = Number(input.VisibilityTimeout ?? 30) * 1000;
      const messages = [];
      for (let i = 0; i < wanted; i++) {
        const message = store.receive(queue, visibilityMs);
        if (!message) break;
        messages.push({
          MessageId: message.id,
          ReceiptHandle: message.receipt,
          MD5OfBody: md5(message.body),
          Body: message.body,
          Attributes: { ApproximateReceiveCount: String(message.receiveCount), SentTimestamp: String(message.sentAt) },
        });
      }
      return { Messages: messages };
    }
    case 'DeleteMessage':
      queueOf(context, input.QueueUrl);
      store.delete(String(input.ReceiptHandle));
      return {};
    case 'GetQueueUrl': {
      const name = String(input.QueueName);
      if (!context.queues.has(name)) throw new SqsError('com.amazonaws.sqs#QueueDoesNotExist', `The specified queue does not exist: ${name}`);
      return { QueueUrl: `${context.baseUrl}/${ACCOUNT}/${name}` };
    }
    case 'GetQueueAttributes': {
      const queue = queueOf(context, input.QueueUrl);
      const now = Date.now();
      const messages = store.messages(queue);
      return {
        Attributes: {
          ApproximateNumberOfMessages: String(messages.filter((m) => m.visibleAt <= now).length),
          ApproximateNumberOfMessagesNotVisible: String(messages.filter((m) => m.visibleAt > now).length),
        },
      };
    }
    default:
      throw new SqsError('com.amazonaws.sqs#UnsupportedOperation', `${operation} is not part of the local SQS API.`);
  }
}

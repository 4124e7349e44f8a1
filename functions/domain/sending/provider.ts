import { port } from '../../adapters/adapters.ts';
import type { RenderedMessage } from '../render/render-batch.ts';

/**
 * Hands one rendered message to the provider (SES v2 or SNS). The answer tells the sender what to
 * record: accepted (with the provider's message id), refused (the provider answered with an
 * error: nothing was sent) or no answer (the call failed on the way: it may have been sent).
 */
export type ProviderAnswer = { accepted: true; messageId: string } | { accepted: false; answered: boolean; reason: string };

const senderName = (message: RenderedMessage) => [message.sender.firstName, message.sender.lastName].filter(Boolean).join(' ');

/** `tags` name the delivery in an email's SES message tags (delivery-tags.ts); SNS has none. */
export async function handOver(message: RenderedMessage, to = message.to, tags?: Record<string, string>): Promise<ProviderAnswer> {
  try {
    const messageId =
      message.delivery === 'sms'
        ? await port('sms').send({ to, body: message.body ?? '', from: message.sender.phoneNumber })
        : await port('email').send({
            from: { email: message.sender.email ?? '', name: senderName(message) },
            to,
            template: message.template!,
            data: message.values,
            tags,
          });
    return { accepted: true, messageId };
  } catch (error) {
    const failure = error as Error & { $metadata?: { httpStatusCode?: number }; $response?: unknown };
    const answered = typeof failure.$metadata?.httpStatusCode === 'number';
    // the provider's error name when it gave one that says something
    const name = failure.name && !['Error', 'Unknown'].includes(failure.name) ? `${failure.name}: ` : '';
    return { accepted: false, answered, reason: `${name}${failure.message || 'no detail'}` };
  }
}

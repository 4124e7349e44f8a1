import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { EmailSender } from './ports.ts';

/** Email goes out through the SES v2 API (locally the SES v2 stand-in: only the endpoint differs). */
let client: SESv2Client | undefined;
export const ses = () => (client ??= new SESv2Client({ endpoint: process.env.SES_ENDPOINT || undefined, maxAttempts: 3, cacheMiddleware: true }));

export interface TemplatedEmail {
  from: { email: string; name?: string };
  to: string;
  template: string;
  data: Record<string, unknown>;
  /** SES message tags (name -> value), published with every event about the email. */
  tags?: Record<string, string>;
}

const address = ({ email, name }: TemplatedEmail['from']) => (name ? `"${name.replace(/["\\]/g, '')}" <${email}>` : email);

/**
 * Sends one templated email; answers the provider's message id. Every email, a test send too,
 * names the configuration set (SES_CONFIGURATION_SET, given to each function with the right
 * 'email'), so its bounces and complaints reach the suppression list.
 */
export const sesEmailSender = (): EmailSender => ({ send: sendTemplatedEmail });

async function sendTemplatedEmail(email: TemplatedEmail): Promise<string> {
  const configurationSet = process.env.SES_CONFIGURATION_SET;
  const result = await ses().send(
    new SendEmailCommand({
      FromEmailAddress: address(email.from),
      Destination: { ToAddresses: [email.to] },
      Content: { Template: { TemplateName: email.template, TemplateData: JSON.stringify(email.data) } },
      ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
      ...(email.tags ? { EmailTags: Object.entries(email.tags).map(([Name, Value]) => ({ Name, Value })) } : {}),
    }),
  );
  if (!result.MessageId) throw new Error('SES answered without a message id');
  return result.MessageId;
}

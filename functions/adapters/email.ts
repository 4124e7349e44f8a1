import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { EmailSender } from './ports.ts';

/** Email goes out through the SES v2 API (locally the SES v2 stand-in: only the endpoint differs). */
let client: SESv2Client | undefined;
export const ses = () => (client ??= new SESv2Client({ endpoint: process.env.SES_ENDPOINT || undefined, maxAttempts: 3, cacheMiddleware: true }));

interface EmailEnvelope {
  from: { email: string; name?: string };
  to: string;
  /** SES message tags (name -> value), published with every event about the email. */
  tags?: Record<string, string>;
}

/** An email SES renders from one of its templates with the data (every real send). */
export interface TemplatedEmail extends EmailEnvelope {
  template: string;
  data: Record<string, unknown>;
}

/** An email whose subject and body are given as they go out (a test send, marked as a test). */
export interface ComposedEmail extends EmailEnvelope {
  subject: string;
  html: string;
}

export type OutgoingEmail = TemplatedEmail | ComposedEmail;

const address = ({ email, name }: EmailEnvelope['from']) => (name ? `"${name.replace(/["\\]/g, '')}" <${email}>` : email);

/**
 * Sends one email, templated or composed; answers the provider's message id. Every email, a test send too,
 * names the configuration set (SES_CONFIGURATION_SET, given to each function with the right
 * 'email'), so its bounces and complaints reach the suppression list.
 */
export const sesEmailSender = (): EmailSender => ({ send: sendEmail });

const utf8 = (text: string) => ({ Data: text, Charset: 'UTF-8' });

async function sendEmail(email: OutgoingEmail): Promise<string> {
  const configurationSet = process.env.SES_CONFIGURATION_SET;
  const result = await ses().send(
    new SendEmailCommand({
      FromEmailAddress: address(email.from),
      Destination: { ToAddresses: [email.to] },
      Content:
        'template' in email
          ? { Template: { TemplateName: email.template, TemplateData: JSON.stringify(email.data) } }
          : { Simple: { Subject: utf8(email.subject), Body: { Html: utf8(email.html) } } },
      ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
      ...(email.tags ? { EmailTags: Object.entries(email.tags).map(([Name, Value]) => ({ Name, Value })) } : {}),
    }),
  );
  if (!result.MessageId) throw new Error('SES answered without a message id');
  return result.MessageId;
}

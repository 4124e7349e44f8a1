import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';

/** Email goes out through the SES v2 API (locally the SES v2 stand-in: only the endpoint differs). */
let client: SESv2Client | undefined;
export const ses = () => (client ??= new SESv2Client({ endpoint: process.env.SES_ENDPOINT || undefined, maxAttempts: 3, cacheMiddleware: true }));

export interface TemplatedEmail {
  from: { email: string; name?: string };
  to: string;
  template: string;
  data: Record<string, unknown>;
  /** The SES configuration set whose events (bounces, complaints) apply to this email. */
  configurationSet?: string;
}

const address = ({ email, name }: TemplatedEmail['from']) => (name ? `"${name.replace(/["\\]/g, '')}" <${email}>` : email);

/** Sends one templated email; answers the provider's message id. */
export async function sendTemplatedEmail(email: TemplatedEmail): Promise<string> {
  const result = await ses().send(
    new SendEmailCommand({
      FromEmailAddress: address(email.from),
      Destination: { ToAddresses: [email.to] },
      Content: { Template: { TemplateName: email.template, TemplateData: JSON.stringify(email.data) } },
      ...(email.configurationSet ? { ConfigurationSetName: email.configurationSet } : {}),
    }),
  );
  if (!result.MessageId) throw new Error('SES answered without a message id');
  return result.MessageId;
}

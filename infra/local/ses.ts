import type { AddressInfo } from 'node:net';
import { CreateEmailTemplateCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DEMO_EMAIL_TEMPLATES } from './demo-email-templates.ts';

/**
 * The SES v2 stand-in (aws-ses-v2-local): the API the functions call through the AWS SDK, a mail
 * viewer at its root, and GET /store for tests. It keeps mail in memory, so the demo templates
 * are created again at every start. Its memory is per process: a second runtime in one process
 * (a test that starts its own) finds the templates there already.
 */
export async function startSes(port: number): Promise<{ url: string; stop(): Promise<void> }> {
  const { default: sesServer } = await import('aws-ses-v2-local');
  const server = await sesServer({ port, host: '127.0.0.1' });
  if (!server.listening) await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port: bound } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${bound}`;
  const client = new SESv2Client({ endpoint: url, region: 'eu-west-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  for (const template of DEMO_EMAIL_TEMPLATES) {
    await client
      .send(new CreateEmailTemplateCommand({ TemplateName: template.name, TemplateContent: { Subject: template.subject, Html: template.html, Text: template.text } }))
      .catch((error: Error) => {
        if (!/already exists/i.test(error.message)) throw error;
      });
  }
  client.destroy();
  return {
    url,
    stop: () => new Promise<void>((resolve) => { server.closeAllConnections?.(); server.close(() => resolve()); }),
  };
}

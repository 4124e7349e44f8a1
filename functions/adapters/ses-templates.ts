import { GetEmailTemplateCommand, ListEmailTemplatesCommand } from '@aws-sdk/client-sesv2';
import { ses } from './email.ts';
import type { TemplateSource } from './ports.ts';

/** The account's SES email templates whose names start with `prefix` (one prefix per template service). */
export function sesTemplateSource(prefix: string): TemplateSource {
  return {
    async list() {
      const names: string[] = [];
      let token: string | undefined;
      do {
        const page = await ses().send(new ListEmailTemplatesCommand({ NextToken: token, PageSize: 100 }));
        for (const template of page.TemplatesMetadata ?? []) if (template.TemplateName?.startsWith(prefix)) names.push(template.TemplateName);
        token = page.NextToken;
      } while (token);
      return names.sort().map((name) => ({ id: name, name: name.slice(prefix.length).replace(/-/g, ' ') }));
    },
    async preview(id) {
      if (!id.startsWith(prefix)) return undefined;
      try {
        const template = await ses().send(new GetEmailTemplateCommand({ TemplateName: id }));
        return { subject: template.TemplateContent?.Subject ?? '', html: template.TemplateContent?.Html ?? `<pre>${template.TemplateContent?.Text ?? ''}</pre>` };
      } catch (error) {
        if ((error as { name?: string }).name === 'NotFoundException') return undefined;
        throw error;
      }
    },
  };
}

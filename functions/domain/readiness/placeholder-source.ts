import { previewEmailTemplate } from '../catalogue/email-templates.ts';
import type { PreparedMessage } from '../render/prepare-message.ts';
import type { RenderedMessage } from '../render/render-batch.ts';
import { placeholdersIn } from '../../../shared/sms-placeholders.ts';

/**
 * The {{placeholders}} a rendered message fills: an SMS those of its translation's text, an email
 * those of its template at the template service (subject and body), read once per template per
 * check. `undefined`: the template service does not have the template (SES would refuse the send).
 */
export type PlaceholderSource = (message: RenderedMessage) => Promise<string[] | undefined>;

export function placeholderSource(prepared: PreparedMessage): PlaceholderSource {
  if (prepared.delivery === 'sms') {
    const byLanguage = new Map((prepared.smsTemplate?.translations ?? []).map((t) => [t.languageId, placeholdersIn(t.body)]));
    return async (message) => byLanguage.get(message.languageId) ?? [];
  }
  const templates = new Map<string, Promise<string[] | undefined>>();
  return (message) => {
    const name = message.template!;
    let found = templates.get(name);
    if (!found) {
      found = previewEmailTemplate(prepared.message.type, name).then((template) => (template ? placeholdersIn(`${template.subject}\n${template.html}`) : undefined));
      templates.set(name, found);
    }
    return found;
  };
}

import { createHandler, ok } from '../../kit/http.ts';
import { malformed, notFound } from '../../domain/failure.ts';
import { validate } from '../../domain/validate.ts';
import { messages } from './messages.ts';
import { testSend } from '../../domain/sending/test-send.ts';
import { withinTestSendLimit } from '../../domain/sending/test-send-limit.ts';
import { deleteTranslation, listTranslations, translationHistory, translationVersion } from './translations.ts';
import { byUser } from '../../domain/audit/trail.ts';
import { listActionTriggers, updateActionTrigger } from './action-triggers.ts';
import { emailTemplates, previewEmailTemplate } from '../../domain/catalogue/email-templates.ts';
import { readListParams } from '../../kit/list-engine.ts';
import { TEMPLATE_LIST } from './template-list.ts';
import { isSms, MESSAGE_TYPES, TestMessageSchema } from '../../../shared/messages.ts';

/** The email message type a template request is for (?type=1..4). */
function emailType(params: URLSearchParams): number {
  const type = Number(params.get('type'));
  if (!MESSAGE_TYPES.some((t) => t.id === type) || isSms(type)) throw malformed('type must be an email message type (1, 2, 3 or 4).', { type: 'type must be an email message type (1, 2, 3 or 4).' });
  return type;
}

export const handler = createHandler({
  ...messages.handlers,

  'POST /v1/messages/test-message': async ({ body, user }) => {
    const input = validate(TestMessageSchema, body);
    const message = await messages.service.load(String(input.message));
    const [sent] = await withinTestSendLimit(user.id, [() => testSend(message, input)]);
    return ok(sent);
  },

  'GET /v1/message-translations': async ({ query }) => ok(await listTranslations(query)),
  'GET /v1/message-translations/{id}/history': async ({ params }) => ok(await translationHistory(params.id)),
  'GET /v1/message-translations/{id}/history/{entryId}/version': async ({ params }) => ok(await translationVersion(params.id, params.entryId)),
  'DELETE /v1/message-translations/{id}': async ({ params, user }) => {
    await deleteTranslation(params.id, byUser(user, 'update', `Translation #${params.id} deleted`));
    return ok(true);
  },

  'GET /v1/action-trigger-messages': async ({ query }) => ok(await listActionTriggers(query)),
  'PUT /v1/action-trigger-messages/{id}': async ({ params, body, user }) => ok(await updateActionTrigger(params.id, body, user.id)),

  'GET /v1/email-templates': async ({ query }) => {
    readListParams(query, TEMPLATE_LIST);
    const items = await emailTemplates(emailType(query), query.get('clear_cache') === 'true');
    return ok({ items, total: items.length });
  },
  /** JSON `{ id, subject, html }`, or the page itself for a browser asking for HTML. */
  'GET /v1/email-templates/{id}/preview': async ({ params, query, event }) => {
    const preview = await previewEmailTemplate(emailType(query), params.id);
    if (!preview) throw notFound(`The template ${params.id} does not exist.`);
    if (/text\/html/.test(event.headers?.accept ?? '')) return { statusCode: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: preview.html };
    return ok({ id: params.id, ...preview });
  },
});


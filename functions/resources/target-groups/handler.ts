import type { z } from 'zod';
import { createHandler, ok } from '../../kit/http.ts';
import { invalid } from '../../domain/failure.ts';
import { fieldErrors } from '../../domain/validate.ts';
import { countAudience, testContact } from '../../domain/audience/audience.ts';
import { audienceList } from './contact-list.ts';
import { sendTestMessages } from './send-test-messages.ts';
import { previewTargetGroupChange } from './preview-changes.ts';
import { CountAudienceSchema, SendTestMessagesSchema, TestMasterContactSchema, TestRuleMasterContactsSchema } from '../../../shared/target-groups/test-panel.ts';

/** The Test Target Group panel: one contact with the explanation, the matching contacts, test messages; the audience's size for the form. */
function parse<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  throw invalid(errors, Object.values(errors)[0]);
}

export const handler = createHandler({
  'POST /v1/target-groups/test-master-contact': async ({ body }) => {
    const input = parse(TestMasterContactSchema, body);
    return ok(await testContact(input.targetGroup, input.eventId, input.masterContactId));
  },
  'POST /v1/target-groups/test-rule-master-contacts': async ({ body, query }) => {
    const input = parse(TestRuleMasterContactsSchema, body);
    return ok(await audienceList(input.targetGroup, input.eventId, query));
  },
  'POST /v1/target-groups/count': async ({ body }) => {
    const input = parse(CountAudienceSchema, body);
    return ok(await countAudience(input.targetGroup, input.eventId));
  },
  'POST /v1/target-groups/preview-changes': async ({ body }) => ok(await previewTargetGroupChange(body)),
  'POST /v1/target-groups/send-test-messages': async ({ body, user }) => ok(await sendTestMessages(parse(SendTestMessagesSchema, body), user.id)),
});

import * as changePreview from '../../../shared/change-preview.ts';
import * as testPanel from '../../../shared/target-groups/test-panel.ts';
import { AUDIENCE_LIST } from '../../resources/target-groups/contact-list.ts';
import { data, listQuery, page, type RouteSchemas } from '../declaration.ts';

/** Target groups: testing a group on contacts, its size, previews of its changes and test sends. */
export const TARGET_GROUP_ROUTES: Record<string, RouteSchemas> = {
  'POST /v1/target-groups/test-master-contact': { summary: 'Whether a contact is in a target group for an event, and why', body: testPanel.TestMasterContactSchema, answer: data(testPanel.ContactTestResultSchema) },
  'POST /v1/target-groups/test-rule-master-contacts': {
    summary: 'The contacts in a target group for an event',
    body: testPanel.TestRuleMasterContactsSchema,
    query: listQuery(AUDIENCE_LIST, { note: 'page and size are also read as page[number] and page[size].' }),
    answer: page(testPanel.AudienceContactSchema),
  },
  'POST /v1/target-groups/preview-changes': {
    summary: "What giving a workflow this target group would do to its pending sends' audiences, without saving",
    body: changePreview.TargetGroupPreviewInputSchema,
    answer: data(changePreview.TargetGroupChangePreviewSchema),
  },
  'POST /v1/target-groups/count': { summary: 'The size of a target group for an event, from the planner (null when every contact would have to be read)', body: testPanel.CountAudienceSchema, answer: data(testPanel.AudienceCountSchema) },
  'POST /v1/target-groups/send-test-messages': {
    summary: "Send a workflow's message, rendered for chosen contacts, to a test address or number",
    body: testPanel.SendTestMessagesSchema,
    answer: data(testPanel.SendTestMessagesResultSchema),
    refusals: [429, 502],
  },
};

import { STATUS } from '../../../shared/status.ts';
import type { Tag } from '../../../shared/tags.ts';
import type { SmsTemplateInput } from '../../../shared/sms-templates.ts';
import type { ReferenceLayoutInput } from '../../../shared/reference-layouts.ts';
import type { ReferenceSetTemplateInput } from '../../../shared/reference-set-templates.ts';
import type { SenderInfoInput } from '../../../shared/sender-info.ts';
import type { RecipientInput } from '../../../shared/recipients.ts';
import type { TestContactInput } from '../../../shared/test-contacts.ts';
import { postData, unique, type Created, type Poster } from './client.ts';

/**
 * The catalogue's supporting records: tags, SMS templates, reference layouts, reference set
 * templates, sender info, recipients and test contacts. Each has a pure body with overrides (to
 * send through a form, or to break one field) and a factory that posts it and answers the record.
 * A body is the smallest complete record; a status, where there is one, is Draft unless asked.
 */

/** One contact query for every mapping: the contact, their phone and their company's account manager. */
export const CONTACT_QUERY = `query($contactIds: [Int!]!) {
  contacts(ids: $contactIds) { id email firstName lastName phoneNumber company { accountManager { email firstName lastName phoneNumber } } }
}`;
/** Contact 1 is in every directory the tests use (the API tests' worlds and the demo directory). */
export const CONTACT_VARIABLES = '{"contactIds":[1]}';

/** Runs a query as the editors' Test button does: an Active reference set needs its exact query to have run. */
export const runQuery = (client: Poster, query = CONTACT_QUERY, variables: string | Record<string, unknown> = CONTACT_VARIABLES) =>
  postData<unknown>(client, '/v1/graphql', { query, variables }, 200);

export const tagBody = (overrides: Record<string, unknown> = {}) => ({ name: unique('Tag'), color: '#2B7BE7', ...overrides });
export const createTag = (client: Poster, overrides: Record<string, unknown> = {}) => postData<Tag>(client, '/v1/tags', tagBody(overrides));

export const smsTemplateBody = (overrides: Record<string, unknown> = {}) => ({
  name: unique('SMS template'),
  status: STATUS.draft,
  translations: [{ languageId: 1, body: 'Hi {{ContactFirstName}}, see you soon!' }],
  tags: [] as number[],
  ...overrides,
});
export const createSmsTemplate = (client: Poster, overrides: Record<string, unknown> = {}) =>
  postData<Created<SmsTemplateInput>>(client, '/v1/sms-templates', smsTemplateBody(overrides));

export const referenceLayoutBody = (overrides: Record<string, unknown> = {}) => ({
  name: unique('Layout'),
  description: 'A layout for tests',
  code: '<b>{{ value }}</b>',
  ...overrides,
});
export const createReferenceLayout = (client: Poster, overrides: Record<string, unknown> = {}) =>
  postData<Created<ReferenceLayoutInput>>(client, '/v1/reference-layouts', referenceLayoutBody(overrides));

/** The references of a set over CONTACT_QUERY that the demo templates read. */
export const CONTACT_REFERENCES = [
  { field: 'ContactId', mapping: 'contacts[].id' },
  { field: 'ContactEmail', mapping: 'contacts[].email' },
  { field: 'ContactFirstName', mapping: 'contacts[].firstName' },
  { field: 'ContactLastName', mapping: 'contacts[].lastName' },
];

/**
 * A query that ignores $contactIds and always answers these contacts (with the fields of
 * CONTACT_REFERENCES): a reference set over it has no values for anyone else, whose deliveries
 * then fail with that reason. No variables, since it takes none.
 */
export const queryAnsweringOnly = (...contactIds: number[]) => ({
  graphQuery: `query { contacts(ids: [${contactIds.join(', ')}]) { id email firstName lastName } }`,
  variables: '',
});

export const referenceSetTemplateBody = (overrides: Record<string, unknown> = {}) => ({
  name: unique('Reference set'),
  status: STATUS.draft as number,
  graphQuery: CONTACT_QUERY,
  variables: CONTACT_VARIABLES,
  referencesSetMapping: CONTACT_REFERENCES,
  customReferences: [] as Record<string, unknown>[],
  ...overrides,
});

/** An Active one runs its query first, as the editor's Test button would, since activating needs that. */
export async function createReferenceSetTemplate(client: Poster, overrides: Record<string, unknown> = {}) {
  const body = referenceSetTemplateBody(overrides);
  if (body.status === STATUS.active) await runQuery(client, body.graphQuery, body.variables);
  return postData<Created<ReferenceSetTemplateInput>>(client, '/v1/reference-set-templates', body);
}

/** A sender read from the contact's own address: offered for email types, not for SMS (no phone mapping). */
export const senderInfoBody = (overrides: Record<string, unknown> = {}) => ({
  name: unique('Sender'),
  graphQuery: CONTACT_QUERY,
  senderReferences: [
    { field: 'masterContactId', mapping: 'contacts[].id' },
    { field: 'senderEmail', mapping: 'contacts[].email' },
  ],
  ...overrides,
});
export const createSenderInfo = (client: Poster, overrides: Record<string, unknown> = {}) =>
  postData<Created<SenderInfoInput>>(client, '/v1/sender-info', senderInfoBody(overrides));

/** The contact, by email and by phone, so one recipient serves email and SMS messages. */
export const recipientBody = (overrides: Record<string, unknown> = {}) => ({
  name: unique('Recipient'),
  graphQuery: CONTACT_QUERY,
  recipientReferences: [
    { field: 'masterContactId', mapping: 'contacts[].id' },
    { field: 'contactEmail', mapping: 'contacts[].email' },
    { field: 'contactPhoneNumber', mapping: 'contacts[].phoneNumber' },
  ],
  ...overrides,
});
export const createRecipient = (client: Poster, overrides: Record<string, unknown> = {}) =>
  postData<Created<RecipientInput>>(client, '/v1/recipients', recipientBody(overrides));

/** A test contact is someone at an event: the event is the caller's, master contact 1 unless told. */
export const testContactBody = (overrides: { eventId: number } & Record<string, unknown>) => ({ name: unique('Test contact'), masterContactId: 1, ...overrides });
export const createTestContact = (client: Poster, overrides: { eventId: number } & Record<string, unknown>) =>
  postData<Created<TestContactInput>>(client, '/v1/test-contacts', testContactBody(overrides));

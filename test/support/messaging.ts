import type { Client } from './api.ts';
import { companyRecord, contactRecord, eventRecord, importBatch } from './directory.ts';

/**
 * A small messaging world through the API: two contacts (English and German) at one event, an
 * active reference set (with a custom reference rendered by a layout), a sender info reading the
 * company's account manager, and a recipient with email and phone mappings.
 */
export const CONTACT_QUERY = `query($contactIds: [Int!]!) {
  contacts(ids: $contactIds) { id email firstName lastName phoneNumber company { accountManager { email firstName lastName phoneNumber } } }
}`;

export async function messagingWorld(admin: Client, staff: Client) {
  await importBatch(admin, [
    eventRecord(1),
    companyRecord(1, { accountManager: { firstName: 'Alex', lastName: 'Manager', email: 'alex.manager@example.com', title: 'Account manager', phoneNumber: '+31611111111' } }),
    contactRecord(1, { firstName: 'Emma', lastName: 'English', languageId: 1, companyId: 1, phoneNumber: '+31622222222' }),
    contactRecord(2, { firstName: 'Greta', lastName: 'German', languageId: 2, companyId: 1, phoneNumber: '+49151333333' }),
  ]);
  const ok = async (answer: Promise<{ status: number; body: any }>) => {
    const { status, body } = await answer;
    if (status >= 300) throw new Error(`${status} ${JSON.stringify(body)}`);
    return body.data;
  };
  await ok(staff.post('/v1/graphql', { query: CONTACT_QUERY, variables: { contactIds: [1] } }));
  const layout = await ok(staff.post('/v1/reference-layouts', { name: 'Greeting layout', code: '<b>Dear {{ value }}</b>' }));
  const referenceSet = await ok(
    staff.post('/v1/reference-set-templates', {
      name: 'Contact basics',
      status: 1,
      graphQuery: CONTACT_QUERY,
      variables: '{"contactIds":[1]}',
      referencesSetMapping: [
        { field: 'ContactId', mapping: 'contacts[].id' },
        { field: 'ContactEmail', mapping: 'contacts[].email' },
        { field: 'ContactFirstName', mapping: 'contacts[].firstName' },
        { field: 'ContactLastName', mapping: 'contacts[].lastName' },
      ],
      customReferences: [{ field: 'Greeting', mapping: 'contacts[].firstName', layoutId: layout.id }],
    }),
  );
  const sender = await ok(
    staff.post('/v1/sender-info', {
      name: 'Account manager',
      graphQuery: CONTACT_QUERY,
      senderReferences: [
        { field: 'masterContactId', mapping: 'contacts[].id' },
        { field: 'senderEmail', mapping: 'contacts[].company.accountManager.email' },
        { field: 'senderFirstName', mapping: 'contacts[].company.accountManager.firstName' },
        { field: 'senderLastName', mapping: 'contacts[].company.accountManager.lastName' },
        { field: 'senderPhoneNumber', mapping: 'contacts[].company.accountManager.phoneNumber' },
      ],
    }),
  );
  const emailOnlySender = await ok(
    staff.post('/v1/sender-info', { name: 'Email only', graphQuery: CONTACT_QUERY, senderReferences: [{ field: 'masterContactId', mapping: 'contacts[].id' }, { field: 'senderEmail', mapping: 'contacts[].email' }] }),
  );
  const recipient = await ok(
    staff.post('/v1/recipients', {
      name: 'The contact',
      graphQuery: CONTACT_QUERY,
      recipientReferences: [
        { field: 'masterContactId', mapping: 'contacts[].id' },
        { field: 'contactEmail', mapping: 'contacts[].email' },
        { field: 'contactPhoneNumber', mapping: 'contacts[].phoneNumber' },
      ],
    }),
  );
  const smsTemplate = await ok(
    staff.post('/v1/sms-templates', {
      name: 'Reminder SMS',
      status: 1,
      translations: [
        { languageId: 1, body: 'Hi {{ContactFirstName}}, see you soon! {{SenderFirstName}}' },
        { languageId: 2, body: 'Hallo {{ContactFirstName}}, bis bald! {{SenderFirstName}}' },
      ],
    }),
  );
  return { layout, referenceSet, sender, emailOnlySender, recipient, smsTemplate };
}

/** An Active service email of the messaging world (sender info, recipient, reference set, demo template). */
export async function activeEmailMessage(staff: Client, world: Awaited<ReturnType<typeof messagingWorld>>, name: string): Promise<number> {
  const answer = await staff.post('/v1/messages', {
    name,
    type: 1,
    status: 1,
    senderId: world.sender.id,
    recipientId: world.recipient.id,
    templateId: 'service-meeting-reminder',
    referenceSetTemplateId: world.referenceSet.id,
  });
  if (answer.status !== 201) throw new Error(`activeEmailMessage failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data.id;
}

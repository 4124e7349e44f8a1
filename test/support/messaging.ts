import { STATUS } from '../../shared/status.ts';
import {
  companyRecord,
  contactRecord,
  createRecipient,
  createReferenceLayout,
  createReferenceSetTemplate,
  createSenderInfo,
  createSmsTemplate,
  eventRecord,
  importBatch,
  type Poster,
} from './test-data/index.ts';

/**
 * A small messaging world through the API: two contacts (English and German) at one event, an
 * active reference set (with a custom reference rendered by a layout), a sender info reading the
 * company's account manager, and a recipient with email and phone mappings.
 */
export async function messagingWorld(admin: Poster, staff: Poster) {
  await importBatch(admin, [
    eventRecord(1),
    companyRecord(1, { accountManager: { firstName: 'Alex', lastName: 'Manager', email: 'alex.manager@example.com', title: 'Account manager', phoneNumber: '+31611111111' } }),
    contactRecord(1, { firstName: 'Emma', lastName: 'English', languageId: 1, companyId: 1, phoneNumber: '+31622222222' }),
    contactRecord(2, { firstName: 'Greta', lastName: 'German', languageId: 2, companyId: 1, phoneNumber: '+49151333333' }),
  ]);
  const layout = await createReferenceLayout(staff, { name: 'Greeting layout', code: '<b>Dear {{ value }}</b>' });
  const referenceSet = await createReferenceSetTemplate(staff, {
    name: 'Contact basics',
    status: STATUS.active,
    customReferences: [{ field: 'Greeting', mapping: 'contacts[].firstName', layoutId: layout.id }],
  });
  const sender = await createSenderInfo(staff, {
    name: 'Account manager',
    senderReferences: [
      { field: 'masterContactId', mapping: 'contacts[].id' },
      { field: 'senderEmail', mapping: 'contacts[].company.accountManager.email' },
      { field: 'senderFirstName', mapping: 'contacts[].company.accountManager.firstName' },
      { field: 'senderLastName', mapping: 'contacts[].company.accountManager.lastName' },
      { field: 'senderPhoneNumber', mapping: 'contacts[].company.accountManager.phoneNumber' },
    ],
  });
  const emailOnlySender = await createSenderInfo(staff, { name: 'Email only' });
  const recipient = await createRecipient(staff, { name: 'The contact' });
  const smsTemplate = await createSmsTemplate(staff, {
    name: 'Reminder SMS',
    status: STATUS.active,
    translations: [
      { languageId: 1, body: 'Hi {{ContactFirstName}}, see you soon! {{SenderFirstName}}' },
      { languageId: 2, body: 'Hallo {{ContactFirstName}}, bis bald! {{SenderFirstName}}' },
    ],
  });
  return { layout, referenceSet, sender, emailOnlySender, recipient, smsTemplate };
}
export type MessagingWorld = Awaited<ReturnType<typeof messagingWorld>>;

import { validate } from '../../functions/domain/validate.ts';
import type { SignedInContext } from '../../functions/kit/http.ts';
import { recordQueryTest } from '../../functions/data/query-tests.ts';
import { defaultVariables } from '../../functions/data/directory/derived.ts';
import { referenceLayouts } from '../../functions/resources/reference-layouts/reference-layouts.ts';
import { referenceSetTemplates } from '../../functions/resources/reference-set-templates/reference-set-templates.ts';
import { senderInfo } from '../../functions/resources/sender-info/sender-info.ts';
import { recipients } from '../../functions/resources/recipients/recipients.ts';
import { smsTemplates } from '../../functions/resources/sms-templates/sms-templates.ts';
import { messages } from '../../functions/resources/messages/messages.ts';
import { updateActionTrigger } from '../../functions/resources/messages/action-triggers.ts';
import { testContacts } from '../../functions/resources/test-contacts/test-contacts.ts';
import { ReferenceLayoutInputSchema } from '../../shared/reference-layouts.ts';
import { ReferenceSetTemplateInputSchema } from '../../shared/reference-set-templates.ts';
import { SenderInfoInputSchema } from '../../shared/sender-info.ts';
import { RecipientInputSchema } from '../../shared/recipients.ts';
import { SmsTemplateInputSchema } from '../../shared/sms-templates.ts';
import { MESSAGE_TYPE, MessageInputSchema } from '../../shared/messages.ts';
import { TestContactInputSchema } from '../../shared/test-contacts.ts';
import type { SessionUser } from '../../shared/auth.ts';

/**
 * A small working catalogue on an empty store, made through the same services (and rules) as the
 * screens: a Twig layout, an active event-based reference set with a tested query, sender info,
 * a recipient, an SMS template, an email message with a German translation, an SMS message, a
 * draft acquisition email, the two action trigger emails (mapped to their triggers) and test
 * contacts at the next event. A newcomer can open "Meeting reminder", pick the test contact and
 * send a test email within a minute.
 */
const CONTACTS_AND_EVENT = `query($contactIds: [Int!]!, $eventId: Int!) {
  contacts(ids: $contactIds) {
    id email firstName lastName phoneNumber language { id }
    company { name accountManager { email firstName lastName title phoneNumber } }
  }
  event(id: $eventId) { name startTime countryName }
}`;

const variables = (eventId: number | null, contactIds: number[]) => JSON.stringify({ eventId, contactIds: contactIds.slice(0, 5) }, null, 2);

export async function seedDemoCatalogue(admin: SessionUser, tagIds: Record<string, number>): Promise<string[]> {
  const ctx = { user: admin } as unknown as SignedInContext;
  const { eventId, contactIds } = await defaultVariables();
  if (!eventId || !contactIds.length) return [];

  const layout = await referenceLayouts.service.create(
    validate(ReferenceLayoutInputSchema, {
      name: 'Greeting line',
      description: 'A friendly first line: the first name when there is one.',
      code: '{% if value %}Dear {{ value|title }},{% else %}Hello,{% endif %}',
    }),
    ctx,
  );
  await recordQueryTest(CONTACTS_AND_EVENT);
  const referenceSet = await referenceSetTemplates.service.create(
    validate(ReferenceSetTemplateInputSchema, {
      name: 'Contact and event basics',
      description: 'Who the contact is and which event the message is about.',
      status: 1,
      isEventBased: true,
      graphQuery: CONTACTS_AND_EVENT,
      variables: variables(eventId, contactIds),
      referencesSetMapping: [
        { field: 'ContactId', mapping: 'contacts[].id' },
        { field: 'ContactEmail', mapping: 'contacts[].email' },
        { field: 'ContactFirstName', mapping: 'contacts[].firstName' },
        { field: 'ContactLastName', mapping: 'contacts[].lastName' },
        { field: 'ContactPhoneNumber', mapping: 'contacts[].phoneNumber' },
        { field: 'ContactLanguageId', mapping: 'contacts[].language.id' },
      ],
      customReferences: [
        { field: 'Greeting', mapping: 'contacts[].firstName', layoutId: layout.id },
        { field: 'EventName', mapping: 'event.name', layoutId: null },
      ],
    }),
    ctx,
  );
  const sender = await senderInfo.service.create(
    validate(SenderInfoInputSchema, {
      name: 'Account manager',
      graphQuery: CONTACTS_AND_EVENT,
      variables: variables(eventId, contactIds),
      isEventBased: true,
      senderReferences: [
        { field: 'masterContactId', mapping: 'contacts[].id' },
        { field: 'senderEmail', mapping: 'contacts[].company.accountManager.email' },
        { field: 'senderFirstName', mapping: 'contacts[].company.accountManager.firstName' },
        { field: 'senderLastName', mapping: 'contacts[].company.accountManager.lastName' },
        { field: 'senderTitle', mapping: 'contacts[].company.accountManager.title' },
        { field: 'senderPhoneNumber', mapping: 'contacts[].company.accountManager.phoneNumber' },
      ],
    }),
    ctx,
  );
  const recipient = await recipients.service.create(
    validate(RecipientInputSchema, {
      name: 'The contact',
      graphQuery: CONTACTS_AND_EVENT,
      variables: variables(eventId, contactIds),
      isEventBased: true,
      recipientReferences: [
        { field: 'masterContactId', mapping: 'contacts[].id' },
        { field: 'contactEmail', mapping: 'contacts[].email' },
        { field: 'contactPhoneNumber', mapping: 'contacts[].phoneNumber' },
      ],
    }),
    ctx,
  );
  const smsTemplate = await smsTemplates.service.create(
    validate(SmsTemplateInputSchema, {
      name: 'Meeting reminder SMS',
      status: 1,
      tags: [tagIds.Reminder],
      translations: [
        { languageId: 1, body: 'Hi {{ContactFirstName}}, your meetings at {{EventName}} start soon. See you there! {{SenderFirstName}}' },
        { languageId: 2, body: 'Hallo {{ContactFirstName}}, Ihre Termine bei {{EventName}} beginnen bald. Bis dann! {{SenderFirstName}}' },
        { languageId: 4, body: 'Hoi {{ContactFirstName}}, je afspraken op {{EventName}} beginnen bijna. Tot dan! {{SenderFirstName}}' },
      ],
    }),
    ctx,
  );
  const message = (input: Record<string, unknown>) => messages.service.create(validate(MessageInputSchema, input), ctx);
  await message({
    name: 'Meeting reminder',
    type: 1,
    status: 1,
    isEventBased: true,
    senderId: sender.id,
    recipientId: recipient.id,
    templateId: 'service-meeting-reminder',
    referenceSetTemplateId: referenceSet.id,
    activityProcessId: 3,
    messageTranslations: [{ languageId: 2, templateId: 'service-meeting-reminder-de' }],
    tags: [tagIds.Reminder, tagIds.Delegate],
  });
  await message({
    name: 'Meeting reminder SMS',
    type: 11,
    status: 1,
    isEventBased: true,
    senderId: sender.id,
    recipientId: recipient.id,
    templateId: String(smsTemplate.id),
    referenceSetTemplateId: referenceSet.id,
    activityProcessId: 3,
    tags: [tagIds.Reminder],
  });
  await message({ name: 'Summit invitation', type: 2, status: 2, isEventBased: true, senderId: sender.id, recipientId: recipient.id, templateId: 'marketing-invitation', referenceSetTemplateId: referenceSet.id, activityProcessId: 1, tags: [tagIds.Invitation] });
  // the action trigger messages: what the import sends when a meeting is booked or a registration cancelled
  const actionEmails = [
    { trigger: 1, name: 'Meeting booked', template: 'marketing-meeting-booked' },
    { trigger: 2, name: 'Registration cancelled', template: 'marketing-registration-cancelled' },
  ];
  for (const { trigger, name, template } of actionEmails) {
    const sent = await message({ name, type: MESSAGE_TYPE.actionTriggerEmail, status: 1, isEventBased: true, senderId: sender.id, recipientId: recipient.id, templateId: template, referenceSetTemplateId: referenceSet.id, activityProcessId: 3, tags: [tagIds.Delegate] });
    await updateActionTrigger(String(trigger), { messageId: sent.id }, admin.id);
  }
  for (const [i, masterContactId] of contactIds.slice(0, 2).entries())
    await testContacts.service.create(validate(TestContactInputSchema, { name: `Demo delegate ${i + 1}`, eventId, masterContactId }), ctx);
  return ['a demo catalogue (layout, reference set, sender info, recipient, SMS template, 5 messages, two of them the action trigger emails, 2 test contacts)'];
}

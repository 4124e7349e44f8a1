import { type TestContact, testContactStore } from '../../data/catalogue.ts';
import { type Stored } from '../../data/entity-store.ts';
import { defineResource } from '../../kit/resource.ts';
import { AUDIT_FIELDS, draftCopy, number, text } from '../../kit/fields.ts';
import { getCompanies, getContact, getContacts, getEvent, getEvents } from '../../data/directory/store.ts';
import { TEST_CONTACT_CODES, TEST_CONTACT_TEXTS, TestContactInputSchema } from '../../../shared/test-contacts.ts';

type Included = Stored<TestContact> & { event?: { id: number; name: string; startTime: number }; masterContact?: { id: number; fullName: string; email: string; masterCompany: { id: number; name: string } | null } };

export const testContacts = defineResource({
  base: '/v1/test-contacts',
  store: testContactStore,
  schema: TestContactInputSchema,
  codes: TEST_CONTACT_CODES,
  texts: TEST_CONTACT_TEXTS,
  list: {
    fields: { ...AUDIT_FIELDS, name: text, eventId: number, masterContactId: number },
    defaultSort: '-id',
    search: ['id', 'name'],
    includes: ['createdByUser', 'updatedByUser', 'event', 'masterContact'],
  },
  /** The event and master contact must exist in the directory. */
  toRecord: async ({ name, eventId, masterContactId }) => {
    const [event, contact] = await Promise.all([getEvent(eventId), getContact(masterContactId)]);
    const errors: Record<string, string> = {};
    if (!event) errors.eventId = TEST_CONTACT_TEXTS.eventMissing(eventId);
    if (!contact) errors.masterContactId = TEST_CONTACT_TEXTS.masterContactMissing(masterContactId);
    if (Object.keys(errors).length) throw testContacts.service.invalidInput(errors);
    return { name, eventId, masterContactId };
  },
  includes: {
    event: async (records) => {
      const events = await getEvents(records.map((r) => r.eventId));
      for (const record of records as Included[]) {
        const event = events.get(record.eventId);
        if (event) record.event = { id: event.id, name: event.name, startTime: event.startTime };
      }
    },
    masterContact: async (records) => {
      const contacts = await getContacts(records.map((r) => r.masterContactId));
      const companies = await getCompanies([...contacts.values()].map((c) => c.companyId).filter((id): id is number => id != null));
      for (const record of records as Included[]) {
        const contact = contacts.get(record.masterContactId);
        const company = contact?.companyId ? companies.get(contact.companyId) : undefined;
        if (contact) record.masterContact = { id: contact.id, fullName: contact.fullName, email: contact.email, masterCompany: company ? { id: company.id, name: company.name } : null };
      }
    },
  },
  clone: draftCopy,
});

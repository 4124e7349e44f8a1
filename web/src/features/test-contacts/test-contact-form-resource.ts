import type * as z from 'zod';
import { createTestContact } from '@/api/test-contacts/create-test-contact';
import { useTestContact } from './api/get-test-contact';
import { updateTestContact } from './api/update-test-contact';
import { TEST_CONTACTS_PATH } from './test-contact-paths';
import { TEST_CONTACT_UI } from './test-contact-texts';
import type { TestContact } from '@shared/test-contacts';
import type { FormResource } from '@/components/form-page/form-page';
import { TestContactInputSchema } from '@shared/test-contacts';

/** The test contact form (spec sections 2, 5): name, event and master contact, all required. */
export const testContactFormResource: FormResource<typeof TestContactInputSchema, TestContact> = {
  titles: { create: TEST_CONTACT_UI.createTitle, edit: TEST_CONTACT_UI.editTitle },
  path: TEST_CONTACTS_PATH,
  apiPath: '/test-contacts',
  schema: TestContactInputSchema,
  // A new contact has no event or master contact yet: the schema reports both as required.
  defaults: { name: '' } as z.input<typeof TestContactInputSchema>,
  useRecord: useTestContact,
  toValues: ({ name, eventId, masterContactId }) => ({ name, eventId, masterContactId }),
  create: createTestContact,
  update: updateTestContact,
  texts: { saved: TEST_CONTACT_UI.saved, couldNotSave: TEST_CONTACT_UI.couldNotSave, notFound: TEST_CONTACT_UI.notFound, loadFailed: TEST_CONTACT_UI.loadFailed },
};

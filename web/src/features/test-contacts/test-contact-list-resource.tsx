import { cloneTestContact } from './api/clone-test-contact';
import { deleteTestContact } from './api/delete-test-contact';
import { useTestContacts } from '@/api/test-contacts/get-test-contacts';
import { TEST_CONTACTS_PATH, testContactEditPath } from './test-contact-paths';
import { TEST_CONTACT_UI } from './test-contact-texts';
import type { TestContact } from '@shared/test-contacts';
import { idColumn, nameColumn } from '@/components/list-page/columns';
import type { ListResource } from '@/components/list-page/list-types';

/** An id with the directory record's name beside it (muted), when the directory still has it. */
function IdWithName({ id, name }: { id: number; name?: string }) {
  return (
    <span className="id-with-name">
      <span>{id}</span>
      {name && <span className="id-with-name__name">{name}</span>}
    </span>
  );
}

/**
 * The test contact list (spec section 2): no checkbox column or bulk actions; default sort -id;
 * filters as spec section 7 calls them: id:like, name:like_words, eventId:like, masterContactId:like.
 */
export const testContactListResource: ListResource<TestContact> = {
  title: TEST_CONTACT_UI.listTitle,
  path: TEST_CONTACTS_PATH,
  defaultSort: '-id',
  useItems: useTestContacts,
  emptyText: TEST_CONTACT_UI.empty,
  loadFailedText: TEST_CONTACT_UI.searchFailed,
  createLabel: TEST_CONTACT_UI.createLabel,
  columns: [
    idColumn(testContactEditPath),
    nameColumn(testContactEditPath, { op: 'like_words' }),
    {
      field: 'eventId',
      header: 'Event ID',
      sortable: true,
      filter: { type: 'text', op: 'like' },
      body: (contact) => <IdWithName id={contact.eventId} name={contact.event?.name} />,
    },
    {
      field: 'masterContactId',
      header: 'MasterContact ID',
      sortable: true,
      filter: { type: 'text', op: 'like' },
      body: (contact) => <IdWithName id={contact.masterContactId} name={contact.masterContact?.fullName} />,
    },
  ],
  clone: { run: (contact) => cloneTestContact(contact.id), doneText: TEST_CONTACT_UI.cloned, failedText: TEST_CONTACT_UI.cloneFailed },
  remove: {
    run: (contact) => deleteTestContact(contact.id),
    question: (contact) => TEST_CONTACT_UI.confirmDelete(contact.id, contact.name),
    doneText: TEST_CONTACT_UI.deleted,
    failedText: TEST_CONTACT_UI.deleteFailed,
  },
};

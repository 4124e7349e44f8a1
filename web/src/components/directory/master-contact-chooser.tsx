import { searchMasterContacts } from '@/api/master-contacts/search-master-contacts';
import { DIRECTORY_UI, type MasterContactSummary } from './directory-types';
import { ObjectChooser, type ObjectChooserProps } from '../object-chooser';
import './directory.css';

interface MasterContactChooserProps {
  id: string;
  value: MasterContactSummary | undefined;
  onChange: (contact: MasterContactSummary | undefined) => void;
  invalid?: boolean;
  describedBy?: string;
}

export const masterContactLabel = (contact: MasterContactSummary) => (contact.fullName ? `#${contact.id} ${contact.fullName}` : `#${contact.id}`);

/** A suggestion: the contact's id and name, email and company. */
export function MasterContactItem({ contact }: { contact: MasterContactSummary }) {
  return (
    <span className="directory-item">
      <span className="directory-item__main">{masterContactLabel(contact)}</span>
      {contact.email && <span className="directory-item__meta">{contact.email}</span>}
      {contact.masterCompany?.name && <span className="directory-item__meta">{contact.masterCompany.name}</span>}
    </span>
  );
}

/** How a chooser finds master contacts: by id, email or name from 1 character (spec); suggestions show name, email and company. */
export const MASTER_CONTACT_SEARCH = {
  search: searchMasterContacts,
  searchFailedText: DIRECTORY_UI.searchMasterContactFailed,
  label: masterContactLabel,
  field: 'fullName',
  renderItem: (contact) => <MasterContactItem contact={contact} />,
  minLength: 1,
} satisfies Partial<ObjectChooserProps<MasterContactSummary>>;

/** One master contact, searched as MASTER_CONTACT_SEARCH says. */
export function MasterContactChooser({ id, value, onChange, invalid, describedBy }: MasterContactChooserProps) {
  return (
    <div className="directory-chooser">
      <ObjectChooser<MasterContactSummary>
        id={id}
        value={value ? [value] : []}
        onChange={(contacts) => onChange(contacts.at(-1))}
        {...MASTER_CONTACT_SEARCH}
        maxSelected={1}
        invalid={invalid}
        describedBy={describedBy}
        placeholder="Search by id, email or name"
      />
    </div>
  );
}

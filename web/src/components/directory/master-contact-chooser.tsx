import { searchMasterContacts } from '@/api/master-contacts/search-master-contacts';
import { DIRECTORY_UI, type MasterContactSummary } from './directory-types';
import { ObjectChooser } from '../object-chooser';
import './directory.css';

interface MasterContactChooserProps {
  id: string;
  value: MasterContactSummary | undefined;
  onChange: (contact: MasterContactSummary | undefined) => void;
  invalid?: boolean;
  describedBy?: string;
}

export const masterContactLabel = (contact: MasterContactSummary) => (contact.fullName ? `#${contact.id} ${contact.fullName}` : `#${contact.id}`);

function MasterContactItem({ contact }: { contact: MasterContactSummary }) {
  return (
    <span className="directory-item">
      <span className="directory-item__main">
        #{contact.id} {contact.fullName}
      </span>
      {contact.email && <span className="directory-item__meta">{contact.email}</span>}
      {contact.masterCompany?.name && <span className="directory-item__meta">{contact.masterCompany.name}</span>}
    </span>
  );
}

/** One master contact, searched by id, email or name (spec: from 1 character); shows name, email and company. */
export function MasterContactChooser({ id, value, onChange, invalid, describedBy }: MasterContactChooserProps) {
  return (
    <div className="directory-chooser">
      <ObjectChooser<MasterContactSummary>
        id={id}
        value={value ? [value] : []}
        onChange={(contacts) => onChange(contacts.at(-1))}
        search={searchMasterContacts}
        searchFailedText={DIRECTORY_UI.searchMasterContactFailed}
        label={masterContactLabel}
        field="fullName"
        renderItem={(contact) => <MasterContactItem contact={contact} />}
        minLength={1}
        maxSelected={1}
        invalid={invalid}
        describedBy={describedBy}
        placeholder="Search by id, email or name"
      />
    </div>
  );
}

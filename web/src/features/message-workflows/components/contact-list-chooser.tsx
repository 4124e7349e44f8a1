import { useEffect, useRef, useState } from 'react';
import { getMasterContactsByIds } from '@/features/message-workflows/api/get-master-contacts-by-ids';
import { MESSAGE_WORKFLOW_UI } from '../message-workflow-texts';
import { FormField } from '@/components/form-page/form-field';
import { ObjectChooser } from '@/components/object-chooser';
import { type MasterContactSummary } from '@/components/directory/directory-types';
import { MASTER_CONTACT_SEARCH } from '@/components/directory/master-contact-chooser';

interface ContactListChooserProps {
  id: string;
  /** The chosen contacts' ids (what the API stores), in the order chosen. */
  ids: number[];
  onChange: (ids: number[]) => void;
  error?: string;
  required: boolean;
  /** The stored contacts could not be loaded (spec section 8: toast and back to the list). */
  onLoadFailed: (error: unknown) => void;
}

/**
 * Manual enrolment (spec section 2): the master contacts the workflow sends to, searched by id,
 * email or name from 1 character. A stored list is looked up by ids when the form opens.
 */
export function ContactListChooser({ id, ids, onChange, error, required, onLoadFailed }: ContactListChooserProps) {
  const [known, setKnown] = useState(() => new Map<number, MasterContactSummary>());
  const asked = useRef(new Set<number>());

  useEffect(() => {
    const missing = ids.filter((contactId) => !known.has(contactId) && !asked.current.has(contactId));
    if (!missing.length) return;
    for (const contactId of missing) asked.current.add(contactId);
    getMasterContactsByIds(missing).then(
      (found) => setKnown((current) => new Map([...current, ...found.map((contact) => [contact.id, contact] as const)])),
      onLoadFailed,
    );
    // `known` is read, not watched: only new ids start a lookup.
  }, [ids, onLoadFailed]);

  const value = ids.map((contactId) => known.get(contactId) ?? { id: contactId, fullName: '', email: '' });
  const choose = (contacts: MasterContactSummary[]) => {
    setKnown((current) => new Map([...current, ...contacts.map((contact) => [contact.id, contact] as const)]));
    onChange(contacts.map((contact) => contact.id));
  };

  return (
    <FormField id={id} label="Contacts" error={error} required={required}>
      <ObjectChooser<MasterContactSummary>
        id={id}
        value={value}
        onChange={choose}
        {...MASTER_CONTACT_SEARCH}
        placeholder={MESSAGE_WORKFLOW_UI.contactPlaceholder}
        invalid={!!error}
        describedBy={error ? `${id}-error` : undefined}
      />
    </FormField>
  );
}

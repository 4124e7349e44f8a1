import { useEffect, useState } from 'react';
import { getMasterContactsByIds } from '@/features/message-workflows/api/get-master-contacts-by-ids';
import type { RuleForm } from '../rule-fields';
import { FormField } from '@/components/form-page/form-field';
import { ObjectChooser } from '@/components/object-chooser';
import { MASTER_CONTACT_SEARCH } from '@/components/directory/master-contact-chooser';
import { DIRECTORY_UI, type MasterContactSummary } from '@/components/directory/directory-types';
import { toastFailure } from '@/lib/api-client';
import { CONTACTS_MAX } from '@shared/target-groups/texts';

/** Fixed contacts: master contacts chosen by hand (searched by id, email or name). */
export function FixedContactRuleForm({ form }: { form: RuleForm }) {
  const ids = (form.draft.masterContactIds as number[] | undefined) ?? [];
  const [chosen, setChosen] = useState<MasterContactSummary[]>([]);
  const error = form.errorAt('masterContactIds');

  // An edited rule holds ids only: its contacts are read once to show their names.
  useEffect(() => {
    const known = new Set(chosen.map((c) => c.id));
    const missing = ids.filter((id) => !known.has(id));
    if (!missing.length) {
      if (chosen.length !== ids.length) setChosen(chosen.filter((c) => ids.includes(c.id)));
      return;
    }
    let current = true;
    getMasterContactsByIds(missing)
      .then((found) => current && setChosen((list) => [...list.filter((c) => ids.includes(c.id)), ...found]))
      .catch((failure) => toastFailure(DIRECTORY_UI.searchMasterContactFailed, failure));
    return () => {
      current = false;
    };
  }, [ids.join(',')]);

  return (
    <FormField id="rule-masterContactIds" label="Contacts" error={error} hint={`Search by id, email or name; at most ${CONTACTS_MAX}.`}>
      <div className="directory-chooser">
        <ObjectChooser<MasterContactSummary>
          id="rule-masterContactIds"
          value={chosen}
          onChange={(contacts) => {
            setChosen(contacts);
            form.set({ masterContactIds: contacts.map((c) => c.id) });
          }}
          // name, email and company in each suggestion, so namesakes can be told apart
          {...MASTER_CONTACT_SEARCH}
          maxSelected={CONTACTS_MAX}
          invalid={!!error}
          describedBy={error ? 'rule-masterContactIds-error' : undefined}
          placeholder="Search master contacts"
        />
      </div>
    </FormField>
  );
}

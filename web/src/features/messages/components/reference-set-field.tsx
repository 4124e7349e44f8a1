import { searchReferenceSets } from '../api/search-reference-sets';
import { MESSAGE_UI } from '../message-texts';
import { FormField } from '@/components/form-page/form-field';
import { ObjectPicker } from '@/components/object-picker';
import type { ReferenceSetChoice } from '../message-types';

const customFields = (set: ReferenceSetChoice) => (set.customReferences ?? []).map((reference) => reference.field).join(', ');

function ReferenceSetItem({ set }: { set: ReferenceSetChoice }) {
  const fields = customFields(set);
  return (
    <span className="reference-set-item">
      <span>
        {set.name} <span className="reference-set-item__id">#{set.id}</span>
      </span>
      <small>{fields || 'No custom references'}</small>
    </span>
  );
}

interface ReferenceSetFieldProps {
  value: ReferenceSetChoice | null;
  onChange: (set: ReferenceSetChoice | null) => void;
  error?: string;
  required?: boolean;
}

/** The reference set typeahead (active sets), showing each set's custom references. */
export function ReferenceSetField({ value, onChange, error, required }: ReferenceSetFieldProps) {
  const fields = value ? customFields(value) : '';
  return (
    <FormField
      id="message-reference-set"
      label="Reference Set"
      required={required}
      error={error}
      hint={value ? (fields ? `Custom references: ${fields}` : 'This reference set has no custom references.') : 'Active reference sets, by ID or name.'}
    >
      <ObjectPicker<ReferenceSetChoice>
        id="message-reference-set"
        value={value}
        onChange={onChange}
        search={searchReferenceSets}
        searchFailedText={MESSAGE_UI.referenceSetSearchFailed}
        label={(set) => `${set.name} (#${set.id})`}
        renderItem={(set) => <ReferenceSetItem set={set} />}
        placeholder="Search reference sets"
        invalid={!!error}
        describedBy={error ? 'message-reference-set-error' : undefined}
      />
    </FormField>
  );
}

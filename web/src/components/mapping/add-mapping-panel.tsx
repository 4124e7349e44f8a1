import { useState, type KeyboardEvent } from 'react';
import { AutoComplete } from 'primereact/autocomplete';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { SUGGESTIONS_KEEP_FOCUS } from '../object-chooser';
import { MAPPING_TEXTS } from '@shared/mapping';
import './mapping.css';

/** A fixed list of reference fields (spec section 3: Contact, Sender, Custom). */
export interface FieldGroup {
  label: string;
  fields: readonly string[];
}

interface AddMappingPanelProps {
  id: string;
  groups: FieldGroup[];
  /** Fields already mapped: not offered, and refused when typed. */
  used: string[];
  onAdd: (field: string, mapping: string) => void;
  label?: string;
}

/** A collapsible panel that adds a mapping row: a field from the fixed lists or typed, and its path. */
export function AddMappingPanel({ id, groups, used, onAdd, label = 'Add mapping' }: AddMappingPanelProps) {
  const [open, setOpen] = useState(false);
  const [field, setField] = useState('');
  const [mapping, setMapping] = useState('');
  const [error, setError] = useState<string>();
  const [suggestions, setSuggestions] = useState<{ label: string; items: string[] }[]>([]);
  const taken = new Set(used.map((f) => f.trim().toLowerCase()));

  const complete = (text: string) =>
    setSuggestions(
      groups
        .map((group) => ({ label: group.label, items: group.fields.filter((f) => !taken.has(f.toLowerCase()) && f.toLowerCase().includes(text.trim().toLowerCase())) }))
        .filter((group) => group.items.length),
    );

  const add = () => {
    const name = field.trim();
    if (!name) return setError(MAPPING_TEXTS.fieldRequired);
    if (taken.has(name.toLowerCase())) return setError(`${name} is already mapped.`);
    onAdd(name, mapping.trim());
    setField('');
    setMapping('');
    setError(undefined);
  };

  // Enter adds the row instead of submitting the whole form.
  const enterAdds = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <div className="add-mapping">
      <Button
        type="button"
        label={label}
        icon={open ? 'pi pi-chevron-down' : 'pi pi-chevron-right'}
        text
        size="small"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
      />
      {open && (
        // Enter in the panel never submits the whole form (the field's list uses Enter to pick).
        <div id={`${id}-panel`} className="add-mapping__panel" role="group" aria-label={label} onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}>
          <div className="add-mapping__field">
            <label htmlFor={`${id}-field`}>Field</label>
            <AutoComplete
              inputId={`${id}-field`}
              value={field}
              suggestions={suggestions}
              completeMethod={(e) => complete(e.query)}
              onChange={(e) => {
                setField(typeof e.value === 'string' ? e.value : '');
                setError(undefined);
              }}
              optionGroupLabel="label"
              optionGroupChildren="items"
              dropdown
              dropdownAriaLabel="Show the choices"
              minLength={0}
              delay={0}
              placeholder="Choose or type a field"
              pt={SUGGESTIONS_KEEP_FOCUS}
              invalid={!!error}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </div>
          <div className="add-mapping__mapping">
            <label htmlFor={`${id}-mapping`}>Mapping</label>
            <InputText id={`${id}-mapping`} value={mapping} onChange={(e) => setMapping(e.target.value)} onKeyDown={enterAdds} placeholder="e.g. contacts[].email" />
          </div>
          <Button type="button" label="Add" icon="pi pi-plus" onClick={add} />
          {error && (
            <small id={`${id}-error`} className="p-error add-mapping__error" role="alert">
              {error}
            </small>
          )}
        </div>
      )}
    </div>
  );
}

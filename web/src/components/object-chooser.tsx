import { useState, type ReactNode } from 'react';
import { AutoComplete, type AutoCompletePassThroughOptions, type AutoCompleteProps } from 'primereact/autocomplete';
import { toastFailure } from '../lib/api-client';
import { toast } from '../lib/toast';
import { DEBOUNCE_MS } from '../lib/use-debounced-input';

/** Spec section 9: typeaheads start at 3 characters and offer 10 suggestions. */
export const CHOOSER_MIN_LENGTH = 3;
export const CHOOSER_SUGGESTIONS = 10;
export const CHOOSER_REQUIRED = 'Please select an object';

/**
 * For every typeahead: a press on a suggestion keeps the focus in the input. Its blur would
 * re-render the input, and PrimeReact re-aligns an open list on every render: when the page has
 * moved since the list opened, it flips above the input between press and release, and the click
 * chooses nothing (a picker would also drop its typed text on leaving).
 */
export const SUGGESTIONS_KEEP_FOCUS: AutoCompletePassThroughOptions = { panel: { onMouseDown: (event) => event.preventDefault() } };

export interface ObjectChooserProps<T extends { id: number }> {
  id: string;
  value: T[];
  onChange: (value: T[]) => void;
  /** Finds candidates for the typed text (the chooser drops those already selected). */
  search: (text: string) => Promise<T[]>;
  searchFailedText: string;
  label: (item: T) => string;
  /** The property the input reads for an item's text (default name). */
  field?: string;
  renderItem?: (item: T) => ReactNode;
  minLength?: number;
  suggestions?: number;
  maxSelected?: number;
  required?: boolean;
  requiredText?: string;
  placeholder?: string;
  /** The input's accessible name where no <label> names it (a list filter cell). */
  ariaLabel?: string;
  /** Marks the input invalid for an error shown by the caller (a form field's text). */
  invalid?: boolean;
  describedBy?: string;
}

/** A multi-select typeahead over any resource: messages, reference sets, tags, contacts... */
export function ObjectChooser<T extends { id: number }>(props: ObjectChooserProps<T>) {
  const { id, value, onChange, search, label, renderItem, required, maxSelected } = props;
  const [suggestions, setSuggestions] = useState<T[]>([]);
  const [touched, setTouched] = useState(false);
  const limit = props.suggestions ?? CHOOSER_SUGGESTIONS;
  const missing = required && touched && value.length === 0;

  const complete = async (text: string) => {
    try {
      const chosen = new Set(value.map((item) => item.id));
      setSuggestions((await search(text)).filter((item) => !chosen.has(item.id)).slice(0, limit));
    } catch (error) {
      setSuggestions([]);
      toastFailure(props.searchFailedText, error);
    }
  };

  return (
    <div className="object-chooser">
      <AutoComplete
        inputId={id}
        multiple
        value={value}
        // PrimeReact's conditional element type does not resolve for a generic T.
        suggestions={suggestions as AutoCompleteProps<T, true>['suggestions']}
        completeMethod={(e) => complete(e.query)}
        delay={DEBOUNCE_MS}
        minLength={props.minLength ?? CHOOSER_MIN_LENGTH}
        selectionLimit={maxSelected}
        field={props.field ?? 'name'}
        selectedItemTemplate={(item: T) => renderItem?.(item) ?? label(item)}
        itemTemplate={(item: T) => renderItem?.(item) ?? label(item)}
        // Suggestions never hold chosen items (and the input refuses an equal second copy), so its
        // new value can be taken as is; outside adders use addUnique for the duplicate warning.
        onChange={(e) => onChange(e.value as T[])}
        onBlur={() => setTouched(true)}
        placeholder={value.length ? undefined : props.placeholder}
        showEmptyMessage
        emptyMessage="No matches"
        invalid={missing || props.invalid}
        aria-label={props.ariaLabel}
        aria-describedby={props.describedBy}
        aria-invalid={missing || props.invalid || undefined}
        className="object-chooser__input"
        pt={SUGGESTIONS_KEEP_FOCUS}
      />
      {missing && <small className="p-error">{props.requiredText ?? CHOOSER_REQUIRED}</small>}
    </div>
  );
}

/** Adds an item unless already chosen (then warns); also for widgets that add from outside the input. */
export function addUnique<T extends { id: number }>(value: T[], item: T, duplicateText?: string): T[] {
  if (value.some((chosen) => chosen.id === item.id)) {
    if (duplicateText) toast.warn(duplicateText);
    return value;
  }
  return [...value, item];
}

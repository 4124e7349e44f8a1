import { useRef, useState, type ReactNode } from 'react';
import { AutoComplete, type AutoCompleteProps } from 'primereact/autocomplete';
import { CHOOSER_SUGGESTIONS, SUGGESTIONS_KEEP_FOCUS } from './object-chooser';
import { toastFailure } from '../lib/api-client';
import { DEBOUNCE_MS } from '../lib/use-debounced-input';
import './object-picker.css';

export const PICKER_TEXTS = { typeMore: (minLength: number) => `Type ${minLength} characters to search.` };

/** A suggestion as the input shows it: the item plus its text. */
interface Option<T> {
  key: string;
  text: string;
  item: T;
}

export interface ObjectPickerProps<T extends { id: number | string }> {
  id: string;
  /** The chosen item; null when none. */
  value: T | null;
  onChange: (value: T | null) => void;
  /** Finds candidates for the typed text. */
  search: (text: string) => Promise<T[]>;
  searchFailedText: string;
  /** The item's text in the input (and in the list unless `renderItem` is given). */
  label: (item: T) => string;
  renderItem?: (item: T) => ReactNode;
  /** Spec section 9: typeaheads start at 3 characters by default, some searches at 1. */
  minLength?: number;
  suggestions?: number;
  placeholder?: string;
  /** The list's text when nothing matches the typed text. */
  emptyText?: string;
  /** Told when a search finds nothing (e.g. to warn 'Template does not exist'). */
  onNoMatch?: (text: string) => void;
  /** Leaving with text that names no suggestion keeps the text (and drops the choice it no longer names), so it can be corrected. */
  keepUnmatched?: boolean;
  ariaLabel?: string;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  /** A button listing the first suggestions for an empty input. */
  dropdown?: boolean;
  className?: string;
}

/**
 * A single-choice typeahead over any resource (reference sets, templates, test contacts, events,
 * master contacts, messages): type, pick one; clearing the text clears the choice. Leaving the
 * input with text that names a suggestion exactly (its text, or its id) picks it; other text is
 * dropped and the input shows the choice again (or, with `keepUnmatched`, stays without a choice).
 */
export function ObjectPicker<T extends { id: number | string }>(props: ObjectPickerProps<T>) {
  const { value, onChange, label, search } = props;
  const [suggestions, setSuggestions] = useState<Option<T>[]>([]);
  // What the user is typing, while it is not a choice; null shows the chosen item.
  const [draft, setDraft] = useState<string | null>(null);
  const latest = useRef(0);
  // The autocomplete runs the search its delay after the keystroke: with the props of then, unless read here.
  const latestSearch = useRef(search);
  latestSearch.current = search;
  const limit = props.suggestions ?? CHOOSER_SUGGESTIONS;
  const minLength = props.minLength ?? 3;
  // Below the minimum nothing is searched: say so, rather than leave the typed text unanswered.
  const typed = draft?.trim().length ?? 0;
  const tooShort = minLength > 1 && typed > 0 && typed < minLength;
  const hintId = `${props.id}-min-length`;
  const toOption = (item: T): Option<T> => ({ key: String(item.id), text: label(item), item });

  const complete = async (text: string) => {
    const request = ++latest.current;
    try {
      const found = (await latestSearch.current(text)).slice(0, limit).map(toOption);
      if (request !== latest.current) return;
      setSuggestions(found);
      if (!found.length) props.onNoMatch?.(text);
    } catch (error) {
      if (request !== latest.current) return;
      setSuggestions([]);
      toastFailure(props.searchFailedText, error);
    }
  };

  const choose = (item: T | null) => {
    setDraft(null);
    onChange(item);
  };

  const leave = () => {
    if (draft === null) return;
    const typed = draft.trim().toLowerCase();
    const exact = typed ? suggestions.find((option) => option.text.toLowerCase() === typed || option.key.toLowerCase() === typed) : undefined;
    if (exact) choose(exact.item);
    else if (!props.keepUnmatched || !typed) setDraft(null);
    else if (value) onChange(null);
  };

  return (
    <span className={`object-picker-field${props.className ? ` ${props.className}` : ''}`}>
      <AutoComplete
        inputId={props.id}
        value={draft ?? (value ? toOption(value) : '')}
        suggestions={suggestions as AutoCompleteProps<Option<T>, false>['suggestions']}
        field="text"
        completeMethod={(e) => complete(e.query)}
        delay={DEBOUNCE_MS}
        minLength={minLength}
        dropdown={props.dropdown}
        itemTemplate={(option: Option<T>) => props.renderItem?.(option.item) ?? option.text}
        onChange={(e) => {
          // Typed text arrives as a string, a picked suggestion as its option.
          const next = e.value as Option<T> | string | null;
          if (typeof next === 'string') {
            setDraft(next);
            // An emptied input clears the choice.
            if (!next.trim() && value) onChange(null);
          } else choose(next?.item ?? null);
        }}
        onBlur={leave}
        pt={SUGGESTIONS_KEEP_FOCUS}
        placeholder={props.placeholder}
        showEmptyMessage
        emptyMessage={props.emptyText ?? 'No matches'}
        invalid={props.invalid}
        disabled={props.disabled}
        aria-label={props.ariaLabel}
        aria-describedby={[props.describedBy, tooShort ? hintId : undefined].filter(Boolean).join(' ') || undefined}
        aria-invalid={props.invalid || undefined}
        className="object-picker"
        inputClassName="object-picker__input"
      />
      {tooShort && (
        <small id={hintId} className="object-picker__hint">
          {PICKER_TEXTS.typeMore(minLength)}
        </small>
      )}
    </span>
  );
}

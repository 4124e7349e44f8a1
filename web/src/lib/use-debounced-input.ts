import { useEffect, useRef, useState } from 'react';

/** The spec's debounce for filters and typeaheads. */
export const DEBOUNCE_MS = 500;

/**
 * A text input's value that commits `delay` ms after the last keystroke. Follows `committed`
 * when it changes from outside (back/forward, a reset), so the input always shows the URL's state.
 */
export function useDebouncedInput(committed: string, commit: (value: string) => void, delay = DEBOUNCE_MS) {
  const [value, setValue] = useState(committed);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latestCommit = useRef(commit);
  latestCommit.current = commit;

  useEffect(() => setValue(committed), [committed]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string) => {
    setValue(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latestCommit.current(next), delay);
  };
  return [value, change] as const;
}

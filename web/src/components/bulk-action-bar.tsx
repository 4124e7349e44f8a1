import { useState, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { ConfirmDialog } from './confirm-dialog';
import { toast } from '../lib/toast';
import { isApiError, toastFailure } from '../lib/api-client';

/**
 * What an action needs chosen beside the rows (the tag list's Add: the tag to add), shown next to
 * the action while it is chosen; Apply waits for it.
 */
export interface BulkChoice<C = unknown> {
  /** Says what is still to choose, in place of the count ('Choose the tag to add.'). */
  missing: string;
  render: (value: C | null, change: (value: C | null) => void) => ReactNode;
  /** The confirmation's question, naming the choice. */
  question: (value: C, count: number) => string;
}

/** An action on the selected rows of a list, e.g. Remove, or set status Active/Inactive. */
export interface BulkAction<T = unknown> {
  value: string;
  label: string;
  /** `choice`: what the action's `choice` chose. */
  run: (ids: number[], choice?: unknown) => Promise<unknown>;
  /** The success toast: a text, or one saying what the run did (see `reportingBulkAction`). */
  doneText: string | ((answer: unknown, ids: number[], choice?: unknown) => string);
  failedText: string;
  /** Chosen at first (else the first action is). */
  isDefault?: boolean;
  /** The rows it can take (all when absent), and how they are called ('failed rows'): it is offered for a selection of those only. */
  appliesTo?: { test: (row: T) => boolean; rows: string };
  choice?: BulkChoice;
}

/** A bulk action whose success toast says what it did, from the run's answer (e.g. how many items it switched off). */
export const reportingBulkAction = <A, T = unknown>(action: Omit<BulkAction<T>, 'run' | 'doneText'> & { run: (ids: number[]) => Promise<A>; doneText: (answer: A, ids: number[]) => string }): BulkAction<T> =>
  action as BulkAction<T>;

/** A bulk action that needs one more thing chosen (see `BulkChoice`), typed by what is chosen. */
export const choosingBulkAction = <C, A, T = unknown>(
  action: Omit<BulkAction<T>, 'run' | 'doneText' | 'choice'> & {
    choice: BulkChoice<C>;
    run: (ids: number[], choice: C) => Promise<A>;
    doneText: (answer: A, ids: number[], choice: C) => string;
  },
): BulkAction<T> => action as unknown as BulkAction<T>;

interface BulkActionBarProps<T extends { id: number }> {
  actions: BulkAction<T>[];
  selected: T[];
  /** How the bar names a row that the chosen action cannot take. */
  rowName: (row: T) => string;
  /** After a successful run (the list reloads by itself): clear the selection. */
  onDone: () => void;
}

export function BulkActionBar<T extends { id: number }>({ actions, selected, rowName, onDone }: BulkActionBarProps<T>) {
  // The default: the one marked (spec: Disable on the event list), else the first (Active for status lists, Remove on the tag list).
  const [chosen, setChosen] = useState((actions.find((a) => a.isDefault) ?? actions[0])?.value);
  const [confirming, setConfirming] = useState(false);
  // what the chosen action's `choice` holds; another action starts without one
  const [choice, setChoice] = useState<unknown>(null);
  const action = actions.find((a) => a.value === chosen) ?? actions[0];
  const count = selected.length;
  const missingChoice = !!action.choice && choice === null;
  // Offered only for rows that can take it: the others are named, and Apply waits until they are unselected.
  const refused = action.appliesTo ? selected.filter((row) => !action.appliesTo!.test(row)) : [];

  const run = async () => {
    try {
      const ids = selected.map((row) => row.id);
      const answer = await action.run(ids, choice ?? undefined);
      toast.success(typeof action.doneText === 'string' ? action.doneText : action.doneText(answer, ids, choice ?? undefined));
      setChoice(null);
      onDone();
    } catch (error) {
      // All or nothing: a 422 names the rows that cannot take the action (e.g. "Can't Draft an Active/Archived ...").
      if (isApiError(error, 422) && Object.keys(error.errors).length) toast.error(action.failedText, Object.values(error.errors).join(' '));
      else toastFailure(action.failedText, error);
    }
  };

  return (
    <div className="bulk-bar" aria-label="Bulk actions" role="group">
      {/* A native select in the theme's input look (decision 024: no Dropdown on a list's first load). */}
      <select
        value={action.value}
        onChange={(e) => {
          setChosen(e.target.value);
          setChoice(null);
        }}
        aria-label="Bulk action"
        className="p-inputtext p-component bulk-bar__select list-select"
      >
        {actions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {action.choice && <div className="bulk-bar__choice">{action.choice.render(choice, setChoice)}</div>}
      <Button label="Apply" icon="pi pi-check" onClick={() => setConfirming(true)} disabled={!count || refused.length > 0 || missingChoice} outlined />
      {refused.length ? (
        <span className="bulk-bar__count bulk-bar__refused" role="status">
          {action.label} applies to {action.appliesTo!.rows} only. Unselect {refused.map(rowName).join(', ')}.
        </span>
      ) : (
        <span className="bulk-bar__count">{!count ? 'Select rows to apply an action' : missingChoice ? `${count} selected. ${action.choice!.missing}` : `${count} selected`}</span>
      )}
      <ConfirmDialog
        open={confirming}
        header="Are you sure?"
        message={action.choice && choice !== null ? action.choice.question(choice, count) : `Are you sure you want to ${action.label.toLowerCase()} ${count} object(s) ?`}
        onConfirm={run}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}

import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { ConfirmDialog } from './confirm-dialog';
import { toast } from '../lib/toast';
import { isApiError, toastFailure } from '../lib/api-client';

/** An action on the selected rows of a list, e.g. Remove, or set status Active/Inactive. */
export interface BulkAction {
  value: string;
  label: string;
  run: (ids: number[]) => Promise<unknown>;
  /** The success toast: a text, or one saying what the run did (see `reportingBulkAction`). */
  doneText: string | ((answer: unknown, ids: number[]) => string);
  failedText: string;
}

/** A bulk action whose success toast says what it did, from the run's answer (e.g. how many items it switched off). */
export const reportingBulkAction = <A,>(action: Omit<BulkAction, 'run' | 'doneText'> & { run: (ids: number[]) => Promise<A>; doneText: (answer: A, ids: number[]) => string }): BulkAction =>
  action as BulkAction;

interface BulkActionBarProps {
  actions: BulkAction[];
  selectedIds: number[];
  /** After a successful run (the list reloads by itself): clear the selection. */
  onDone: () => void;
}

export function BulkActionBar({ actions, selectedIds, onDone }: BulkActionBarProps) {
  // The first action is the default (spec: Active for status lists, Remove on the tag list).
  const [chosen, setChosen] = useState(actions[0]?.value);
  const [confirming, setConfirming] = useState(false);
  const action = actions.find((a) => a.value === chosen) ?? actions[0];
  const count = selectedIds.length;

  const run = async () => {
    try {
      const answer = await action.run(selectedIds);
      toast.success(typeof action.doneText === 'string' ? action.doneText : action.doneText(answer, selectedIds));
      onDone();
    } catch (error) {
      // All or nothing: a 422 names the rows that cannot take the action (e.g. "Can't Draft an Active/Archived ...").
      if (isApiError(error, 422) && Object.keys(error.errors).length) toast.error(action.failedText, Object.values(error.errors).join(' '));
      else toastFailure(action.failedText, error);
    }
  };

  return (
    <div className="bulk-bar" aria-label="Bulk actions" role="group">
      <Dropdown
        value={chosen}
        options={actions}
        optionLabel="label"
        optionValue="value"
        onChange={(e) => setChosen(e.value)}
        aria-label="Bulk action"
        className="bulk-bar__select"
      />
      <Button label="Apply" icon="pi pi-check" onClick={() => setConfirming(true)} disabled={!count} outlined />
      <span className="bulk-bar__count">{count ? `${count} selected` : 'Select rows to apply an action'}</span>
      <ConfirmDialog
        open={confirming}
        header="Are you sure?"
        message={`Are you sure you want to ${action.label.toLowerCase()} ${count} object(s) ?`}
        onConfirm={run}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}

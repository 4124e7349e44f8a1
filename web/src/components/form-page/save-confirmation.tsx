import { ChangeLines } from '../change-lines/change-lines';
import { ConfirmDialog } from '../confirm-dialog';

/** The save confirmation of a change to pending sends (docs/change-previews.md S1, S3). */
export const SAVE_CONFIRMATION_TEXTS = {
  title: 'Save changes',
  message: 'What this save does to pending sends:',
  unknown: 'What this save does to pending sends could not be worked out. Save anyway?',
  confirm: 'Confirm',
} as const;

/** What to confirm before saving: the difference in sentences, or null when it could not be worked out. */
export interface SaveConfirmation {
  lines: string[] | null;
}

export function SaveConfirmationDialog({ asking, onConfirm, onClose }: { asking: SaveConfirmation | null; onConfirm: () => Promise<unknown> | void; onClose: () => void }) {
  return (
    <ConfirmDialog
      open={asking !== null}
      header={SAVE_CONFIRMATION_TEXTS.title}
      message={asking?.lines ? SAVE_CONFIRMATION_TEXTS.message : SAVE_CONFIRMATION_TEXTS.unknown}
      detail={asking?.lines && <ChangeLines lines={asking.lines} />}
      confirmLabel={SAVE_CONFIRMATION_TEXTS.confirm}
      cancelLabel="Cancel"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}

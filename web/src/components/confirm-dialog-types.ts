import type { ReactNode } from 'react';

/**
 * The spec's guarded delete: the dialog first counts the record's dependents ('Counting number of
 * ...', Yes disabled); more than zero blocks the action (only Close); zero asks the question.
 * A two-step delete counts without blocking: the question then names the count.
 */
export type ConfirmGuard = {
  countingText: string;
  /** The count, or the count and what the dialog shows of those counted (a blocked delete names them). */
  count: () => Promise<number | Counted>;
  /** Toast when the count fails; the dialog then closes. */
  failedText: string;
} & ({ blockedText: (count: number) => string } | { question: (count: number) => ReactNode });

export interface Counted {
  count: number;
  detail: ReactNode;
}

export interface ConfirmDialogProps {
  open: boolean;
  header: string;
  message: ReactNode;
  guard?: ConfirmGuard;
  confirmLabel?: string;
  /** The harmless answer's label ('No' unless told otherwise). */
  cancelLabel?: string;
  /** Shown under the message (a list, which a paragraph cannot hold). */
  detail?: ReactNode;
  onConfirm: () => Promise<unknown> | void;
  onClose: () => void;
}

import type { ReactNode } from 'react';
import { STATUS, STATUS_LABELS } from '@shared/status-constants';

/**
 * One colour per status, wherever a status shows: the lists' Status columns, the dashboard's cells
 * and counts, the event list (docs/decisions/023-dashboard-at-work.md). A colour is a class
 * (`status-colour--green`) that sets --status-color, --status-bg and --status-text (app/styles.css).
 */
export type StatusColour = 'green' | 'gray' | 'blue' | 'orange' | 'yellow' | 'teal' | 'red';

const STATUS_COLOURS: Record<number, StatusColour> = {
  [STATUS.active]: 'green',
  [STATUS.inactive]: 'gray',
  [STATUS.draft]: 'blue',
  [STATUS.archived]: 'orange',
  [STATUS.processing]: 'yellow',
  [STATUS.completed]: 'teal',
  [STATUS.error]: 'red',
  // spec section 4: out of date shows as inactive
  [STATUS.outOfDate]: 'gray',
};

/** The class colouring a status (a badge, a count), e.g. 'status-colour--green'. */
export const statusColourClass = (status: number) => `status-colour--${STATUS_COLOURS[status] ?? 'gray'}`;

/** An event is active or cancelled: the colours of Active and of an error. */
export const eventStatusColourClass = (cancelled: boolean) => `status-colour--${cancelled ? 'red' : 'green'}`;

interface StatusBadgeProps {
  status: number;
  /** Another name for the status (the dashboard's 'Error'); the common label when absent. */
  label?: string;
  /** A colour class other than the status's own (an event's). */
  colourClass?: string;
  title?: string;
  children?: ReactNode;
}

/** A status as a small coloured label. */
export function StatusBadge({ status, label, colourClass, title, children }: StatusBadgeProps) {
  return (
    <span className={`status-badge ${colourClass ?? statusColourClass(status)}`} title={title}>
      {label ?? STATUS_LABELS[status] ?? String(status)}
      {children}
    </span>
  );
}

/** Options of a status select (a list filter or a form), in the order given. */
export const statusOptions = (statuses: readonly number[]) => statuses.map((value) => ({ label: STATUS_LABELS[value], value }));

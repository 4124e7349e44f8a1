import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog-types';

export type { ConfirmDialogProps, ConfirmGuard, Counted } from './confirm-dialog-types';

const ConfirmDialogView = lazy(() => import('./confirm-dialog-view'));

/**
 * A confirmation before an action (delete, a bulk action). Its code and PrimeReact's Dialog (about
 * 8 KB gzip) load when it first opens, not with the list that offers it (decision 024); once
 * open it stays mounted, so it animates closed.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogView {...props} />
    </Suspense>
  );
}

import type { ReactNode } from 'react';
import { Button } from 'primereact/button';

/** The actions cell of a row: the resource's own (`children`), Clone (everyone) and Delete (only when offered, i.e. super-admins). */
export function RowActions({ onClone, cloning, onDelete, children }: { onClone?: () => void; cloning?: boolean; onDelete?: () => void; children?: ReactNode }) {
  return (
    <div className="row-actions">
      {children}
      {onClone && <Button icon="pi pi-copy" rounded text aria-label="Clone" title="Clone" loading={cloning} onClick={onClone} />}
      {onDelete && <Button icon="pi pi-trash" rounded text severity="danger" aria-label="Delete" title="Delete" onClick={onDelete} />}
    </div>
  );
}

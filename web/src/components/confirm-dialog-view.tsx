import { useEffect, useState, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { toastFailure } from '../lib/api-client';
import type { ConfirmDialogProps } from './confirm-dialog-types';
import { USAGE_TEXTS } from '@shared/message-usage';

type Phase = { name: 'counting' } | { name: 'blocked'; count: number; detail?: ReactNode } | { name: 'ready'; count?: number } | { name: 'working'; count?: number };

/** The dialog itself (confirm-dialog.tsx loads it when it first opens). */
export default function ConfirmDialogView({ open, header, message, detail, guard, confirmLabel = 'Yes', cancelLabel = 'No', onConfirm, onClose }: ConfirmDialogProps) {
  const [phase, setPhase] = useState<Phase>({ name: 'ready' });

  useEffect(() => {
    if (!open) return;
    if (!guard) return setPhase({ name: 'ready' });
    let current = true;
    setPhase({ name: 'counting' });
    guard
      .count()
      .then((answer) => {
        const { count, detail } = typeof answer === 'number' ? { count: answer, detail: undefined } : answer;
        if (current) setPhase(count > 0 && 'blockedText' in guard ? { name: 'blocked', count, detail } : { name: 'ready', count });
      })
      .catch((error) => {
        if (!current) return;
        toastFailure(guard.failedText, error);
        onClose();
      });
    return () => {
      current = false;
    };
    // The guard is read when the dialog opens; a new object identity must not restart the count.
  }, [open]);

  const confirm = async () => {
    setPhase({ name: 'working', count: phase.name === 'ready' ? phase.count : undefined });
    try {
      await onConfirm();
    } finally {
      onClose();
    }
  };

  const body =
    phase.name === 'counting' ? (
      <p>
        <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {guard?.countingText}
      </p>
    ) : phase.name === 'blocked' && guard && 'blockedText' in guard ? (
      <>
        <p>{guard.blockedText(phase.count)}</p>
        {phase.detail}
      </>
    ) : phase.count !== undefined && guard && 'question' in guard ? (
      <p>{guard.question(phase.count)}</p>
    ) : (
      <>
        <p>{message}</p>
        {detail}
      </>
    );

  const footer =
    phase.name === 'blocked' ? (
      <Button label="Close" onClick={onClose} autoFocus />
    ) : (
      <>
        {/* The harmless answer has the focus: Enter or a stray key press deletes nothing. */}
        <Button label={cancelLabel} severity="secondary" text onClick={onClose} disabled={phase.name === 'working'} autoFocus />
        <Button label={confirmLabel} severity="danger" onClick={confirm} disabled={phase.name === 'counting'} loading={phase.name === 'working'} />
      </>
    );

  return (
    <Dialog
      header={phase.name === 'blocked' ? USAGE_TEXTS.blockedTitle : header}
      visible={open}
      onHide={onClose}
      footer={footer}
      modal
      draggable={false}
      resizable={false}
      className="confirm-dialog"
    >
      {body}
    </Dialog>
  );
}

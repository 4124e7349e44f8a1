import { useRef } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { FORM_TEXTS } from './form-texts';

/** The question before unsaved changes are left behind (a page's by default, or a dialog's); Stay is the default (focused) answer. */
export function LeaveDialog({ open, onStay, onLeave, question = FORM_TEXTS.unsavedQuestion }: { open: boolean; onStay: () => void; onLeave: () => void; question?: string }) {
  const answers = useRef<HTMLSpanElement>(null);
  return (
    <Dialog
      header={FORM_TEXTS.unsavedHeader}
      visible={open}
      onHide={onStay}
      // Once shown, Stay has the focus: its autofocus on mount can be lost to the dialog below
      // (asked from a dialog), and the dialog would then focus its close button.
      onShow={() => answers.current?.querySelector<HTMLButtonElement>('.leave-dialog__stay')?.focus()}
      modal
      draggable={false}
      resizable={false}
      className="confirm-dialog"
      footer={
        <span ref={answers}>
          <Button label="Leave" severity="danger" text onClick={onLeave} />
          <Button label="Stay" className="leave-dialog__stay" onClick={onStay} autoFocus />
        </span>
      }
    >
      <p>{question}</p>
    </Dialog>
  );
}

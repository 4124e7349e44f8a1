import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { FORM_TEXTS } from './form-texts';

/** The question before unsaved changes are left behind (a page's by default, or a dialog's); Stay is the default (focused) answer. */
export function LeaveDialog({ open, onStay, onLeave, question = FORM_TEXTS.unsavedQuestion }: { open: boolean; onStay: () => void; onLeave: () => void; question?: string }) {
  return (
    <Dialog
      header={FORM_TEXTS.unsavedHeader}
      visible={open}
      onHide={onStay}
      modal
      draggable={false}
      resizable={false}
      className="confirm-dialog"
      footer={
        <>
          <Button label="Leave" severity="danger" text onClick={onLeave} />
          <Button label="Stay" onClick={onStay} autoFocus />
        </>
      }
    >
      <p>{question}</p>
    </Dialog>
  );
}

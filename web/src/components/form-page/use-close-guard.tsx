import { useState } from 'react';
import { LeaveDialog } from './leave-dialog';
import { FORM_TEXTS } from './form-texts';

/**
 * A dialog with unsaved input asks before it closes, as a page does before it is left: the same
 * question dialog, Stay (the default) or Leave. `requestClose` is what Esc, the close button and
 * Cancel call; `question` is rendered beside the dialog.
 */
export function useCloseGuard(dirty: boolean, close: () => void) {
  const [asking, setAsking] = useState(false);
  const requestClose = () => (dirty ? setAsking(true) : close());
  const question = (
    <LeaveDialog
      open={asking}
      question={FORM_TEXTS.unsavedCloseQuestion}
      onStay={() => setAsking(false)}
      onLeave={() => {
        setAsking(false);
        close();
      }}
    />
  );
  return { requestClose, question };
}

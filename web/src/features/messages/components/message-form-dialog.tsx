import { useEffect, useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { createMessage } from '../api/create-message';
import { MESSAGE_DEFAULTS } from '../message-form-resource';
import { MESSAGE_UI } from '../message-texts';
import { MessageFields } from './message-fields';
import { useFormState } from '@/components/form-page/use-form-state';
import { useCloseGuard } from '@/components/form-page/use-close-guard';
import { isApiError, toastFailure } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { MessageInputSchema, type Message } from '@shared/messages';
import { STATUS } from '@shared/status';

interface MessageFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The new message, e.g. for a workflow step to use it at once. */
  onCreated?: (message: Message) => void;
}

/** The form's fields with a fresh, Active state; remounted per opening so each creation starts clean. */
function QuickCreateForm({ onClose, onCreated, onCancel, onDirty }: Omit<MessageFormDialogProps, 'open'> & { onCancel: () => void; onDirty: (dirty: boolean) => void }) {
  const form = useFormState(MessageInputSchema, { ...MESSAGE_DEFAULTS, status: STATUS.active });
  const [saving, setSaving] = useState(false);
  useEffect(() => onDirty(form.dirty), [form.dirty]);

  const save = async (event: FormEvent) => {
    // The modal may open inside another screen's form (a workflow): its submit stays here.
    event.preventDefault();
    event.stopPropagation();
    const values = form.submit();
    if (!values || saving) return;
    setSaving(true);
    try {
      const message = await createMessage({ ...values, status: STATUS.active });
      toast.success(MESSAGE_UI.saved);
      onCreated?.(message);
      onClose();
    } catch (failure) {
      if (isApiError(failure, 422)) {
        form.setServerErrors(failure.errors);
        toast.error(MESSAGE_UI.couldNotSave, Object.values(failure.errors).join(' ') || failure.message);
      } else toastFailure(MESSAGE_UI.couldNotSave, failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="message-dialog__form" onSubmit={save} noValidate>
      <MessageFields form={form} lockStatus />
      <div className="dialog-actions">
        <span className="dialog-actions__spacer" />
        <Button type="button" label="Cancel" severity="secondary" text onClick={onCancel} />
        <Button type="submit" label="Save" icon="pi pi-check" disabled={!form.valid || saving} loading={saving} />
      </div>
    </form>
  );
}

/**
 * 'Create new message': the message form in a modal, status forced to Active and locked (spec
 * section 2). The message list offers it as 'Quick create'; the workflow screens use it to make a
 * message without leaving their form.
 */
export function MessageFormDialog({ open, onClose, onCreated }: MessageFormDialogProps) {
  // a half-filled message is not closed away without a question (docs/decisions/022)
  const [dirty, setDirty] = useState(false);
  const close = () => {
    setDirty(false);
    onClose();
  };
  const { requestClose, question } = useCloseGuard(dirty, close);
  return (
    <Dialog header={MESSAGE_UI.createModalTitle} visible={open} onHide={requestClose} modal draggable={false} className="message-dialog" style={{ width: 'min(60rem, 96vw)' }}>
      {open && <QuickCreateForm onClose={close} onCreated={onCreated} onCancel={requestClose} onDirty={setDirty} />}
      {question}
    </Dialog>
  );
}

import { useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { changePassword } from '../api/change-password';
import { TextField } from '@/components/form-page/text-field';
import { useCloseGuard } from '@/components/form-page/use-close-guard';
import { useFormState } from '@/components/form-page/use-form-state';
import { isApiError, toastFailure } from '@/lib/api-client';
import { updateUser } from '@/lib/auth-store';
import { toast } from '@/lib/toast';
import { AUTH_TEXTS, ChangePasswordFormSchema } from '@shared/auth';

const CHANGE_FAILED = 'Could not change password';

/**
 * Current password, new password twice, checked with the shared rules as the user types. A wrong
 * current password comes back as a field error; the session stays open (the server moves it to
 * the new password and ends the user's other sessions).
 */
export default function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const form = useFormState(ChangePasswordFormSchema, { currentPassword: '', newPassword: '', repeatPassword: '' });
  const [busy, setBusy] = useState(false);
  // typed passwords are not closed away without a question (docs/decisions/022)
  const { requestClose, question } = useCloseGuard(form.dirty, onClose);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.submit();
    if (!values || busy) return;
    setBusy(true);
    try {
      updateUser(await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }));
      toast.clearNotices(); // the expiry warning no longer holds
      toast.success(AUTH_TEXTS.passwordChanged);
      onClose();
    } catch (error) {
      if (isApiError(error, 422)) form.setServerErrors(error.errors);
      else toastFailure(CHANGE_FAILED, error);
      setBusy(false);
    }
  };

  const field = (name: 'currentPassword' | 'newPassword' | 'repeatPassword', label: string, autoComplete: string) => (
    <TextField
      id={`change-${name}`}
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={form.values[name]}
      onChange={(value) => form.set(name, value)}
      error={form.errorOf(name)}
    />
  );

  return (
    <>
      <Dialog
        header="Change password"
        visible
        onHide={requestClose}
        // The dialog mounts hidden and animates in, so a mount-time autofocus is lost: focus once shown.
        onShow={() => document.getElementById('change-currentPassword')?.focus()}
        modal
        draggable={false}
        resizable={false}
        className="change-password-dialog"
      >
        <form className="change-password-dialog__form" onSubmit={submit} noValidate>
          {field('currentPassword', 'Current password', 'current-password')}
          {field('newPassword', 'New password', 'new-password')}
          {field('repeatPassword', 'Repeat new password', 'new-password')}
          <div className="change-password-dialog__actions">
            <Button type="button" label="Cancel" severity="secondary" text onClick={requestClose} />
            <Button type="submit" label="Change password" loading={busy} />
          </div>
        </form>
      </Dialog>
      {question}
    </>
  );
}

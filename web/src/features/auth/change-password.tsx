import { lazy, Suspense } from 'react';
import { proxy, useSnapshot } from 'valtio';

/** The password change dialog, opened from the user menu and from the password-expiry warning. */
const dialog = proxy({ open: false });

export const openChangePassword = () => {
  dialog.open = true;
};
export const closeChangePassword = () => {
  dialog.open = false;
};

// Its own chunk: most visits never open it.
const ChangePasswordDialog = lazy(() => import('./components/change-password-dialog'));

/** Mounted once in the signed-in app; renders the dialog while it is open. */
export function ChangePasswordOutlet() {
  const { open } = useSnapshot(dialog);
  return open ? (
    <Suspense fallback={null}>
      <ChangePasswordDialog onClose={closeChangePassword} />
    </Suspense>
  ) : null;
}

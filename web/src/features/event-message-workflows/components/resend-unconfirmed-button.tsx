import { useState } from 'react';
import { Button } from 'primereact/button';
import { useSWRConfig } from 'swr';
import { resendUnconfirmed } from '../api/resend-unconfirmed';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toastFailure } from '@/lib/api-client';
import { useIsSuperAdmin } from '@/lib/auth-store';
import { toast } from '@/lib/toast';
import { DELIVERY_LOG_TEXTS, type DeliveryLogItem } from '@shared/delivery-log';
import { ITEM_STATUS } from '@shared/event-message-workflows';

/**
 * 'Resend unconfirmed' (docs/sending.md, V5): for super-admins, on a settled item with unconfirmed
 * deliveries. It asks first, naming how many; the server resends those still unconfirmed, once
 * each, and the log refreshes (and follows the resend while it is sent).
 */
export function ResendUnconfirmedButton({ item }: { item: DeliveryLogItem }) {
  const superAdmin = useIsSuperAdmin();
  const { mutate } = useSWRConfig();
  const [open, setOpen] = useState(false);
  const count = item.deliveries.unconfirmed;
  if (!superAdmin || count === 0 || item.status === ITEM_STATUS.processing) return null;
  const resend = async () => {
    try {
      const { resent } = await resendUnconfirmed(item.id, count);
      toast.success(DELIVERY_LOG_TEXTS.resent(resent));
    } catch (error) {
      toastFailure(DELIVERY_LOG_TEXTS.resendFailed, error);
    }
    await mutate((key) => Array.isArray(key) && key[0] === '/event-message-workflows/deliveries' && key[1] === item.id);
  };
  return (
    <>
      <Button label={DELIVERY_LOG_TEXTS.resendAction} icon="pi pi-replay" size="small" severity="warning" outlined onClick={() => setOpen(true)} />
      <ConfirmDialog
        open={open}
        header={DELIVERY_LOG_TEXTS.resendAction}
        message={DELIVERY_LOG_TEXTS.resendConfirm(count)}
        confirmLabel="Resend"
        onConfirm={resend}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { Toast } from 'primereact/toast';
import { useSnapshot } from 'valtio';
import { dialogClosed, passingToastEvents, placePageToasts, registerDialogOutlet, registerNoticeOutlet, registerToastOutlet, toastOutlets } from '../lib/toast';

/** A toast's close button, named apart from the close buttons of the dialogs it may show in. */
const DISMISS = { closeButton: { 'aria-label': 'Dismiss' } };

/**
 * The app-wide toast outlets (lib/toast.ts says where each shows), loaded with the first toast
 * (lib/toast.ts queues it meanwhile), so the first paint of /login carries no PrimeReact.
 */
export default function ToastOutlets() {
  const { dialog, noticeSlot } = useSnapshot(toastOutlets);

  // The page's toasts follow the screen's heading as screens and the window change.
  useEffect(() => {
    const content = document.querySelector('.shell__content');
    const resized = new ResizeObserver(() => placePageToasts());
    if (content) resized.observe(content);
    window.addEventListener('resize', placePageToasts);
    return () => {
      resized.disconnect();
      window.removeEventListener('resize', placePageToasts);
    };
  }, [noticeSlot]);

  // The dialog the toasts are in has closed: they move to the page. It may have closed already, between
  // the toast's placing and this effect (a dialog that closes as it answers, e.g. a quick create's Save).
  useEffect(() => {
    if (!dialog) return;
    const gone = () => !(dialog as HTMLElement).isConnected;
    if (gone()) return void dialogClosed();
    const closed = new MutationObserver(() => {
      if (gone()) dialogClosed();
    });
    closed.observe(document.body, { childList: true });
    return () => closed.disconnect();
  }, [dialog]);

  return (
    <>
      <Toast ref={registerToastOutlet} position="top-right" className="app-toast" pt={DISMISS} {...passingToastEvents} />
      {dialog && createPortal(<Toast ref={registerDialogOutlet} className="dialog-toasts__outlet" pt={DISMISS} {...passingToastEvents} />, dialog as HTMLElement, 'dialog-toasts')}
      {noticeSlot && createPortal(<Toast ref={registerNoticeOutlet} className="app-notices" pt={DISMISS} />, noticeSlot as HTMLElement)}
    </>
  );
}

import { Toast } from 'primereact/toast';
import { passingToastEvents, registerNoticeOutlet, registerToastOutlet } from '../lib/toast';

/**
 * The app-wide toast outlets, loaded with the first toast (lib/toast.ts queues it meanwhile), so
 * the first paint of /login carries no PrimeReact.
 */
export default function ToastOutlets() {
  return (
    <>
      {/* Below the header, so a long-lived toast never covers the user menu. */}
      <Toast ref={registerToastOutlet} position="top-right" className="app-toast" {...passingToastEvents} />
      {/* Notices that stay until closed: bottom right, clear of the pages' main buttons. */}
      <Toast ref={registerNoticeOutlet} position="bottom-right" className="app-notices" />
    </>
  );
}

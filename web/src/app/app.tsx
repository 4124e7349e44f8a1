import { StrictMode } from 'react';
import { PrimeReactProvider, updateLocaleOption } from 'primereact/api';
import { Toast } from 'primereact/toast';
import { AppRoutes } from './app-routes';
import { LoadingBar } from '../components/loading-bar';
import { passingToastEvents, registerNoticeOutlet, registerToastOutlet } from '../lib/toast';

// Every date picker starts the week on Monday: the spec numbers days Monday 1 to Sunday 7.
updateLocaleOption('firstDayOfWeek', 1, 'en');

/** The app-wide outlets (loading bar, toasts top right), then the routes. */
export function App() {
  return (
    <StrictMode>
      <PrimeReactProvider>
        <LoadingBar />
        {/* Below the header, so a long-lived toast never covers the user menu. */}
        <Toast ref={registerToastOutlet} position="top-right" className="app-toast" {...passingToastEvents} />
        {/* Notices that stay until closed: bottom right, clear of the pages' main buttons. */}
        <Toast ref={registerNoticeOutlet} position="bottom-right" className="app-notices" />
        <AppRoutes />
      </PrimeReactProvider>
    </StrictMode>
  );
}

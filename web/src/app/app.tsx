import { lazy, StrictMode, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { AppRoutes } from './app-routes';
import { LoadingBar } from '../components/loading-bar';
import { toastOutlets } from '../lib/toast';

const ToastOutlets = lazy(() => import('./toast-outlets'));

/** The app-wide outlets (loading bar, toasts once one is shown), then the routes. */
export function App() {
  const { wanted } = useSnapshot(toastOutlets);
  return (
    <StrictMode>
      <LoadingBar />
      {wanted && (
        <Suspense fallback={null}>
          <ToastOutlets />
        </Suspense>
      )}
      <AppRoutes />
    </StrictMode>
  );
}

import { lazy, Suspense, useEffect } from 'react';
import { PrimeReactProvider, updateLocaleOption } from 'primereact/api';
import { mutate, SWRConfig } from 'swr';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { AREAS } from './areas';
import { ACCESSIBLE_PASS_THROUGH } from './primereact-accessibility';
import { Shell } from './layout/shell';
import { LoadErrorBoundary } from './load-error-boundary';
import { NotAvailablePage } from '../components/not-available-page';
import { NotFoundPage } from '../components/not-found-page';
import { PageLoading } from '../components/page-loading';
import { ChangePasswordOutlet } from '../features/auth/change-password';
import { warnIfPasswordExpiresSoon } from '../features/auth/password-expiry';
import { onSuccessfulWrite, resourceOf } from '../lib/api-client';
import { auth } from '../lib/auth-store';
import { toastOutlets } from '../lib/toast';

// Every date picker starts the week on Monday: the spec numbers days Monday 1 to Sunday 7.
updateLocaleOption('firstDayOfWeek', 1, 'en');

/**
 * A successful write refreshes every cached read of the same resource (lists, records, choosers,
 * the tag cloud), and makes unmounted ones refetch on their next use. SWR keys start with the
 * request path: ['/tags', query] or ['/tags/4'].
 */
onSuccessfulWrite((resource) => void mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && resourceOf(key[0]) === resource));

// Signed in, every screen may toast: the outlets load with the shell, not with the first toast.
toastOutlets.wanted = true;

// The dashboard's table and date pickers are their own chunk, like every area.
const DashboardPage = lazy(() => import('../features/dashboard/routes/dashboard-page'));

/** The Report entry's first address (/report, and anything under it) leads to the reports, with what it carried. */
function OldReportAddress() {
  const search = useSearch();
  return <Redirect to={`/reports${search ? `?${search}` : ''}`} replace />;
}

/** Everything behind sign-in: the shell around the areas, the dashboard and the 404 page. */
export default function SignedInApp() {
  const [location] = useLocation();
  useEffect(() => {
    if (auth.user) warnIfPasswordExpiresSoon(auth.user);
  }, []);

  return (
    // PrimeReact's markup completed for assistive technology (decision 029).
    <PrimeReactProvider value={{ pt: ACCESSIBLE_PASS_THROUGH }}>
      {/* Errors are shown once, by the screen that asked: retrying a 4xx would only repeat the toast. */}
      <SWRConfig value={{ shouldRetryOnError: false, revalidateOnFocus: false }}>
        <Shell>
          <LoadErrorBoundary resetKey={location}>
            <Suspense fallback={<PageLoading />}>
              <Switch>
                <Route path="/" component={DashboardPage} />
                <Route path="/report/*?" component={OldReportAddress} />
                {AREAS.map(({ path, title, routes: AreaRoutes }) => (
                  // "/tags/*?" matches the area's list and every page under it.
                  <Route key={path} path={`${path}/*?`}>
                    {AreaRoutes ? <AreaRoutes /> : <NotAvailablePage title={title} />}
                  </Route>
                ))}
                <Route component={NotFoundPage} />
              </Switch>
            </Suspense>
          </LoadErrorBoundary>
          <ChangePasswordOutlet />
        </Shell>
      </SWRConfig>
    </PrimeReactProvider>
  );
}

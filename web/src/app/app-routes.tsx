import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { LoadErrorBoundary } from './load-error-boundary';
import { draftPath } from '../components/form-page/form-draft';
import { PageLoading } from '../components/page-loading';
import { useAuth } from '../lib/auth-store';

// Separate chunks: /login does not load the shell or the list machinery, and the reverse;
// the entry chunk holds no API client or zod schemas, only what every first paint needs.
const LoginPage = lazy(() => import('../features/auth/routes/login-page'));
const LogoutPage = lazy(() => import('../features/auth/routes/logout-page'));
const SignedInApp = lazy(() => import('./signed-in-app'));

/**
 * Spec access rule: signed out, every address but /login redirects there. Signed in, /login goes
 * to the dashboard, or back to the form whose session ended in the middle of an edit (its draft
 * waits there).
 */
export function AppRoutes() {
  const { accessToken, user } = useAuth();
  return (
    <LoadErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          <Route path="/login">{accessToken ? <Redirect to={(user && draftPath(user.id)) ?? '/'} replace /> : <LoginPage />}</Route>
          <Route path="/logout" component={LogoutPage} />
          <Route>{accessToken ? <SignedInApp /> : <Redirect to="/login" replace />}</Route>
        </Switch>
      </Suspense>
    </LoadErrorBoundary>
  );
}

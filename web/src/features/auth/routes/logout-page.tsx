import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { logout } from '../api/logout';
import { PageLoading } from '@/components/page-loading';
import { clearSession } from '@/lib/auth-store';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /logout: ends the session on the server (best effort), forgets it locally, then /login. */
export default function LogoutPage() {
  const [, navigate] = useLocation();
  useDocumentTitle('Sign Out');

  useEffect(() => {
    let current = true;
    logout()
      .catch(() => undefined) // an expired or unknown token is signed out already
      .finally(() => {
        clearSession();
        if (current) navigate('/login', { replace: true });
      });
    return () => {
      current = false;
    };
  }, [navigate]);

  return <PageLoading label="Signing out..." />;
}

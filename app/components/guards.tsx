/**
 * Route guards: signed-in screens send a signed-out person to /auth with the
 * original address to come back to; admin screens also show 'Access Denied' to
 * a signed-in person who is not an admin.
 */
import { Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '../features/auth/auth-provider';
import { authWithRedirect } from '../lib/paths';
import { AccessDenied } from './access-denied';
import { PageSpinner } from './page-spinner';

export function RequireUser({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (!user)
    return leaving(location) ? null : (
      <Navigate to={authWithRedirect(location.pathname + location.search)} replace />
    );
  return children;
}

/**
 * The app is on its way to another address while this screen is still shown (the next screen's
 * code loading): a guard stays quiet then, rather than sending the person to sign in from a
 * screen they are leaving (the account page, once the account is deleted).
 */
function leaving(location: { pathname: string; search: string }): boolean {
  return window.location.pathname + window.location.search !== location.pathname + location.search;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (!user)
    return leaving(location) ? null : (
      <Navigate to={authWithRedirect(location.pathname + location.search)} replace />
    );
  if (!user.isAdmin) return <AccessDenied />;
  return <Suspense fallback={<PageSpinner label="Loading the admin area…" />}>{children}</Suspense>;
}

import type { ReactNode } from 'react';
import { Navigate, Outlet, useMatches } from 'react-router';
import { PATHS } from '@/config/paths';
import { MustChangePasswordPage } from '@/app/lazy-pages';
import { useAuthStore } from '@/features/auth/stores/auth-store';

/** A route can name where signed-out visitors go (the dashboard sends them to /login). */
export type GuardHandle = { signedOutRedirect?: string };

function signedOutTarget(matches: ReturnType<typeof useMatches>): string {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as GuardHandle | undefined;
    if (handle?.signedOutRedirect !== undefined) return handle.signedOutRedirect;
  }
  return PATHS.auth;
}

/**
 * Protected routes: signed-out visitors are redirected with history replaced. A user whose
 * password is an administrator's temporary one chooses their own before any page.
 */
export function RequireAuth() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const mustChangePassword = useAuthStore((s) => s.user?.mustChangePassword === true);
  const matches = useMatches();
  if (!isAuthenticated) return <Navigate to={signedOutTarget(matches)} replace />;
  if (mustChangePassword) return <MustChangePasswordPage />;
  return <Outlet />;
}

/** /auth is for visitors; a signed-in user landing there belongs on the Pulse page. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  if (isAuthenticated) return <Navigate to={PATHS.pulse} replace />;
  return children;
}

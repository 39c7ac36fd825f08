import type { ReactNode } from 'react';
import { Navigate, Outlet, useMatches } from 'react-router';
import { PATHS } from '@/config/paths';
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

/** Protected routes: signed-out visitors are redirected with history replaced. */
export function RequireAuth() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const matches = useMatches();
  if (!isAuthenticated) return <Navigate to={signedOutTarget(matches)} replace />;
  return <Outlet />;
}

/** /auth is for visitors; a signed-in user landing there belongs on the Pulse page. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  if (isAuthenticated) return <Navigate to={PATHS.pulse} replace />;
  return children;
}

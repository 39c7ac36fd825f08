import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '@/config/paths';
import { OAuthReturnView } from '@/app/routes/oauth-return-view';
import { claimSsoSession } from '@/features/auth/api/auth-api';
import { useCompleteSignIn } from '@/features/auth/hooks/use-complete-sign-in';

/** Claims are single-use: StrictMode's second effect (or a re-render) must not spend it twice. */
let pending: Promise<Awaited<ReturnType<typeof claimSsoSession>> | null> | null = null;

/**
 * /auth/callback/oidc: where the API sends the browser after a successful single sign-on. The
 * session waits in an HttpOnly cookie; claiming it signs in like a login and goes on to the Pulse.
 * Anything else goes back to /auth with a code it has a message for.
 */
export function SsoCallbackRoute() {
  const completeSignIn = useCompleteSignIn();
  const navigate = useNavigate();

  useEffect(() => {
    let active = true;
    pending ??= claimSsoSession().catch(() => null);
    void pending.then((auth) => {
      pending = null;
      // Only the mounted effect acts (StrictMode mounts twice; both wait on the one claim).
      if (!active) return;
      if (auth) completeSignIn(auth);
      else void navigate(`${PATHS.auth}?error=sso_failed`, { replace: true });
    });
    return () => {
      active = false;
    };
    // Once per visit; completeSignIn and navigate change identity on re-render only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return <OAuthReturnView state="pending" />;
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PATHS } from '@/config/paths';
import { useCompleteSignIn } from '@/features/auth/hooks/use-complete-sign-in';
import { OAuthReturnView } from '@/app/routes/oauth-return-view';
import {
  runOAuthReturnOnce,
  type CallbackOutcome,
  type CallbackPlatform,
} from '@/features/connections/oauth-callback';

/**
 * /auth/callback/{google|reddit|youtube|twitter}: the popup's return page. It finishes
 * the OAuth exchange, posts the result to the window that opened it and closes itself.
 */
export function OAuthCallbackRoute({ platform }: { platform: CallbackPlatform }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const completeSignIn = useCompleteSignIn();
  const [outcome, setOutcome] = useState<CallbackOutcome | null>(null);

  useEffect(() => {
    let active = true;
    void runOAuthReturnOnce(platform, search, t).then((result) => {
      if (!active) return;
      setOutcome(result);
      // Opened directly (no popup to report to): a Google sign-in completes in this window.
      const { message } = result;
      if (!result.deliveredToOpener && message.success && message.auth !== undefined)
        completeSignIn(message.auth);
    });
    return () => {
      active = false;
    };
    // Runs once per return URL; `t` and completeSignIn change identity on re-render only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [platform, search]);

  if (outcome === null) return <OAuthReturnView state="pending" />;
  const { message, deliveredToOpener } = outcome;
  const home =
    platform === 'google'
      ? { to: PATHS.auth, label: t('callback.backToSignIn') }
      : { to: PATHS.connections, label: t('callback.backToConnections') };
  return message.success ? (
    <OAuthReturnView
      state="success"
      title={platform === 'google' ? t('callback.signedIn') : t('connections.accountConnected')}
      text={t('callback.canClose')}
      fallback={deliveredToOpener ? null : home}
    />
  ) : (
    <OAuthReturnView
      state="error"
      title={platform === 'google' ? t('auth.googleFailed') : t('connections.connectFailed')}
      text={message.error}
      fallback={deliveredToOpener ? null : home}
    />
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { AUTH_ERROR_TOAST } from '@/features/auth/auth-toasts';
import { Button } from '@/components/ui/button';
import { GoogleMark } from '@/components/ui/google-mark';
import { Spinner } from '@/components/ui/spinner';
import { GOOGLE_POPUP_TIMEOUT_MS } from '@/config/constants';
import { fetchGoogleAuthUrl } from '@/features/auth/api/auth-api';
import { useCompleteSignIn } from '@/features/auth/hooks/use-complete-sign-in';
import { toastError } from '@/lib/notify';
import { openAuthPopup } from '@/lib/popup';

/**
 * Continue with Google: connecting while the popup is open, then success (stored like a
 * login, on to Pulse), error, closed ("Authentication window was closed") or timeout after 120 s.
 * The popup opens on the click itself (browsers block popups opened after an await) and is
 * pointed at Google once the API answers.
 */
export function GoogleButton({ inviteToken }: { inviteToken?: string | undefined } = {}) {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const [connecting, setConnecting] = useState(false);

  const start = async () => {
    const popup = openAuthPopup('google', { timeoutMs: GOOGLE_POPUP_TIMEOUT_MS });
    if (popup === null) {
      toast.error(t('auth.popupBlocked'), { id: AUTH_ERROR_TOAST });
      return;
    }
    setConnecting(true);
    try {
      try {
        popup.navigate(await fetchGoogleAuthUrl(inviteToken));
      } catch (error) {
        popup.cancel();
        // The server's reason says what to do, e.g. open the app at PUBLIC_URL.
        toastError(t, t('auth.googleFailed'), error, { id: AUTH_ERROR_TOAST });
        return;
      }
      const outcome = await popup.result;
      if (outcome.status === 'success' && outcome.auth !== undefined) completeSignIn(outcome.auth);
      else if (outcome.status === 'success')
        toast.error(t('auth.googleFailed'), { id: AUTH_ERROR_TOAST });
      else if (outcome.status === 'error')
        toast.error(outcome.error || t('auth.googleFailed'), { id: AUTH_ERROR_TOAST });
      else if (outcome.status === 'closed') toast(t('auth.windowClosed'));
      else if (outcome.status === 'timeout')
        toast.error(t('auth.timedOut'), { id: AUTH_ERROR_TOAST });
    } finally {
      setConnecting(false);
    }
  };

  return (
    <Button
      variant="secondary"
      size="lg"
      className="w-full"
      disabled={connecting}
      onClick={() => void start()}
    >
      {connecting ? <Spinner className="size-4 text-muted-foreground" /> : <GoogleMark />}
      {connecting ? t('auth.googleConnecting') : t('auth.continueWithGoogle')}
    </Button>
  );
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { AUTH_ERROR_PARAM_TOAST } from '@/features/auth/auth-toasts';

type ErrorParamKey =
  | 'auth.accessDenied'
  | 'auth.invalidCallback'
  | 'auth.googleFailed'
  | 'auth.ssoUnavailable'
  | 'auth.ssoFailed'
  | 'auth.ssoEmailTaken'
  | 'auth.ssoNoEmail'
  | 'auth.signupsClosed'
  | 'auth.accountDisabled'
  | 'auth.otherBrowser'
  | 'ops.messages.inviteRequired'
  | 'ops.messages.inviteInvalid'
  | 'errors.unexpected';

/**
 * The codes an OAuth return can carry (RFC 6749 §4.1.2.1), each in the product's words. The
 * parameter is only ever a code: its text is never shown, or anyone could send a link that puts
 * their own sentence in an official-looking toast.
 */
const ERROR_PARAM_MESSAGES = new Map<string, ErrorParamKey>([
  ['access_denied', 'auth.accessDenied'],
  ['invalid_request', 'auth.invalidCallback'],
  ['invalid_grant', 'auth.invalidCallback'],
  ['unauthorized_client', 'auth.googleFailed'],
  ['unsupported_response_type', 'auth.googleFailed'],
  ['invalid_scope', 'auth.googleFailed'],
  ['server_error', 'auth.googleFailed'],
  ['temporarily_unavailable', 'auth.googleFailed'],
  // Single sign-on's own codes (the server's SSO_ERROR_CODES).
  ['sso_unavailable', 'auth.ssoUnavailable'],
  ['sso_failed', 'auth.ssoFailed'],
  ['sso_email_taken', 'auth.ssoEmailTaken'],
  ['sso_no_email', 'auth.ssoNoEmail'],
  ['signups_closed', 'auth.signupsClosed'],
  ['invite_required', 'ops.messages.inviteRequired'],
  ['invite_invalid', 'ops.messages.inviteInvalid'],
  ['account_disabled', 'auth.accountDisabled'],
  ['other_browser', 'auth.otherBrowser'],
]);

/** The translation key for an `error` parameter: a known code's message, else the generic one. */
export function errorParamMessageKey(code: string): ErrorParamKey {
  return ERROR_PARAM_MESSAGES.get(code) ?? 'errors.unexpected';
}

/**
 * /auth shows a toast when an `error` query parameter is present (an OAuth return, say).
 * The parameter is then dropped so a reload or a re-render does not repeat it.
 */
export function useErrorParamToast(): void {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const error = params.get('error');

  useEffect(() => {
    if (error === null || error.trim() === '') return;
    // A fixed id keeps StrictMode's double effect from showing it twice.
    toast.error(t(errorParamMessageKey(error.trim())), { id: AUTH_ERROR_PARAM_TOAST });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  }, [error, setParams, t]);
}

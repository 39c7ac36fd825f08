import type { SignInOptions } from '@socialpulse/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BrandMark } from '@/app/layout/brand';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { AuthLanguagePicker } from '@/features/auth/components/auth-language-picker';
import { AuthTabs } from '@/features/auth/components/auth-tabs';
import { GoogleButton } from '@/features/auth/components/google-button';
import { SsoButton } from '@/features/auth/components/sso-button';
import { useErrorParamToast } from '@/features/auth/hooks/use-error-param-toast';
import { useOptions } from '@/features/options/hooks/use-options';
import { pageSignInOptions } from '@/features/options/page-sign-in-options';

/** What an older server (or an unreachable /api/options) offers: the password form and Google. */
const CLASSIC: SignInOptions = { password: true, google: true, sso: null };

/**
 * /auth: Login and Register tabs, single sign-on and Continue with Google, each only when the
 * server offers it (PASSWORD_LOGIN, OIDC_*, Google credentials). The page the server sent carries
 * those options, so the form shows in the first render and GET /api/options is not asked at all
 * (nor the schema code that checks its answer, which cost the first paint a round trip and 25 kB);
 * without them it waits for GET /api/options.
 */
export function AuthRoute() {
  const { t } = useTranslation();
  useErrorParamToast();
  const [inPage] = useState(pageSignInOptions);
  const options = useOptions({ enabled: inPage === null });
  const signIn = inPage ?? options.data?.signIn ?? (options.isError ? CLASSIC : null);

  return (
    // Anchored to the top, not centred: the card grows when /api/options answers (a spinner, then
    // the form), and a centred column would move everything above it then (CLS 0.18 on /auth).
    <main className="relative flex min-h-dvh flex-col items-center overflow-hidden px-4 pt-10 pb-10 sm:pt-[12vh] sm:pb-16">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-80 bg-[radial-gradient(60%_100%_at_50%_0%,var(--color-accent),transparent)]"
      />
      <div className="w-full max-w-md">
        <div className="mb-8 flex flex-col items-center gap-3 text-center">
          <div className="flex items-center gap-2.5">
            <BrandMark className="size-10 rounded-xl" />
            <span className="text-2xl font-semibold tracking-tight">{t('common.appName')}</span>
          </div>
          <p className="text-muted-foreground">{t('auth.tagline')}</p>
        </div>
        <Card className="p-5 shadow-md sm:p-8">
          {signIn === null ? (
            // About the login form's height, so the language picker below barely moves.
            <div className="flex min-h-96 items-center justify-center" aria-live="polite">
              <Spinner className="size-6 text-muted-foreground" />
              <span className="sr-only">{t('common.loading')}</span>
            </div>
          ) : (
            <SignInChoices signIn={signIn} />
          )}
        </Card>
        <div className="mt-6">
          <AuthLanguagePicker />
        </div>
      </div>
    </main>
  );
}

function SignInChoices({ signIn }: { signIn: SignInOptions }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // An invitation link's token goes with single sign-on and Google too (kept for the way back).
  const inviteToken = params.get('invite')?.trim() || undefined;
  const buttons = (
    <div className="flex flex-col gap-3">
      {signIn.sso && (
        <SsoButton name={signIn.sso.name} primary={!signIn.password} inviteToken={inviteToken} />
      )}
      {signIn.google && <GoogleButton inviteToken={inviteToken} />}
      {signIn.google && signIn.googleSandbox === true && (
        <p className="text-center text-xs text-muted-foreground">{t('auth.googleSandboxNote')}</p>
      )}
    </div>
  );
  if (!signIn.password)
    return (
      <>
        <div className="mb-6 space-y-1 text-center">
          <h1 className="text-xl font-semibold tracking-tight">{t('auth.ssoOnlyTitle')}</h1>
          <p className="text-sm text-muted-foreground">{t('auth.ssoOnlyDescription')}</p>
        </div>
        {inviteToken && (
          <p role="status" className="mb-4 rounded-md bg-accent px-3 py-2 text-sm">
            {t('ops.invitedNotice')}
          </p>
        )}
        {buttons}
      </>
    );
  return (
    <>
      <AuthTabs />
      {(signIn.sso || signIn.google) && (
        <>
          <div className="my-6 flex items-center gap-3 text-xs tracking-wide text-muted-foreground uppercase">
            <span className="h-px flex-1 bg-border" />
            {t('auth.or')}
            <span className="h-px flex-1 bg-border" />
          </div>
          {buttons}
        </>
      )}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { BrandMark } from '@/app/layout/brand';
import { Card } from '@/components/ui/card';
import { AuthLanguagePicker } from '@/features/auth/components/auth-language-picker';
import { AuthTabs } from '@/features/auth/components/auth-tabs';
import { GoogleButton } from '@/features/auth/components/google-button';
import { useErrorParamToast } from '@/features/auth/hooks/use-error-param-toast';

/** /auth: Login and Register tabs plus Continue with Google (SPEC §2). */
export function AuthRoute() {
  const { t } = useTranslation();
  useErrorParamToast();

  return (
    <main className="relative flex min-h-dvh flex-col items-center justify-center overflow-hidden px-4 py-10 sm:py-16">
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
          <AuthTabs />
          <div className="my-6 flex items-center gap-3 text-xs tracking-wide text-muted-foreground uppercase">
            <span className="h-px flex-1 bg-border" />
            {t('auth.or')}
            <span className="h-px flex-1 bg-border" />
          </div>
          <GoogleButton />
        </Card>
        <div className="mt-6">
          <AuthLanguagePicker />
        </div>
      </div>
    </main>
  );
}

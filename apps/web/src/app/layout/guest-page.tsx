import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@/app/layout/brand';
import { Card } from '@/components/ui/card';
import { AuthLanguagePicker } from '@/features/auth/components/auth-language-picker';

/** The sign-in screen's frame (brand, one card, language picker) for the other account pages. */
export function GuestPage({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <main className="relative flex min-h-dvh flex-col items-center overflow-hidden px-4 pt-10 pb-10 sm:pt-[12vh] sm:pb-16">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-80 bg-[radial-gradient(60%_100%_at_50%_0%,var(--color-accent),transparent)]"
      />
      <div className="w-full max-w-md">
        <div className="mb-8 flex items-center justify-center gap-2.5">
          <BrandMark className="size-10 rounded-xl" />
          <span className="text-2xl font-semibold tracking-tight">{t('common.appName')}</span>
        </div>
        <Card className="p-5 shadow-md sm:p-8">
          <div className="mb-5 space-y-1">
            <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
            {description !== undefined && (
              <p className="text-sm text-muted-foreground">{description}</p>
            )}
          </div>
          {children}
        </Card>
        <div className="mt-6">
          <AuthLanguagePicker />
        </div>
      </div>
    </main>
  );
}

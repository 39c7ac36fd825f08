import { Activity } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/button-classes';
import { PATHS } from '@/config/paths';
import { cn } from '@/lib/cn';

export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm',
        className,
      )}
    >
      <Activity className="size-[18px]" strokeWidth={2.5} />
    </span>
  );
}

export function BrandLink() {
  const { t } = useTranslation();
  return (
    <Link
      to={PATHS.pulse}
      aria-label={t('nav.home')}
      className={cn('flex items-center gap-2.5 rounded-lg', focusRing)}
    >
      <BrandMark />
      <span className="text-lg font-semibold tracking-tight">{t('common.appName')}</span>
    </Link>
  );
}

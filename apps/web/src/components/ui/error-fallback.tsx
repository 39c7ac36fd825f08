import { RotateCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-classes';

export function ErrorFallback({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-danger/10 text-danger">
        <TriangleAlert aria-hidden="true" className="size-6" />
      </span>
      <div className="space-y-1.5">
        <h2 className="text-lg font-semibold">{t('boundary.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('boundary.description')}</p>
      </div>
      <button type="button" onClick={onReset} className={buttonClasses('primary', 'md')}>
        <RotateCw aria-hidden="true" />
        {t('common.tryAgain')}
      </button>
    </div>
  );
}

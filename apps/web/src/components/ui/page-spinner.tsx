import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[50dvh] items-center justify-center">
      <Spinner className="size-6 text-muted-foreground" label={t('common.loading')} />
    </div>
  );
}

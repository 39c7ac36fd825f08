import { ArrowLeft, FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NotFoundCard } from '@/components/ui/not-found-card';
import { PATHS } from '@/config/paths';

/** "Summary not found" with "Back to Summaries". */
export function SummaryNotFound() {
  const { t } = useTranslation();
  return (
    <NotFoundCard
      icon={<FileQuestion aria-hidden="true" className="size-6" />}
      title={t('summary.notFound')}
      hint={t('summary.notFoundHint')}
      to={PATHS.summaries}
      action={
        <>
          <ArrowLeft aria-hidden="true" />
          {t('summary.back')}
        </>
      }
    />
  );
}

import { ArrowLeft, FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { Card, CardContent } from '@/components/ui/card';
import { PATHS } from '@/config/paths';

/** "Summary not found" with "Back to Summaries". */
export function SummaryNotFound() {
  const { t } = useTranslation();
  return (
    <Card className="mx-auto max-w-xl">
      <CardContent className="flex flex-col items-center gap-4 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <FileQuestion aria-hidden="true" className="size-6" />
        </span>
        <div className="space-y-1.5">
          <h1 className="text-xl font-semibold tracking-tight">{t('summary.notFound')}</h1>
          <p className="text-sm text-muted-foreground">{t('summary.notFoundHint')}</p>
        </div>
        <Link to={PATHS.summaries} className={buttonClasses('primary', 'md')}>
          <ArrowLeft aria-hidden="true" />
          {t('summary.back')}
        </Link>
      </CardContent>
    </Card>
  );
}

import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PATHS } from '@/config/paths';

/** The summaries list arrives with the summaries issue; until then a user has none. */
export function SummariesRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('summaries.title')} description={t('summaries.description')} />
      <Card>
        <CardContent>
          <EmptyState icon={FileText} title={t('summaries.empty')}>
            <p className="max-w-sm text-sm text-muted-foreground">{t('summaries.emptyHint')}</p>
            <Link to={PATHS.connections} className={buttonClasses('primary', 'md')}>
              {t('summaries.connectPlatform')}
            </Link>
          </EmptyState>
        </CardContent>
      </Card>
    </>
  );
}

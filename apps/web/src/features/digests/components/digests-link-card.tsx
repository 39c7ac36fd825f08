import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { Card, CardContent } from '@/components/ui/card';
import { PATHS } from '@/config/paths';

/** Scheduled digests are reached from Settings (the top bar keeps its four entries). */
export function DigestsLinkCard() {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="digests-link-title">
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <h2 id="digests-link-title" className="text-base font-semibold tracking-tight">
            {t('digests.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('digests.linkHint')}</p>
        </div>
        <Link to={PATHS.digests} className={buttonClasses('secondary')}>
          <CalendarClock aria-hidden="true" />
          {t('digests.open')}
        </Link>
      </CardContent>
    </Card>
  );
}

import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { Card, CardContent } from '@/components/ui/card';
import { PATHS } from '@/config/paths';

/** Administrators reach /admin from Settings (the top bar keeps its four entries). */
export function AdminLinkCard() {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="admin-link-title">
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <h2 id="admin-link-title" className="text-base font-semibold tracking-tight">
            {t('ops.adminLink')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('ops.adminLinkHint')}</p>
        </div>
        <Link to={PATHS.admin} className={buttonClasses('secondary')}>
          <ShieldCheck aria-hidden="true" />
          {t('ops.adminOpen')}
        </Link>
      </CardContent>
    </Card>
  );
}

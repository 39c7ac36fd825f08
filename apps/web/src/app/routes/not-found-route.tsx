import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { Card, CardContent } from '@/components/ui/card';
import { PATHS } from '@/config/paths';

/**
 * What a signed-in user sees at an address the app does not have. Redirecting to the Pulse (as the
 * app once did) hid mistyped and stale links: the user never learned the link was wrong.
 */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <Card className="mx-auto max-w-xl">
      <CardContent className="flex flex-col items-center gap-4 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <Compass aria-hidden="true" className="size-6" />
        </span>
        <div className="space-y-1.5">
          <h1 className="text-xl font-semibold tracking-tight">{t('notFound.title')}</h1>
          <p className="text-sm text-muted-foreground">{t('notFound.hint')}</p>
        </div>
        <Link to={PATHS.pulse} className={buttonClasses('primary', 'md')}>
          {t('notFound.back')}
        </Link>
      </CardContent>
    </Card>
  );
}

import { Cable } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { Card, CardContent } from '@/components/ui/card';
import { PATHS } from '@/config/paths';

/** A new user's Pulse is empty until an account is connected: say so, and where to do it. */
export function ConnectPrompt() {
  const { t } = useTranslation();
  return (
    <Card className="border-primary/30 bg-accent/40">
      <CardContent className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Cable aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <h2 className="font-semibold">{t('pulse.connectTitle')}</h2>
          <p className="text-sm text-muted-foreground">{t('pulse.connectHint')}</p>
        </div>
        <Link to={PATHS.connections} className={buttonClasses('primary', 'md')}>
          {t('newSummary.connectPlatform')}
        </Link>
      </CardContent>
    </Card>
  );
}

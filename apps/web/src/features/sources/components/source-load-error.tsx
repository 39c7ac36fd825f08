import { ArrowLeft, Plug, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { PATHS } from '@/config/paths';
import { needsReconnect } from '@/features/sources/source-filters';
import { isApiError } from '@/lib/api-error';
import { reasonOf } from '@/lib/notify';

/**
 * The source list's error: a message about connect, session or expired leads to /connections
 * (Connect {platform}); anything else offers Go Back.
 */
export function SourceLoadError({
  platformName,
  error,
  title,
}: {
  platformName: string;
  error: unknown;
  title: string;
}) {
  const { t } = useTranslation();
  // The rule reads the server's own words; the screen shows them translated when we know them.
  const serverMessage = isApiError(error) ? error.message : '';
  const message = reasonOf(t, error, t('errors.generic'));
  const navigate = useNavigate();
  const location = useLocation();
  // The first page of this tab has nowhere to go back to: new-summary is the step before.
  const goBack = () =>
    location.key === 'default' ? void navigate(PATHS.newSummary) : void navigate(-1);

  return (
    <div role="alert" className="flex flex-col items-center gap-4 px-4 py-12 text-center">
      <span className="flex size-11 items-center justify-center rounded-full bg-danger/10 text-danger">
        <TriangleAlert aria-hidden="true" className="size-5" />
      </span>
      <div className="space-y-1">
        <p className="font-medium">{title}</p>
        <p className="max-w-md text-sm text-muted-foreground">{message}</p>
      </div>
      {needsReconnect(serverMessage) ? (
        <Link to={PATHS.connections} className={buttonClasses('primary', 'md')}>
          <Plug aria-hidden="true" />
          {t('sources.connectPlatform', { platform: platformName })}
        </Link>
      ) : (
        <Button variant="secondary" onClick={goBack}>
          <ArrowLeft aria-hidden="true" />
          {t('sources.goBack')}
        </Button>
      )}
    </div>
  );
}

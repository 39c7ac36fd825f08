import { RotateCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

/** The Pulse failed to load: the reason when the server gave one, and a Retry. */
export function PulseLoadError({
  reason,
  onRetry,
  retrying,
}: {
  reason: string | undefined;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardContent role="alert" className="flex flex-col items-center gap-4 py-12 text-center">
        <span className="flex size-11 items-center justify-center rounded-full bg-danger/10 text-danger">
          <TriangleAlert aria-hidden="true" className="size-5" />
        </span>
        <div className="space-y-1">
          <p className="font-medium">{t('pulse.loadFailed')}</p>
          {reason !== undefined && <p className="text-sm text-muted-foreground">{reason}</p>}
        </div>
        <Button variant="secondary" onClick={onRetry} disabled={retrying}>
          {retrying ? (
            <Spinner className="size-4 text-muted-foreground" />
          ) : (
            <RotateCw aria-hidden="true" />
          )}
          {t('common.retry')}
        </Button>
      </CardContent>
    </Card>
  );
}

import { RotateCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

/**
 * A screen whose data failed to load ("Failed to load settings", "Failed to load platforms"
 * and the like): the message, the server's reason when there is one, and a Retry.
 */
export function LoadError({
  title,
  reason,
  onRetry,
  retrying = false,
}: {
  title: string;
  reason?: string | undefined;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardContent role="alert" className="flex flex-col items-center gap-4 py-12 text-center">
        <span className="flex size-11 items-center justify-center rounded-full bg-danger/10 text-danger">
          <TriangleAlert aria-hidden="true" className="size-5" />
        </span>
        <div className="space-y-1">
          <p className="font-medium">{title}</p>
          {reason !== undefined && (
            <p className="max-w-md text-sm text-muted-foreground">{reason}</p>
          )}
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

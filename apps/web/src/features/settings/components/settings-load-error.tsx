import { RotateCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

/** SPEC §8: "Failed to load settings" with a Retry that loads them again. */
export function SettingsLoadError({
  onRetry,
  retrying,
}: {
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardContent role="alert" className="flex flex-col items-center gap-4 py-10 text-center">
        <span className="flex size-11 items-center justify-center rounded-full bg-danger/10 text-danger">
          <TriangleAlert aria-hidden="true" className="size-5" />
        </span>
        <p className="font-medium">{t('errors.loadSettings')}</p>
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

import { RotateCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** SPEC §2: "Failed to load platforms" with a Retry that reloads the page. */
export function ConnectionsLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardContent role="alert" className="flex flex-col items-center gap-4 py-12 text-center">
        <span className="flex size-11 items-center justify-center rounded-full bg-danger/10 text-danger">
          <TriangleAlert aria-hidden="true" className="size-5" />
        </span>
        <p className="font-medium">{t('connections.loadFailed')}</p>
        <Button variant="secondary" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          {t('common.retry')}
        </Button>
      </CardContent>
    </Card>
  );
}

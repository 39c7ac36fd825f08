import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { ConnectionsGrid } from '@/features/connections/components/connections-grid';
import { LoadError } from '@/components/ui/load-error';
import { useConnections } from '@/features/connections/hooks/use-connections';
import { reloadPage } from '@/lib/reload-page';

/** Social Connections. */
export function ConnectionsRoute() {
  const { t } = useTranslation();
  const connections = useConnections();

  if (connections.isPending) {
    return (
      <div className="flex min-h-[calc(100dvh-12rem)] items-center justify-center">
        <Spinner className="size-8 text-muted-foreground" label={t('common.loading')} />
      </div>
    );
  }
  return (
    <>
      <PageHeader title={t('connections.title')} description={t('connections.description')} />
      {connections.isError ? (
        <LoadError title={t('connections.loadFailed')} onRetry={reloadPage} />
      ) : (
        <ConnectionsGrid connections={connections.data} />
      )}
    </>
  );
}

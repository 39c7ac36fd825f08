import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { DigestCard } from '@/features/digests/components/digest-card';
import { DigestForm } from '@/features/digests/components/digest-form';
import { FeedCard } from '@/features/digests/components/feed-card';
import { useCreateDigest, useDigests } from '@/features/digests/hooks/use-digests';

/** Scheduled digests: the list, a form for a new one, and the private feed address. */
export function DigestsRoute() {
  const { t } = useTranslation();
  const digests = useDigests();
  const create = useCreateDigest();
  const [creating, setCreating] = useState(false);

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('digests.title')} description={t('digests.description')} />
      <div className="flex flex-col gap-6">
        {creating ? (
          <Card aria-labelledby="digest-new-title">
            <CardHeader>
              <CardTitle id="digest-new-title">{t('digests.newTitle')}</CardTitle>
            </CardHeader>
            <CardContent>
              <DigestForm
                pending={create.isPending}
                onCancel={() => setCreating(false)}
                onSubmit={(input) => create.mutate(input, { onSuccess: () => setCreating(false) })}
              />
            </CardContent>
          </Card>
        ) : (
          <div>
            <Button onClick={() => setCreating(true)}>{t('digests.new')}</Button>
          </div>
        )}
        {digests.isPending ? (
          <PageSpinner />
        ) : digests.isError ? (
          <LoadError
            title={t('digests.loadFailed')}
            onRetry={() => void digests.refetch()}
            retrying={digests.isFetching}
          />
        ) : digests.data.length === 0 ? (
          <EmptyState icon={CalendarClock} title={t('digests.emptyTitle')}>
            <p className="max-w-md text-sm text-muted-foreground">
              {t('digests.emptyDescription')}
            </p>
          </EmptyState>
        ) : (
          digests.data.map((digest) => <DigestCard key={digest.id} digest={digest} />)
        )}
        <FeedCard />
      </div>
    </div>
  );
}

import { ArrowLeft, Film } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { focusRing } from '@/components/ui/button-classes';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { Spinner } from '@/components/ui/spinner';
import { summarySourcePath } from '@/config/paths';
import type { SourceLinkState } from '@/features/sources/components/source-row';
import { SourceLoadError } from '@/features/sources/components/source-load-error';
import { VideoCard } from '@/features/sources/components/video-card';
import { useChannelVideos } from '@/features/sources/hooks/use-sources';
import { cn } from '@/lib/cn';

/** youtube/channel/{channelId}/videos: pick one video to summarize, a page at a time. */
export function YoutubeVideosRoute() {
  const { t } = useTranslation();
  const channelId = useParams().channelId ?? '';
  const channelName = (useLocation().state as Partial<SourceLinkState> | null)?.sourceName;
  const videos = useChannelVideos(channelId);
  const items = videos.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      <Link
        to={summarySourcePath('youtube')}
        className={cn(
          'mb-4 inline-flex items-center gap-1.5 rounded text-sm font-medium text-muted-foreground hover:text-foreground',
          focusRing,
        )}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('videos.back')}
      </Link>
      <PageHeader
        title={t('videos.title')}
        description={
          channelName === undefined
            ? t('videos.description')
            : t('videos.descriptionNamed', { name: channelName })
        }
      />
      {videos.isPending ? (
        <PageSpinner />
      ) : videos.isError && !videos.isFetchNextPageError ? (
        <Card>
          <CardContent>
            <SourceLoadError
              platformName={t('platforms.youtube')}
              error={videos.error}
              title={t('videos.loadFailed')}
            />
          </CardContent>
        </Card>
      ) : items.length === 0 ? (
        <Card>
          <CardContent>
            <EmptyState icon={Film} title={t('videos.empty')} />
          </CardContent>
        </Card>
      ) : (
        <div className="flex flex-col items-center gap-6">
          <ul
            aria-label={t('videos.listLabel')}
            className="grid w-full grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
          >
            {items.map((video) => (
              <li key={video.id}>
                <VideoCard video={video} />
              </li>
            ))}
          </ul>
          {videos.isFetchNextPageError && (
            <p role="alert" className="text-sm text-danger">
              {t('videos.loadMoreFailed')}
            </p>
          )}
          {videos.hasNextPage && (
            <Button
              variant="secondary"
              onClick={() => void videos.fetchNextPage()}
              disabled={videos.isFetchingNextPage}
            >
              {videos.isFetchingNextPage && <Spinner className="size-4 text-current" />}
              {videos.isFetchingNextPage ? t('common.loading') : t('videos.loadMore')}
            </Button>
          )}
        </div>
      )}
    </>
  );
}

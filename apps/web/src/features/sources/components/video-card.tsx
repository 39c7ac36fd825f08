import type { YoutubeVideo } from '@socialpulse/contract';
import { Eye, ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/button-classes';
import { summarySetupPath } from '@/config/paths';
import type { SourceLinkState } from '@/features/sources/components/source-row';
import { cn } from '@/lib/cn';
import {
  formatCount,
  formatDateTime,
  formatDuration,
  formatNumber,
  formatRelativeTime,
} from '@/lib/format';

/** One video: thumbnail with its length, title, when, views and likes; picking it goes to setup. */
export function VideoCard({ video }: { video: YoutubeVideo }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const published = new Date(video.publishedAt);
  const validDate = !Number.isNaN(published.getTime());
  const duration = formatDuration(video.duration);
  const state: SourceLinkState = { sourceName: video.title };

  return (
    <Link
      to={summarySetupPath('youtube', video.id)}
      state={state}
      className={cn(
        'group flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm transition-colors hover:border-primary/40',
        focusRing,
      )}
    >
      <span className="relative block aspect-video bg-muted">
        {video.thumbnailUrl !== '' && (
          <img src={video.thumbnailUrl} alt="" loading="lazy" className="size-full object-cover" />
        )}
        {duration !== null && (
          <span className="absolute right-2 bottom-2 rounded bg-black/80 px-1.5 py-0.5 text-xs font-medium text-white tabular-nums">
            <span className="sr-only">{t('videos.duration')} </span>
            {duration}
          </span>
        )}
      </span>
      <span className="flex flex-1 flex-col gap-2 p-4">
        <span className="line-clamp-2 font-medium group-hover:text-primary">{video.title}</span>
        <span className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          {validDate && (
            <time dateTime={video.publishedAt} title={formatDateTime(published, locale)}>
              {formatRelativeTime(published, locale)}
            </time>
          )}
          <span
            className="inline-flex items-center gap-1"
            title={formatNumber(video.viewCount, locale)}
          >
            <Eye aria-hidden="true" className="size-3.5" />
            {t('videos.views', { value: formatCount(video.viewCount, locale) })}
          </span>
          <span
            className="inline-flex items-center gap-1"
            title={formatNumber(video.likeCount, locale)}
          >
            <ThumbsUp aria-hidden="true" className="size-3.5" />
            {t('videos.likes', { value: formatCount(video.likeCount, locale) })}
          </span>
        </span>
      </span>
    </Link>
  );
}

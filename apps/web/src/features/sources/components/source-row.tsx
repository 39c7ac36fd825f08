import { atUsername, type Platform } from '@socialpulse/contract';
import { ChevronRight, Film, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { buttonClasses, focusRing } from '@/components/ui/button-classes';
import { summarySetupPath, youtubeVideosPath } from '@/config/paths';
import type { SourceItem } from '@/features/sources/api/sources-api';
import { isSourceType } from '@/features/sources/source-filters';
import { cn } from '@/lib/cn';
import { formatCount, formatNumber } from '@/lib/format';

/** Router state the setup and videos pages read, so they can name the source without a fetch. */
export type SourceLinkState = { sourceName: string };

function SourceSummary({ platform, source }: { platform: Platform; source: SourceItem }) {
  const { t, i18n } = useTranslation();
  // Only a real username gets its "@"; a display name would read as a handle nobody has.
  const handle =
    source.username !== undefined && source.type === 'account'
      ? atUsername(platform, source.username)
      : null;
  return (
    <>
      <Avatar src={source.avatar} name={source.name} className="size-10" />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{source.name}</span>
        <span className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
          {isSourceType(source.type) && <Badge>{t(`sources.types.${source.type}`)}</Badge>}
          {handle !== null && <span className="truncate">{handle}</span>}
          {source.memberCount !== undefined && (
            <span title={formatNumber(source.memberCount, i18n.language)}>
              {t('sources.members', {
                count: source.memberCount,
                value: formatCount(source.memberCount, i18n.language),
              })}
            </span>
          )}
        </span>
      </span>
    </>
  );
}

/**
 * One source: the whole row leads to the setup page. A YouTube channel offers two ways instead:
 * summarize the channel, or pick one of its videos.
 */
export function SourceRow({ platform, source }: { platform: Platform; source: SourceItem }) {
  const { t } = useTranslation();
  const state: SourceLinkState = { sourceName: source.name };
  const rowClass = 'flex min-w-0 items-center gap-3 rounded-lg px-3 py-3';

  if (platform === 'youtube' && source.type === 'channel') {
    return (
      <div className={cn(rowClass, 'flex-wrap sm:flex-nowrap')}>
        <div className="flex min-w-0 flex-1 basis-full items-center gap-3 sm:basis-auto">
          <SourceSummary platform={platform} source={source} />
        </div>
        <div className="grid w-full grid-cols-1 gap-2 min-[420px]:grid-cols-2 sm:flex sm:w-auto">
          <Link
            to={summarySetupPath(platform, source.id)}
            state={state}
            aria-label={t('sources.summarizeChannelNamed', { name: source.name })}
            className={buttonClasses('primary', 'sm')}
          >
            <Sparkles aria-hidden="true" />
            {t('sources.summarizeChannel')}
          </Link>
          <Link
            to={youtubeVideosPath(source.id)}
            state={state}
            aria-label={t('sources.pickVideoNamed', { name: source.name })}
            className={buttonClasses('secondary', 'sm')}
          >
            <Film aria-hidden="true" />
            {t('sources.pickVideo')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <Link
      to={summarySetupPath(platform, source.id)}
      state={state}
      className={cn(rowClass, 'transition-colors hover:bg-muted', focusRing)}
    >
      <SourceSummary platform={platform} source={source} />
      <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
    </Link>
  );
}

import type { SuggestedSource } from '@socialpulse/contract';
import { Check, ExternalLink, Flame, Info, Library, Lightbulb, Plus, Sparkles } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { CollapsibleText } from '@/components/ui/collapsible-text';
import { buttonClasses } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState } from '@/components/ui/empty-state';
import { PlatformIcon } from '@/components/ui/platform-icon';
import { PATHS, summarySetupPath } from '@/config/paths';
import {
  followedKeys,
  useFollowSource,
  useYourSources,
} from '@/features/your-sources/hooks/use-your-sources';
import { PulseSection } from '@/features/pulse/components/pulse-section';
import { DESCRIPTION_COLLAPSE_AT } from '@/features/pulse/pulse-text';
import { safeHref } from '@/lib/markdown-text';
import type { SourceLinkState } from '@/features/sources/components/source-row';
import { formatCount, formatNumber } from '@/lib/format';

/** A description over 150 characters starts collapsed. */
function Description({ text }: { text: string }) {
  return (
    <CollapsibleText
      text={text}
      collapseAt={DESCRIPTION_COLLAPSE_AT}
      className="text-muted-foreground"
    />
  );
}

/** Why it is suggested, in the user's words: "12 posts this week about your keyword rust". */
function Reason({ source }: { source: SuggestedSource }) {
  const { t, i18n } = useTranslation();
  const { reason } = source;
  const text =
    reason.kind === 'keyword' && reason.keyword !== undefined
      ? reason.count > 0
        ? t('pulseSuggest.reasonKeyword', { count: reason.count, keyword: reason.keyword })
        : t('pulseSuggest.reasonKeywordName', { keyword: reason.keyword })
      : reason.kind === 'posters' && reason.source !== undefined
        ? (reason.summarized ?? 0) > 0
          ? t('pulseSuggest.reasonPostersSummarized', {
              count: reason.summarized,
              source: reason.source,
              share: reason.count,
            })
          : t('pulseSuggest.reasonPosters', { source: reason.source, share: reason.count })
        : reason.kind === 'similar' && (reason.subjects ?? []).length > 0
          ? t('pulseSuggest.reasonSubjects', {
              subjects: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
                reason.subjects ?? [],
              ),
            })
          : reason.kind === 'similar' && reason.count > 0
            ? t('pulseSuggest.reasonSimilar', { count: reason.count })
            : reason.count > 0
              ? t('pulseSuggest.reasonActive', { count: reason.count })
              : null;
  if (text === null) return null;
  return (
    <p className="flex items-start gap-1.5 text-sm font-medium text-foreground">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <span>{text}</span>
    </p>
  );
}

function FollowButton({ source, followed }: { source: SuggestedSource; followed: boolean }) {
  const { t } = useTranslation();
  const follow = useFollowSource();
  if (followed)
    return (
      <Link
        to={PATHS.yourSources}
        className={buttonClasses('ghost', 'sm')}
        aria-label={t('pulseSuggest.followingNamed', { name: source.name })}
      >
        <Check aria-hidden="true" className="text-primary" />
        {t('yourSources.following')}
      </Link>
    );
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={follow.isPending}
      aria-label={t('yourSources.followNamed', { name: source.name })}
      onClick={() =>
        follow.mutate({
          platform: source.platform,
          externalId: source.id,
          name: source.name,
          ...(source.type !== undefined ? { type: source.type } : {}),
        })
      }
    >
      {follow.isPending ? <Spinner /> : <Plus aria-hidden="true" />}
      {t('yourSources.follow')}
    </Button>
  );
}

function SuggestedSourceCard({ source, followed }: { source: SuggestedSource; followed: boolean }) {
  const { t, i18n } = useTranslation();
  const state: SourceLinkState = { sourceName: source.name };
  const href = safeHref(source.url);
  return (
    <article className="flex h-full flex-col gap-3 rounded-lg border border-border p-4">
      <header className="flex items-center gap-3">
        <PlatformIcon platform={source.platform} />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-medium">{source.name}</h3>
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
            <span>{t(`platforms.${source.platform}`)}</span>
            <span aria-hidden="true">·</span>
            <span
              className="inline-flex items-center gap-1"
              title={formatNumber(source.engagement, i18n.language)}
            >
              <Flame aria-hidden="true" className="size-3.5" />
              {t('pulse.interactions', { value: formatCount(source.engagement, i18n.language) })}
            </span>
          </p>
        </div>
      </header>
      <Reason source={source} />
      <Description text={source.description} />
      {source.keywords.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('pulse.keywords')}>
          {source.keywords.map((keyword) => (
            <li
              key={keyword}
              className="rounded-full border border-primary/20 bg-accent px-2.5 py-0.5 text-xs font-medium text-accent-foreground"
            >
              {keyword}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-1 [&>*]:flex-1">
        <FollowButton source={source} followed={followed} />
        <Link
          to={summarySetupPath(source.platform, source.id)}
          state={state}
          aria-label={t('pulse.summarizeNamed', { name: source.name })}
          className={buttonClasses('primary', 'sm')}
        >
          <Sparkles aria-hidden="true" />
          {t('pulse.summarize')}
        </Link>
        {href !== undefined && (
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('pulse.viewNamed', { name: source.name })}
            className={buttonClasses('secondary', 'sm')}
          >
            <ExternalLink aria-hidden="true" />
            {t('pulse.view')}
          </a>
        )}
      </div>
    </article>
  );
}

export const SuggestedSources = memo(function SuggestedSources({
  sources,
}: {
  sources: SuggestedSource[];
}) {
  const { t } = useTranslation();
  const mine = useYourSources();
  const followed = followedKeys(mine.data);
  return (
    <PulseSection
      icon={Lightbulb}
      title={t('pulse.suggested')}
      action={
        <Link to={PATHS.yourSources} className={buttonClasses('secondary', 'sm')}>
          <Library aria-hidden="true" />
          {t('yourSources.title')}
        </Link>
      }
    >
      {sources.length === 0 ? (
        <EmptyState icon={Lightbulb} title={t('pulse.noSuggestions')} />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {sources.map((source) => (
            <li key={`${source.platform}:${source.id}`}>
              <SuggestedSourceCard
                source={source}
                followed={followed.has(`${source.platform}\u0000${source.id}`)}
              />
            </li>
          ))}
        </ul>
      )}
    </PulseSection>
  );
});

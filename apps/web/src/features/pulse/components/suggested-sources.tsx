import type { SuggestedSource } from '@socialpulse/contract';
import { ExternalLink, Flame, Lightbulb, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses, focusRing } from '@/components/ui/button-classes';
import { EmptyState } from '@/components/ui/empty-state';
import { PlatformIcon } from '@/components/ui/platform-icon';
import { summarySetupPath } from '@/config/paths';
import { PulseSection } from '@/features/pulse/components/pulse-section';
import { DESCRIPTION_COLLAPSE_AT } from '@/features/pulse/pulse-text';
import { safeHref, truncate } from '@/lib/markdown-text';
import type { SourceLinkState } from '@/features/sources/components/source-row';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format';

/** SPEC §2/§9: a description over 150 characters starts collapsed. */
function Description({ text }: { text: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const long = [...text].length > DESCRIPTION_COLLAPSE_AT;
  if (text.trim() === '') return null;
  return (
    <div className="text-sm text-muted-foreground">
      <p id={id} className="break-words whitespace-pre-line">
        {long && !expanded ? truncate(text, DESCRIPTION_COLLAPSE_AT) : text}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((v) => !v)}
          className={cn(
            'mt-1 rounded text-sm font-medium text-primary underline-offset-4 hover:underline',
            focusRing,
          )}
        >
          {expanded ? t('pulse.showLess') : t('pulse.showMore')}
        </button>
      )}
    </div>
  );
}

function SuggestedSourceCard({ source }: { source: SuggestedSource }) {
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
              title={source.engagement.toLocaleString(i18n.language)}
            >
              <Flame aria-hidden="true" className="size-3.5" />
              {t('pulse.interactions', { value: formatCount(source.engagement, i18n.language) })}
            </span>
          </p>
        </div>
      </header>
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
      <div className="mt-auto grid grid-cols-2 gap-2 pt-1">
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

export function SuggestedSources({ sources }: { sources: SuggestedSource[] }) {
  const { t } = useTranslation();
  return (
    <PulseSection icon={Lightbulb} title={t('pulse.suggested')}>
      {sources.length === 0 ? (
        <EmptyState icon={Lightbulb} title={t('pulse.noSuggestions')} />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {sources.map((source) => (
            <li key={`${source.platform}:${source.id}`}>
              <SuggestedSourceCard source={source} />
            </li>
          ))}
        </ul>
      )}
    </PulseSection>
  );
}

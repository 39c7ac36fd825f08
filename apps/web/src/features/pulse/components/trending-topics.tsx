import type { TrendingTopic } from '@socialpulse/contract';
import { Flame, TrendingUp } from 'lucide-react';
import { lazy, memo, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/button-classes';
import { EmptyState } from '@/components/ui/empty-state';
import { PlatformMarks } from '@/features/pulse/components/platform-marks';
import { PulseSection } from '@/features/pulse/components/pulse-section';
import { topicPlatforms } from '@/features/pulse/pulse-text';
import { cn } from '@/lib/cn';
import { formatCount, formatNumber } from '@/lib/format';

// The dialog carries the Markdown renderer: loaded when a topic is first opened.
const TrendingTopicDialog = lazy(() =>
  import('@/features/pulse/components/trending-topic-dialog').then((m) => ({
    default: m.TrendingTopicDialog,
  })),
);

export const TrendingTopics = memo(function TrendingTopics({
  topics,
}: {
  topics: TrendingTopic[];
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<TrendingTopic | null>(null);

  return (
    <PulseSection icon={TrendingUp} title={t('pulse.trending')}>
      {topics.length === 0 ? (
        <EmptyState icon={TrendingUp} title={t('pulse.noTrending')} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {topics.map((topic) => (
            <li key={topic.id}>
              <button
                type="button"
                onClick={() => setOpen(topic)}
                aria-haspopup="dialog"
                className={cn(
                  'flex h-full w-full flex-col gap-3 rounded-lg border border-border p-4 text-left transition-colors hover:border-primary/40 hover:bg-muted/60',
                  focusRing,
                )}
              >
                <PlatformMarks platforms={topicPlatforms(topic)} />
                <span className="line-clamp-3 font-medium break-words">{topic.title}</span>
                <span
                  className="mt-auto flex items-center gap-1.5 text-sm text-muted-foreground"
                  title={formatNumber(topic.engagement, i18n.language)}
                >
                  <Flame aria-hidden="true" className="size-4 text-primary" />
                  {t('pulse.interactions', { value: formatCount(topic.engagement, i18n.language) })}
                  {topic.sources.length > 0 && (
                    <>
                      <span aria-hidden="true">·</span>
                      {t('pulseTopics.spans', { count: topic.sources.length })}
                    </>
                  )}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {open !== null && (
        <Suspense fallback={null}>
          <TrendingTopicDialog topic={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </PulseSection>
  );
});

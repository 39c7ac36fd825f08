import type { TrendingTopic } from '@socialpulse/contract';
import { Flame } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from '@/components/ui/dialog';
import { OpenSourceLink } from '@/features/pulse/components/open-source-link';
import { PlatformMarks } from '@/features/pulse/components/platform-marks';
import { PulseMarkdown } from '@/features/pulse/components/pulse-markdown';
import { topicPlatforms } from '@/features/pulse/pulse-text';
import { PlatformIcon } from '@/components/ui/platform-icon';
import { formatCount, formatNumber } from '@/lib/format';
import { safeHref } from '@/lib/markdown-text';

/** A trending topic's engagement, its generated summary and a link to the source. */
export function TrendingTopicDialog({
  topic,
  onClose,
}: {
  topic: TrendingTopic;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <DialogRoot open onOpenChange={(next) => !next && onClose()}>
      <DialogContent closeLabel={t('common.close')} className="max-w-xl">
        <div className="flex flex-col gap-3">
          <PlatformMarks platforms={topicPlatforms(topic)} />
          <DialogTitle className="break-words">{topic.title}</DialogTitle>
          <DialogDescription
            className="flex items-center gap-1.5"
            title={formatNumber(topic.engagement, i18n.language)}
          >
            <Flame aria-hidden="true" className="size-4 text-primary" />
            {t('pulse.interactions', { value: formatCount(topic.engagement, i18n.language) })}
          </DialogDescription>
        </div>
        <PulseMarkdown>{topic.summary}</PulseMarkdown>
        {topic.sources.length > 0 && (
          <section className="flex flex-col gap-2" aria-labelledby="topic-sources">
            <h3 id="topic-sources" className="text-sm font-semibold">
              {t('pulseTopics.sources', { count: topic.sources.length })}
            </h3>
            <ul className="flex flex-col gap-1.5">
              {topic.sources.map((source) => {
                const href = safeHref(source.url);
                return (
                  <li
                    key={`${source.platform}:${source.name}`}
                    className="flex items-center gap-2 text-sm"
                  >
                    <PlatformIcon
                      platform={source.platform}
                      className="size-5 rounded-md [&_svg]:size-3"
                    />
                    {href === undefined ? (
                      <span className="min-w-0 truncate">{source.name}</span>
                    ) : (
                      <a
                        href={href}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="min-w-0 truncate font-medium text-primary underline-offset-4 hover:underline"
                      >
                        {source.name}
                      </a>
                    )}
                    <span className="text-muted-foreground">
                      {t('pulseTopics.posts', { count: source.items })}
                    </span>
                  </li>
                );
              })}
            </ul>
          </section>
        )}
        <OpenSourceLink url={topic.url} />
      </DialogContent>
    </DialogRoot>
  );
}

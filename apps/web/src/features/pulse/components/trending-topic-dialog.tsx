import type { TrendingTopic } from '@socialpulse/contract';
import { ExternalLink, Flame } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-classes';
import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from '@/components/ui/dialog';
import { PlatformMarks } from '@/features/pulse/components/platform-marks';
import { PulseMarkdown } from '@/features/pulse/components/pulse-markdown';
import { safeHref, topicPlatforms } from '@/features/pulse/pulse-text';
import { formatCount } from '@/lib/format';

/** SPEC §2: a trending topic's engagement, its generated summary and a link to the source. */
export function TrendingTopicDialog({
  topic,
  onClose,
}: {
  topic: TrendingTopic;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const href = safeHref(topic.url);
  return (
    <DialogRoot open onOpenChange={(next) => !next && onClose()}>
      <DialogContent closeLabel={t('common.close')} className="max-w-xl">
        <div className="flex flex-col gap-3">
          <PlatformMarks platforms={topicPlatforms(topic)} />
          <DialogTitle className="break-words">{topic.title}</DialogTitle>
          <DialogDescription
            className="flex items-center gap-1.5"
            title={topic.engagement.toLocaleString(i18n.language)}
          >
            <Flame aria-hidden="true" className="size-4 text-primary" />
            {t('pulse.interactions', { value: formatCount(topic.engagement, i18n.language) })}
          </DialogDescription>
        </div>
        <PulseMarkdown>{topic.summary}</PulseMarkdown>
        {href !== undefined && (
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('secondary', 'md')}
          >
            <ExternalLink aria-hidden="true" />
            {t('pulse.openSource')}
          </a>
        )}
      </DialogContent>
    </DialogRoot>
  );
}

import type { TrendingTopic } from '@socialpulse/contract';
import { Flame } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from '@/components/ui/dialog';
import { OpenSourceLink } from '@/features/pulse/components/open-source-link';
import { PlatformMarks } from '@/features/pulse/components/platform-marks';
import { PulseMarkdown } from '@/features/pulse/components/pulse-markdown';
import { topicPlatforms } from '@/features/pulse/pulse-text';
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
        <OpenSourceLink url={topic.url} />
      </DialogContent>
    </DialogRoot>
  );
}

import type { HighlightEngagement, Platform } from '@socialpulse/contract';
import { ArrowBigUp, Eye, Heart, MessageSquare, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatNumber } from '@/lib/format';

const STATS: [keyof HighlightEngagement, LucideIcon][] = [
  ['views', Eye],
  ['score', ArrowBigUp],
  ['comments', MessageSquare],
  ['reactions', Heart],
];

/**
 * Views, score, comments and reactions, abbreviated, each named for screen readers.
 * Views are left out where the platform counts none (null), rather than shown as "0 views".
 */
export function EngagementStats({
  engagement,
  platform,
}: {
  engagement: HighlightEngagement;
  platform?: Platform;
}) {
  const { t, i18n } = useTranslation();
  // Reddit counts a score, the others reactions: one of the two, never the same number twice.
  const hidden: keyof HighlightEngagement | undefined =
    platform === undefined ? undefined : platform === 'reddit' ? 'reactions' : 'score';
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
      {STATS.map(([key, Icon]) => {
        const value = engagement[key];
        if (value === null || key === hidden) return null;
        if (platform === undefined && key === 'reactions' && value === engagement.score)
          return null;
        return (
          <div
            key={key}
            className="flex items-center gap-1.5"
            title={`${t(`pulse.${key}`)}: ${formatNumber(value, i18n.language)}`}
          >
            <dt>
              <Icon aria-hidden="true" className="size-4" />
              <span className="sr-only">{t(`pulse.${key}`)}</span>
            </dt>
            <dd className="font-medium text-foreground tabular-nums">
              {formatCount(value, i18n.language)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

import type { SummaryStatus } from '@socialpulse/contract';
import {
  CircleCheck,
  CircleX,
  Clock,
  Gauge,
  Inbox,
  LoaderCircle,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

const LOOK: Record<SummaryStatus, { tone: 'success' | 'danger' | 'neutral'; icon: LucideIcon }> = {
  pending: { tone: 'neutral', icon: Clock },
  processing: { tone: 'neutral', icon: LoaderCircle },
  completed: { tone: 'success', icon: CircleCheck },
  failed: { tone: 'danger', icon: CircleX },
  rate_limited: { tone: 'neutral', icon: Gauge },
  no_data: { tone: 'neutral', icon: Inbox },
};

/** Completed green, failed red, every other status gray. */
export function SummaryStatusBadge({ status }: { status: SummaryStatus }) {
  const { t } = useTranslation();
  const { tone, icon: Icon } = LOOK[status];
  return (
    <Badge tone={tone} data-status={status}>
      <Icon
        aria-hidden="true"
        className={status === 'processing' ? 'animate-spin motion-reduce:animate-none' : undefined}
      />
      {t(`summary.status.${status}`)}
    </Badge>
  );
}

import { LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { formatRelativeTime } from '@/lib/format';

/**
 * A build usually takes seconds; after this long the notice says so, rather than spinning on as
 * if nothing were wrong (a platform that is slow or rate-limited holds the build up).
 */
export const PULSE_SLOW_AFTER_MS = 45_000;

/**
 * Shown while the server builds today's Pulse in the background (docs/decisions/0014): over the
 * last build when there is one, over skeleton sections when there is none. The route's live region
 * announces it; this is the visible part.
 */
export function PulsePreparing({ builtAt }: { builtAt: string | null }) {
  const { t, i18n } = useTranslation();
  const slow = useAfter(PULSE_SLOW_AFTER_MS);
  return (
    <Card className="border-primary/30 bg-accent/40" data-testid="pulse-preparing">
      <CardContent className="flex items-start gap-4 sm:items-center">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <LoaderCircle
            aria-hidden="true"
            className="size-5 animate-spin motion-reduce:animate-none"
          />
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          {/* Not a heading: a notice about the page, which keeps one "Today's Pulse" heading. */}
          <p className="font-semibold">{t('pulse.preparingTitle')}</p>
          <p className="text-sm text-muted-foreground">
            {slow
              ? t('pulse.preparingSlow')
              : builtAt === null
                ? t('pulse.preparingFirst')
                : t('pulse.preparingEarlier', {
                    time: formatRelativeTime(new Date(builtAt), i18n.language),
                  })}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

/** True once `ms` have passed since the component mounted. */
function useAfter(ms: number): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPassed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return passed;
}

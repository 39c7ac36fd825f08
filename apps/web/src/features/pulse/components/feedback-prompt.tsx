import type { Highlight } from '@socialpulse/contract';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useHighlightFeedback } from '@/features/pulse/hooks/use-pulse';

/** "Was this helpful?" until it is answered, then a thank-you instead of the prompt. */
export function FeedbackPrompt({ highlight }: { highlight: Highlight }) {
  const { t } = useTranslation();
  const feedback = useHighlightFeedback();
  if (highlight.feedback !== null)
    return <p className="text-sm text-muted-foreground">{t('pulse.thanks')}</p>;
  const answer = (isHelpful: boolean) => feedback.mutate({ id: highlight.id, isHelpful });
  return (
    <div role="group" aria-label={t('pulse.helpful')} className="flex items-center gap-1">
      <span className="mr-1 text-sm text-muted-foreground">{t('pulse.helpful')}</span>
      <Button variant="ghost" size="sm" disabled={feedback.isPending} onClick={() => answer(true)}>
        <ThumbsUp aria-hidden="true" />
        {t('pulse.yes')}
      </Button>
      <Button variant="ghost" size="sm" disabled={feedback.isPending} onClick={() => answer(false)}>
        <ThumbsDown aria-hidden="true" />
        {t('pulse.no')}
      </Button>
    </div>
  );
}

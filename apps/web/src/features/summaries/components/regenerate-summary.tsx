import type { Summary, SummaryLanguage, Tone } from '@socialpulse/contract';
import { SUMMARY_LANGUAGES, TONES, TONE_EMOJI } from '@socialpulse/contract/constants/options';
import { RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { summaryDetailPath } from '@/config/paths';
import { useRegenerateSummary } from '@/features/summaries/hooks/use-summaries';
import { toastSummaryError } from '@/features/summaries/summary-messages';
import { isNonFinal } from '@/features/summaries/summary-status';
import { toast } from '@/lib/toast';

/**
 * "Regenerate" on a summary with content (another tone or language may be picked; the original
 * stays), "Try again" on one without (it is replaced). Either opens the new summary. Nothing while
 * the summary is still being made.
 */
export function RegenerateSummary({ summary }: { summary: Summary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const regenerate = useRegenerateSummary(summary);
  if (isNonFinal(summary.status)) return null;
  const replaces = summary.status !== 'completed';

  const run = (input: { tone?: Tone; language?: SummaryLanguage }) =>
    regenerate.mutate(input, {
      onSuccess: (fresh) => {
        setOpen(false);
        toast.success(t('summary.regenerated'));
        // The replaced summary is gone: Back should not lead to it.
        void navigate(summaryDetailPath(fresh.id), { replace: replaces });
      },
      onError: (error) => toastSummaryError(t, t('summary.regenerateFailed'), error),
    });

  if (replaces)
    return (
      <Button variant="secondary" onClick={() => run({})} disabled={regenerate.isPending}>
        <RefreshCw aria-hidden="true" />
        {regenerate.isPending ? t('summary.regenerating') : t('summary.tryAgain')}
      </Button>
    );
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <RefreshCw aria-hidden="true" />
        {t('summary.regenerate')}
      </Button>
      <DialogRoot open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel={t('common.close')} className="max-w-md">
          {open && (
            <RegenerateForm
              summary={summary}
              busy={regenerate.isPending}
              onCancel={() => setOpen(false)}
              onSubmit={run}
            />
          )}
        </DialogContent>
      </DialogRoot>
    </>
  );
}

function RegenerateForm({
  summary,
  busy,
  onCancel,
  onSubmit,
}: {
  summary: Summary;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (input: { tone: Tone; language: SummaryLanguage }) => void;
}) {
  const { t } = useTranslation();
  const toneId = useId();
  const languageId = useId();
  const [tone, setTone] = useState<Tone>(summary.options.tone);
  const [language, setLanguage] = useState<SummaryLanguage>(summary.options.language);
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ tone, language });
      }}
    >
      <div className="flex flex-col gap-1.5">
        <DialogTitle>{t('summary.regenerateTitle')}</DialogTitle>
        <DialogDescription>{t('summary.regenerateText')}</DialogDescription>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={toneId}>{t('summary.tone')}</Label>
        <NativeSelect
          id={toneId}
          value={tone}
          onChange={(event) => setTone(event.target.value as Tone)}
        >
          {TONES.map((value) => (
            <option key={value} value={value}>
              {`${TONE_EMOJI[value]} ${t(`tones.${value}`)}`}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={languageId}>{t('summary.language')}</Label>
        <NativeSelect
          id={languageId}
          value={language}
          onChange={(event) => setLanguage(event.target.value as SummaryLanguage)}
        >
          {SUMMARY_LANGUAGES.map((value) => (
            <option key={value} value={value}>
              {t(`languages.${value}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('summary.cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? t('summary.regenerating') : t('summary.regenerate')}
        </Button>
      </div>
    </form>
  );
}

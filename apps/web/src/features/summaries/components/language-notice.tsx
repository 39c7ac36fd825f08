import type { Platform, SummaryLanguage } from '@socialpulse/contract';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSourceLanguage } from '@/features/summaries/hooks/use-source-language';

type Props = {
  id: string;
  platform: Platform;
  sourceId: string;
  /** The source as the form names it. */
  sourceLabel: string;
  chosen: SummaryLanguage;
  onChoose: (language: SummaryLanguage) => void;
};

/**
 * Under the language choice when no language model is configured: the offline digest quotes posts
 * as written and only its own wording follows the chosen language. When the user's earlier summaries
 * or Pulse tell the source's language and it is another one, the note names it and offers it.
 */
export function LanguageNotice({ id, platform, sourceId, sourceLabel, chosen, onChoose }: Props) {
  const { t } = useTranslation();
  const content = useSourceLanguage(platform, sourceId).data?.language ?? null;
  const other = content !== null && content !== chosen ? content : null;
  return (
    <div
      id={id}
      data-testid="setup-language-note"
      className="flex flex-col items-start gap-3 rounded-lg border border-border bg-muted/40 p-3 text-sm text-muted-foreground sm:col-span-2 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex gap-2">
        <Languages aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {other === null
            ? t('setup.languageNote.quoted', { chosen: t(`setup.languageNote.in.${chosen}`) })
            : t('setup.languageNote.otherLanguage', {
                source: sourceLabel,
                content: t(`setup.languageNote.in.${other}`),
                chosen: t(`setup.languageNote.in.${chosen}`),
              })}
        </span>
      </p>
      {other !== null && (
        <Button type="button" variant="secondary" size="sm" onClick={() => onChoose(other)}>
          {t(`setup.languageNote.write.${other}`)}
        </Button>
      )}
    </div>
  );
}

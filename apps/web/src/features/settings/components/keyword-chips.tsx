import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { focusRing } from '@/components/ui/button-classes';
import { FieldError, FieldHint } from '@/components/ui/field-message';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { keywordProblem } from '@/features/settings/keywords';
import { cn } from '@/lib/cn';
import { translateKeywordMessage } from '@/features/keywords/keyword-messages';

type Props = {
  value: string[];
  onChange: (next: string[]) => void;
  /** An error for the whole list, from validation on save or from the server. */
  error?: string;
};

export function KeywordChips({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;

  const add = () => {
    const keyword = draft.trim();
    if (keyword === '') return;
    const reason = keywordProblem(keyword, value);
    setProblem(reason);
    if (reason !== null) return;
    onChange([...value, keyword]);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // Enter adds a chip; it must not submit the settings form.
    add();
  };

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`${id}-input`}>{t('settings.keywords')}</Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-input`}
          value={draft}
          placeholder={t('settings.keywordPlaceholder')}
          aria-invalid={shown !== undefined ? true : undefined}
          aria-describedby={cn(`${id}-hint`, shown !== undefined && `${id}-error`)}
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" onClick={add}>
          <Plus aria-hidden="true" />
          {t('common.add')}
        </Button>
      </div>
      <FieldHint id={`${id}-hint`}>{t('settings.keywordsHint')}</FieldHint>
      <FieldError
        id={`${id}-error`}
        message={shown === undefined ? undefined : translateKeywordMessage(t, shown)}
      />
      {value.length === 0 ? (
        <p className="text-sm text-muted-foreground italic">{t('settings.noKeywords')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={t('settings.keywords')}>
          {value.map((keyword) => (
            <li
              key={keyword}
              className="inline-flex items-center gap-1 rounded-full border border-primary/20 bg-accent py-1 pr-1 pl-3 text-sm font-medium text-accent-foreground"
            >
              {keyword}
              <button
                type="button"
                aria-label={t('common.remove', { item: keyword })}
                onClick={() => onChange(value.filter((k) => k !== keyword))}
                className={cn('rounded-full p-0.5 hover:bg-primary/15', focusRing)}
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { PASSWORD_CRITERIA, passwordStrength } from '@socialpulse/contract/constants/auth';
import { Check, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { STRENGTH_COLOURS, STRENGTH_KEYS } from '@/features/auth/strength-labels';
import { cn } from '@/lib/cn';

/** Five criteria, score/5, labelled Very Weak … Very Strong. */
export function PasswordStrengthMeter({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation();
  const { score, label } = passwordStrength(password);
  const labelText = t(STRENGTH_KEYS[label]);
  const total = PASSWORD_CRITERIA.length;
  const colour = STRENGTH_COLOURS[score] ?? 'bg-danger';

  return (
    <div id={id} className="flex flex-col gap-2 rounded-lg border border-border bg-muted/40 p-3">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="text-muted-foreground">{t('strength.title')}</span>
        <span className="font-medium" data-testid="strength-label">
          {labelText}{' '}
          <span className="text-muted-foreground tabular-nums">
            ({score}/{total})
          </span>
        </span>
      </div>
      <div
        role="meter"
        aria-label={t('strength.title')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={score}
        aria-valuetext={`${labelText} (${score}/${total})`}
        className="grid grid-cols-5 gap-1"
      >
        {PASSWORD_CRITERIA.map((criterion, index) => (
          <span
            key={criterion.key}
            className={cn(
              'h-1.5 rounded-full transition-colors',
              index < score ? colour : 'bg-border',
            )}
          />
        ))}
      </div>
      <ul className="grid gap-1 text-xs sm:grid-cols-2">
        {PASSWORD_CRITERIA.map((criterion) => {
          const met = criterion.test(password);
          return (
            <li
              key={criterion.key}
              className={cn(
                'flex items-center gap-1.5',
                met ? 'text-success' : 'text-muted-foreground',
              )}
            >
              {met ? (
                <Check aria-hidden="true" className="size-3.5" />
              ) : (
                <Circle aria-hidden="true" className="size-3" />
              )}
              {t(`strength.criteria.${criterion.key}`)}
              {met && <span className="sr-only"> ✓</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

import type { ReactNode } from 'react';
import { FieldError, FieldHint } from '@/components/ui/field-message';
import { Label } from '@/components/ui/label';

export type FieldAria = {
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type Props = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** Extra content under the input (a strength meter, say) that the input should reference. */
  describedBy?: string;
  children: (aria: FieldAria) => ReactNode;
};

/** Label, control and messages, with the control pointing at its hint and error for screen readers. */
export function FormField({ id, label, error, hint, describedBy, children }: Props) {
  const ids = [
    hint !== undefined && `${id}-hint`,
    error !== undefined && `${id}-error`,
    describedBy,
  ].filter((value): value is string => typeof value === 'string');
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({
        'aria-invalid': error !== undefined ? true : undefined,
        'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
      })}
      {hint !== undefined && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

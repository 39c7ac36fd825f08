import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A native checkbox with its label beside it: the whole row is the click target. */
export function Checkbox({
  label,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode }) {
  return (
    <label
      className={cn(
        'flex min-h-10 cursor-pointer items-center gap-2.5 rounded-lg border border-border px-3 py-2 text-sm font-medium transition-colors hover:bg-muted has-checked:border-primary/40 has-checked:bg-accent/60 has-disabled:cursor-not-allowed has-disabled:opacity-60',
        className,
      )}
    >
      <input
        type="checkbox"
        className="size-4 shrink-0 cursor-pointer accent-primary outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        {...props}
      />
      {label}
    </label>
  );
}

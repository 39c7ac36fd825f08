import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';

/** Pass a size class (size-4, size-6…) to change the default size-5; this stays in the entry chunk, so no cn(). */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center justify-center">
      <LoaderCircle
        aria-hidden="true"
        className={clsx('animate-spin', className ?? 'size-5 text-muted-foreground')}
      />
      {label !== undefined && <span className="sr-only">{label}</span>}
    </span>
  );
}

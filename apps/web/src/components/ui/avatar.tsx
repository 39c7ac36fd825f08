import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';
import { initialsOf } from '@/lib/initials';

/** The user's picture, or their initials while it loads or when there is none. */
export function Avatar({
  src,
  name,
  className,
}: {
  src?: string | null;
  name: string;
  className?: string;
}) {
  return (
    <AvatarPrimitive.Root
      className={cn(
        'inline-flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent text-accent-foreground',
        className,
      )}
    >
      {src !== null && src !== undefined && src !== '' && (
        <AvatarPrimitive.Image src={src} alt={name} className="size-full object-cover" />
      )}
      {/* Radix renders the fallback a timer tick late for any delayMs, 0 included, so without an
          image there is no delay at all: the initials appear in the first paint. */}
      <AvatarPrimitive.Fallback className="text-sm font-semibold" delayMs={src ? 400 : undefined}>
        {initialsOf(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}

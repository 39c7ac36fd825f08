import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';
import { fallbackToneOf, initialsOf } from '@/lib/initials';

/**
 * The picture, or else the one fallback every avatar uses (people, accounts, subreddits, channels):
 * initials in white on a colour picked from the name, so the same account looks alike everywhere.
 */
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
        'inline-flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-full bg-muted text-sm',
        className,
      )}
    >
      {src !== null && src !== undefined && src !== '' && (
        <AvatarPrimitive.Image src={src} alt={name} className="size-full object-cover" />
      )}
      {/* Radix renders the fallback a timer tick late for any delayMs, 0 included, so without an
          image there is no delay at all: the initials appear in the first paint. */}
      <AvatarPrimitive.Fallback
        data-avatar-fallback=""
        className={cn(
          'flex size-full items-center justify-center font-semibold text-white',
          fallbackToneOf(name),
        )}
        delayMs={src ? 400 : undefined}
      >
        {initialsOf(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}

import { AtSign, MessagesSquare, Play, Send, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

type Look = { className: string } & ({ icon: LucideIcon } | { letters: string });

const PLATFORM_LOOK: Record<string, Look> = {
  telegram: { icon: Send, className: 'bg-[#229ED9] text-white' },
  reddit: { icon: MessagesSquare, className: 'bg-[#FF4500] text-white' },
  twitter: {
    icon: AtSign,
    className: 'bg-neutral-900 text-white dark:bg-neutral-100 dark:text-neutral-900',
  },
  youtube: { icon: Play, className: 'bg-[#FF0000] text-white [&_svg]:fill-current' },
  // lucide has no brand marks; the initial letters in the brand colour read as the platform.
  facebook: { letters: 'f', className: 'bg-[#1877F2] text-white text-xl' },
  linkedin: { letters: 'in', className: 'bg-[#0A66C2] text-white text-base' },
};

/** A platform's colour and mark; decorative, so its name must be written next to it. */
export function PlatformIcon({ platform, className }: { platform: string; className?: string }) {
  const look = PLATFORM_LOOK[platform];
  const Icon = look !== undefined && 'icon' in look ? look.icon : AtSign;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-lg',
        look?.className ?? 'bg-muted text-muted-foreground',
        className,
      )}
    >
      {look !== undefined && 'letters' in look ? (
        <span className="leading-none font-bold tracking-tight">{look.letters}</span>
      ) : (
        <Icon className="size-[18px]" />
      )}
    </span>
  );
}

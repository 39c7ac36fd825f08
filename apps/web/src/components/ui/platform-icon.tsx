import { AtSign } from 'lucide-react';
import { siFacebook, siReddit, siTelegram, siX, siYoutube, type SimpleIcon } from 'simple-icons';
import { cn } from '@/lib/cn';

/**
 * The platforms' own marks from Simple Icons (CC0, kept up to date with the brands' guidelines),
 * imported one by one so only these paths reach the bundle. Simple Icons has no LinkedIn mark (the
 * brand asked for its removal); LinkedIn's mark is the letters "in", drawn as text in its colour.
 */
type Look = { className: string } & ({ icon: SimpleIcon } | { letters: string });

const PLATFORM_LOOK: Record<string, Look> = {
  telegram: { icon: siTelegram, className: 'bg-[#26A5E4] text-white' },
  reddit: { icon: siReddit, className: 'bg-[#FF4500] text-white' },
  twitter: {
    icon: siX,
    className: 'bg-neutral-900 text-white dark:bg-neutral-100 dark:text-neutral-900',
  },
  youtube: { icon: siYoutube, className: 'bg-[#FF0000] text-white' },
  facebook: { icon: siFacebook, className: 'bg-[#0866FF] text-white' },
  linkedin: { letters: 'in', className: 'bg-[#0A66C2] text-white text-base' },
};

/** A platform's colour and mark; decorative, so its name must be written next to it. */
export function PlatformIcon({ platform, className }: { platform: string; className?: string }) {
  const look = PLATFORM_LOOK[platform];
  return (
    <span
      aria-hidden="true"
      data-platform-mark={look !== undefined && 'icon' in look ? look.icon.slug : undefined}
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-lg',
        look?.className ?? 'bg-muted text-muted-foreground',
        className,
      )}
    >
      {look === undefined ? (
        <AtSign className="size-[18px]" />
      ) : 'letters' in look ? (
        <span className="leading-none font-bold tracking-tight">{look.letters}</span>
      ) : (
        <svg viewBox="0 0 24 24" fill="currentColor" className="size-[18px]" focusable="false">
          <path d={look.icon.path} />
        </svg>
      )}
    </span>
  );
}

import type { Platform } from '@socialpulse/contract';
import { useTranslation } from 'react-i18next';
import { PlatformIcon } from '@/components/ui/platform-icon';

/** The platforms an item comes from: overlapping marks, named for screen readers. */
export function PlatformMarks({ platforms }: { platforms: readonly Platform[] }) {
  const { t } = useTranslation();
  return (
    <span className="flex items-center">
      <span className="flex -space-x-1.5">
        {platforms.map((platform) => (
          <PlatformIcon
            key={platform}
            platform={platform}
            className="size-7 rounded-full ring-2 ring-card [&_svg]:size-3.5"
          />
        ))}
      </span>
      <span className="sr-only">
        {platforms.map((platform) => t(`platforms.${platform}`)).join(', ')}
      </span>
    </span>
  );
}

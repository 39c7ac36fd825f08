import { Cable, FileText, Settings, Zap, type LucideIcon } from 'lucide-react';
import { PATHS } from '@/config/paths';

export type NavItem = {
  to: string;
  labelKey: 'nav.pulse' | 'nav.summaries' | 'nav.platforms' | 'nav.settings';
  icon: LucideIcon;
  /** "/" must only be current on the Pulse page itself, not on every page below it. */
  end?: boolean;
};

/** The four top entries: Pulse at /, Summaries at /summaries, Platforms at /connections, Settings at /settings. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: PATHS.pulse, labelKey: 'nav.pulse', icon: Zap, end: true },
  { to: PATHS.summaries, labelKey: 'nav.summaries', icon: FileText },
  { to: PATHS.connections, labelKey: 'nav.platforms', icon: Cable },
  { to: PATHS.settings, labelKey: 'nav.settings', icon: Settings },
];

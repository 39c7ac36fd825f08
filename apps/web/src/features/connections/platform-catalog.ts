import type { AnyPlatform } from '@socialpulse/contract';
import { ALL_PLATFORMS } from '@socialpulse/contract/constants/common';

/** Shown with their icon but not connectable yet (Facebook, Instagram and LinkedIn: no connector yet). */
export const COMING_SOON_PLATFORMS: readonly AnyPlatform[] = ['facebook', 'linkedin'];

export function isComingSoon(platform: AnyPlatform): boolean {
  return COMING_SOON_PLATFORMS.includes(platform);
}

/** The cards' order: what can be connected first, in the product's order, then what is coming. */
export const CONNECTIONS_ORDER: readonly AnyPlatform[] = [
  ...ALL_PLATFORMS.filter((p) => !isComingSoon(p)),
  ...ALL_PLATFORMS.filter((p) => isComingSoon(p)),
];

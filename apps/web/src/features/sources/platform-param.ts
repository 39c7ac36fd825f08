import type { Platform } from '@socialpulse/contract';
import { PLATFORMS } from '@socialpulse/contract/constants/common';

/** A route's :platform, when it names a platform that can be summarized. */
export function summaryPlatformOf(param: string | undefined): Platform | null {
  return (PLATFORMS as readonly string[]).includes(param ?? '') ? (param as Platform) : null;
}

import type { AnyPlatform } from '@socialpulse/contract';
import { SERVICE_LABELS } from '@/platforms/types';

const LABELS: Record<AnyPlatform, string> = {
  ...SERVICE_LABELS,
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
};

/** The name messages use ("Reddit disconnected successfully"); X is X, as the platform library says. */
export function platformLabel(platform: AnyPlatform): string {
  return LABELS[platform];
}

export function notConnectedMessage(platform: AnyPlatform): string {
  return `${platformLabel(platform)} is not connected. Connect it first.`;
}

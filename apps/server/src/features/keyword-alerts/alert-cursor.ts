import type { AlertPosition } from '@/features/keyword-alerts/alert-history.repository';
import { isUuid } from '@/lib/ids';

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/u;

/** An opaque page token: the position, base64url, so callers do not build their own. */
export function encodeAlertCursor(position: AlertPosition): string {
  return Buffer.from(`${position.detectedAt}|${position.id}`, 'utf8').toString('base64url');
}

/** The position a token names, or undefined for anything this server did not hand out. */
export function decodeAlertCursor(token: string): AlertPosition | undefined {
  const [detectedAt, id, ...rest] = Buffer.from(token, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || detectedAt === undefined || id === undefined) return undefined;
  if (!TIME.test(detectedAt) || Number.isNaN(Date.parse(detectedAt)) || !isUuid(id))
    return undefined;
  return { detectedAt, id };
}

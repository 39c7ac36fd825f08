import type { TFunction } from 'i18next';
import { toast } from '@/lib/toast';
import { isApiError } from '@/lib/api-error';
import { translateMessage } from '@/lib/messages';

/**
 * An error toast in the product's words, with the server's more specific reason beneath it when there
 * is one ("Failed to send verification code" / "Too many attempts. Try again in 5 minutes.").
 */
export function toastError(
  t: TFunction,
  title: string,
  error?: unknown,
  options: { id?: string } = {},
): void {
  const detail =
    isApiError(error) && error.hasDetail ? translateMessage(t, error.message) : undefined;
  toast.error(title, {
    ...options,
    ...(detail !== undefined && detail !== title ? { description: detail } : {}),
  });
}

/** The reason a failed call gives, translated when it is one of ours; the fallback otherwise. */
export function reasonOf(t: TFunction, error: unknown, fallback: string): string {
  return isApiError(error) && error.hasDetail ? translateMessage(t, error.message) : fallback;
}

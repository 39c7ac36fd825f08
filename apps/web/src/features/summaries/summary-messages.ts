import { SUMMARY_MESSAGES } from '@socialpulse/contract/constants/summaries';
import type { TFunction } from 'i18next';
import { toast } from '@/lib/toast';
import { SUMMARY_RESPONSE_MESSAGES } from '@/features/summaries/api/summaries-api';
import { isApiError } from '@/lib/api-error';
import type { LocaleShape } from '@/lib/locales/en';
import { translateMessage } from '@/lib/messages';

type SummaryMessageKey =
  | `summary.messages.${keyof LocaleShape['summary']['messages']}`
  | 'summary.notFound'
  | 'summary.failed';

/** The summaries' contract and response-check sentences, mapped to their translations. */
const SUMMARY_MESSAGE_KEYS = new Map<string, SummaryMessageKey>([
  [SUMMARY_RESPONSE_MESSAGES.list, 'summary.messages.invalidList'],
  [SUMMARY_RESPONSE_MESSAGES.one, 'summary.messages.invalidOne'],
  [SUMMARY_RESPONSE_MESSAGES.create, 'summary.messages.invalidCreate'],
  [SUMMARY_RESPONSE_MESSAGES.delete, 'summary.messages.invalidDelete'],
  [SUMMARY_MESSAGES.sourceId, 'summary.messages.sourceId'],
  [SUMMARY_MESSAGES.sourceIdTooLong, 'summary.messages.sourceIdTooLong'],
  [SUMMARY_MESSAGES.sourceIdFormat, 'summary.messages.sourceIdFormat'],
  [SUMMARY_MESSAGES.dateFormat, 'summary.messages.dateFormat'],
  [SUMMARY_MESSAGES.dateRangeRequired, 'summary.messages.dateRangeRequired'],
  [SUMMARY_MESSAGES.dateOrder, 'summary.messages.dateOrder'],
  [SUMMARY_MESSAGES.dateRangeTooLong, 'summary.messages.dateRangeTooLong'],
  [SUMMARY_MESSAGES.dateInFuture, 'summary.messages.dateInFuture'],
  [SUMMARY_MESSAGES.interrupted, 'summary.messages.interrupted'],
  [SUMMARY_MESSAGES.stillRunning, 'summary.messages.stillRunning'],
  [SUMMARY_MESSAGES.notFound, 'summary.notFound'],
  [SUMMARY_MESSAGES.generationFailed, 'summary.failed'],
]);

export function summaryMessageKeyOf(message: string): SummaryMessageKey | undefined {
  return SUMMARY_MESSAGE_KEYS.get(message);
}

/** A summaries sentence in the UI language; any other message goes through the app-wide map. */
export function translateSummaryMessage(t: TFunction, message: string): string {
  const key = SUMMARY_MESSAGE_KEYS.get(message);
  return key === undefined ? translateMessage(t, message) : t(key);
}

/** What a failed summaries call says, translated; the screen's fallback when it says nothing. */
export function summaryReasonOf(t: TFunction, error: unknown, fallback: string): string {
  return isApiError(error) && error.hasDetail
    ? translateSummaryMessage(t, error.message)
    : fallback;
}

/** An error toast in the product's words, with the server's more specific reason beneath it. */
export function toastSummaryError(t: TFunction, title: string, error: unknown): void {
  const detail = summaryReasonOf(t, error, title);
  toast.error(title, detail === title ? {} : { description: detail });
}

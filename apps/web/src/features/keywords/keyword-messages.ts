import { KEYWORD_ERRORS, KEYWORD_MESSAGES } from '@socialpulse/contract';
import type { TFunction } from 'i18next';
import type { LocaleShape } from '@/lib/locales/en';
import { isApiError } from '@/lib/api-error';
import { translateMessage } from '@/lib/messages';

type KeywordErrorKey = `keywords.errors.${keyof LocaleShape['keywords']['errors']}`;

/** The contract's keyword sentences (the English product wording) and their translation keys. */
const KEYWORD_MESSAGE_KEYS = new Map<string, KeywordErrorKey>([
  [KEYWORD_MESSAGES.keywordMin, 'keywords.errors.keywordMin'],
  [KEYWORD_MESSAGES.keywordMax, 'keywords.errors.keywordMax'],
  [KEYWORD_MESSAGES.keywordChars, 'keywords.errors.keywordChars'],
  [KEYWORD_MESSAGES.platforms, 'keywords.errors.platforms'],
  [KEYWORD_MESSAGES.excludeTooLong, 'keywords.errors.excludeTooLong'],
  [KEYWORD_MESSAGES.excludeTooMany, 'keywords.errors.excludeTooMany'],
  [KEYWORD_ERRORS.duplicate, 'keywords.errors.duplicate'],
  [KEYWORD_ERRORS.tooMany, 'keywords.errors.tooMany'],
]);

/** A keyword message in the user's language; any other message goes through the shared map. */
export function translateKeywordMessage(t: TFunction, message: string): string {
  const key = KEYWORD_MESSAGE_KEYS.get(message);
  return key === undefined ? translateMessage(t, message) : t(key);
}

/** The {message} of "Failed to add keyword: {message}": the server's reason, or the generic one. */
export function keywordFailureReason(t: TFunction, error: unknown): string {
  return isApiError(error) && error.hasDetail
    ? translateKeywordMessage(t, error.message)
    : t('errors.generic');
}

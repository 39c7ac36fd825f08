import { KEYWORD_MESSAGES, KEYWORD_MIN, KEYWORD_PATTERN } from '@socialpulse/contract';
import {
  SETTINGS_KEYWORD_MAX,
  SETTINGS_KEYWORDS_LIMIT,
  SETTINGS_MESSAGES,
} from '@socialpulse/contract/constants/settings';

/** Why a keyword cannot be added, or null when it can. Blank input is simply ignored. */
export function keywordProblem(keyword: string, existing: readonly string[]): string | null {
  if (keyword.length > SETTINGS_KEYWORD_MAX) return SETTINGS_MESSAGES.keywordTooLong;
  // Each chip is a tracked keyword (docs/decisions/0008), so it follows the keyword form's rules.
  if ([...keyword].length < KEYWORD_MIN) return KEYWORD_MESSAGES.keywordMin;
  if (!KEYWORD_PATTERN.test(keyword)) return KEYWORD_MESSAGES.keywordChars;
  const lower = keyword.toLocaleLowerCase();
  if (existing.some((k) => k.toLocaleLowerCase() === lower))
    return SETTINGS_MESSAGES.keywordDuplicate;
  if (existing.length >= SETTINGS_KEYWORDS_LIMIT) return SETTINGS_MESSAGES.keywordsTooMany;
  return null;
}

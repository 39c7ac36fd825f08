import { KEYWORD_MESSAGES, SETTINGS_MESSAGES } from '@socialpulse/contract';
import { describe, expect, it } from 'vitest';
import { keywordProblem } from '@/features/settings/keywords';

describe('keywordProblem: a chip is a tracked keyword (docs/decisions/0008)', () => {
  it('follows the keyword form rules', () => {
    expect(keywordProblem('rust', [])).toBeNull();
    expect(keywordProblem('open-source AI', [])).toBeNull();
    expect(keywordProblem('x', [])).toBe(KEYWORD_MESSAGES.keywordMin);
    expect(keywordProblem('c#', [])).toBe(KEYWORD_MESSAGES.keywordChars);
    expect(keywordProblem('Rust', ['rust'])).toBe(SETTINGS_MESSAGES.keywordDuplicate);
    expect(keywordProblem('k'.repeat(51), [])).toBe(SETTINGS_MESSAGES.keywordTooLong);
  });
});

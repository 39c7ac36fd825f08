import {
  keywordPlatformsSchema,
  keywordSettingsSchema,
  keywordTextSchema,
  type TrackedKeyword,
} from '@socialpulse/contract';
import { z } from 'zod';

/** Exclude patterns are typed one per line; blank lines are not patterns. */
export function excludeLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

const excludeListSchema = keywordSettingsSchema.shape.excludePatterns;

/** The contract's rules, so the form shows the same messages as the server. */
export const keywordFormSchema = z.object({
  keyword: keywordTextSchema,
  platforms: keywordPlatformsSchema,
  caseSensitive: z.boolean(),
  wholeWord: z.boolean(),
  excludePatterns: z
    .string()
    .superRefine((text, ctx) => {
      const parsed = excludeListSchema.safeParse(excludeLines(text));
      const issue = parsed.error?.issues[0];
      if (issue !== undefined) ctx.addIssue({ code: 'custom', message: issue.message });
    })
    .transform(excludeLines),
});
export type KeywordFormInput = z.input<typeof keywordFormSchema>;
export type KeywordFormOutput = z.output<typeof keywordFormSchema>;
export type KeywordFormField = keyof KeywordFormInput;

export const KEYWORD_FORM_FIELDS = new Set<string>(Object.keys(keywordFormSchema.shape));

export function keywordFormDefaults(
  keyword: TrackedKeyword | null,
  platforms: KeywordFormInput['platforms'],
): KeywordFormInput {
  if (keyword === null)
    return { keyword: '', platforms, caseSensitive: false, wholeWord: true, excludePatterns: '' };
  return {
    keyword: keyword.keyword,
    platforms: keyword.platforms,
    caseSensitive: keyword.settings.caseSensitive,
    wholeWord: keyword.settings.wholeWord,
    excludePatterns: keyword.settings.excludePatterns.join('\n'),
  };
}

/** A server field path ("keyword", "settings.excludePatterns.0") as the form field it belongs to. */
export function formFieldOf(path: string): KeywordFormField | undefined {
  const [first, second] = path.split('.');
  const name = first === 'settings' ? second : first;
  return name !== undefined && KEYWORD_FORM_FIELDS.has(name)
    ? (name as KeywordFormField)
    : undefined;
}

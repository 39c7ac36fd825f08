import type { FieldError } from '@socialpulse/contract';

export const UNSAFE_TEXT_MESSAGES = {
  nul: 'Must not contain a NUL character',
  surrogate: 'Must be valid Unicode text',
} as const;

/** U+0000: PostgreSQL text cannot hold it, and no field of the API has a use for it. */
const NUL = '\u0000';
/**
 * Half of a UTF-16 surrogate pair without the other half: not a character at all. PostgreSQL's
 * jsonb refuses it (`\ud800` in JSON text) and text columns would silently store U+FFFD instead.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** How deep the search goes; bodies are at most 1 MB of JSON, far shallower in practice. */
const MAX_DEPTH = 64;

/**
 * A field error for every string in `value` (keys included) that is not text PostgreSQL can store
 * as sent. `field` is the dotted path (`keywords.1`, `note`); in a key, NUL is shown as `\u0000`
 * so the answer itself stays clean. Walks arrays and plain objects only.
 */
export function unsafeTextFields(value: unknown): FieldError[] {
  const found: FieldError[] = [];
  walk(value, [], found, 0);
  return found;
}

function check(text: string, path: readonly string[], found: FieldError[]): void {
  const problem = text.includes(NUL)
    ? UNSAFE_TEXT_MESSAGES.nul
    : LONE_SURROGATE.test(text)
      ? UNSAFE_TEXT_MESSAGES.surrogate
      : undefined;
  if (problem) found.push({ field: path.join('.'), message: problem });
}

function walk(value: unknown, path: string[], found: FieldError[], depth: number): void {
  if (typeof value === 'string') {
    check(value, path, found);
    return;
  }
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    const segment = key
      .replaceAll(NUL, '\\u0000')
      .replace(new RegExp(LONE_SURROGATE, 'g'), '\ufffd');
    check(key, [...path, segment], found);
    walk(item, [...path, segment], found, depth + 1);
  }
}

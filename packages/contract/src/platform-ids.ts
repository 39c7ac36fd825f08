import type { Platform } from './common';

/**
 * Each platform's own grammar for the ids of what can be read from it. An id goes into upstream
 * URLs (a path segment on X and Reddit), so one that does not fit its platform is refused before
 * anything is called: `list:../../x` or `list:1?x=` must never reach a request line.
 *
 * - Reddit: a subreddit name, 2–21 letters, digits or underscores (`u_name` for a profile), with an
 *   optional `r/` and `+`-joined multi-subreddits (`typescript+node`).
 * - X: `user:<id>` or `list:<id>` (numeric ids of up to 19 digits, X's 64-bit ids), a bare numeric
 *   account id, or `@username` (1–15 letters, digits or underscores).
 * - YouTube: a channel (`UC` + 22), a video (11) or a playlist id (`PL…`, `UU…`, `LL`, `WL`…):
 *   letters, digits, `-` and `_`, at most 64.
 * - Telegram: a marked peer id, digits with a `-` for groups and channels.
 */
const SUBREDDIT = '[A-Za-z0-9_]{2,21}';
export const PLATFORM_ID_PATTERNS: Record<Platform, RegExp> = {
  reddit: new RegExp(`^(?:/?[rR]/)?${SUBREDDIT}(?:\\+${SUBREDDIT})*/?$`),
  twitter: /^(?:(?:user:|list:)?\d{1,19}|@[A-Za-z0-9_]{1,15})$/,
  youtube: /^[A-Za-z0-9_-]{2,64}$/,
  telegram: /^-?\d{1,20}$/,
};

/** True when `id` is written the way `platform` writes its source ids. */
export function isPlatformSourceId(platform: Platform, id: string): boolean {
  return PLATFORM_ID_PATTERNS[platform].test(id);
}

/**
 * Usernames as the platforms allow them, the only names written with an "@": a display name
 * ("Ravi Nguyen") is a person's name, not a handle, and "@Ravi Nguyen" reaches nobody.
 * - Telegram: 5–32 letters, digits or underscores, starting with a letter, not ending with `_`.
 * - X: 1–15 letters, digits or underscores.
 */
const USERNAME_PATTERNS: Partial<Record<Platform, RegExp>> = {
  telegram: /^[A-Za-z](?:[A-Za-z0-9_]{3,30})[A-Za-z0-9]$/,
  twitter: /^[A-Za-z0-9_]{1,15}$/,
};

/** `@name` when `name` (with or without its "@") is a real username on `platform`; else null. */
export function atUsername(platform: Platform, name: string): string | null {
  const bare = name.trim().replace(/^@/u, '');
  return USERNAME_PATTERNS[platform]?.test(bare) ? `@${bare}` : null;
}

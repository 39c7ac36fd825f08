/**
 * A summary's title is the source's human name (r/space, the channel's or chat's name, @handle);
 * when the platform gave none, or only an id, it says what the source is ("Telegram chat").
 */
import { DIGEST_PACKS } from '@/summarizer/digest/i18n/packs';
import type { DigestPlatform } from '@/summarizer/digest/types';
import type { SummaryLanguage } from '@/summarizer/types';

/** Ids as platforms issue them: YouTube channel (UC…) and playlist ids, X list ids, numeric ids. */
const RAW_ID =
  /^(?:UC[\w-]{22}|(?:PL|UU|LL|FL|OL|RD)[\w-]{10,}|list:\d+|[\w-]{11}|-?\d{5,}|t[0-9]_\w+)$/u;

export function looksLikeId(title: string, sourceId: string): boolean {
  const t = title.trim();
  if (t === '') return true;
  if (t === sourceId && /\d/u.test(t) && RAW_ID.test(t)) return true;
  return /^(?:UC[\w-]{22}|list:\d+|-?\d{5,})$/u.test(t);
}

function described(platform: DigestPlatform, sourceId: string, language: SummaryLanguage): string {
  const names = DIGEST_PACKS[language].fallbackTitles;
  switch (platform) {
    case 'reddit':
      return names.reddit;
    case 'twitter':
      return sourceId.startsWith('list:') ? names.twitterList : names.twitter;
    case 'telegram':
      return names.telegram;
    case 'youtube':
      if (/^UC[\w-]{22}$/u.test(sourceId) || sourceId.startsWith('channel:'))
        return names.youtubeChannel;
      if (/^(?:PL|UU|LL|FL|OL|RD)[\w-]{10,}$/u.test(sourceId) || sourceId.startsWith('playlist:'))
        return names.youtubePlaylist;
      return names.youtubeVideo;
  }
}

export function humanSourceTitle(
  platform: DigestPlatform,
  sourceId: string,
  given: string | undefined,
  language: SummaryLanguage,
): string {
  const title = given?.trim() ?? '';
  if (title !== '' && !looksLikeId(title, sourceId)) return title;
  // A subreddit's id is its name: "r/name" is the name people use.
  if (platform === 'reddit' && /^(?:r\/)?[A-Za-z0-9_]{2,21}$/u.test(sourceId))
    return sourceId.startsWith('r/') ? sourceId : `r/${sourceId}`;
  return described(platform, sourceId, language);
}

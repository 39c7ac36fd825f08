/**
 * Where each item of a feed came from: the subreddit of a listing that spans communities, the
 * author of an X list or search, and on an account's timeline whether a post is its own or a
 * repost of someone else's.
 */
import { personName } from '@/summarizer/digest/format';
import { cleanLine } from '@/summarizer/digest/text';
import type { DigestFeed, DigestItem } from '@/summarizer/digest/types';

export interface Origins {
  /** The account whose timeline this is, without "@"; null for listings, lists and searches. */
  account: string | null;
  /** Reposted items of a timeline, with the author whose post was reposted. */
  reposts: Map<DigestItem, string>;
  /** "r/space" or "@nasa" for each item of a feed drawn from many places; empty otherwise. */
  where: Map<DigestItem, string>;
}

const RETWEET = /^\s*RT\s+@([\p{L}\p{N}_]+):\s*/u;

function handle(author: string): string {
  return cleanLine(author).replace(/^[@]|^u\//u, '').toLowerCase();
}

export function subredditOf(item: DigestItem): string | null {
  const m = /reddit\.com\/r\/([^/?#]+)/iu.exec(item.url);
  return m ? `r/${m[1]!}` : null;
}

/** The timeline's account: the source named as a person, who wrote most of its items. */
function accountOf(feed: DigestFeed): string | null {
  if (feed.platform !== 'twitter') return null;
  const names = [feed.source.id, feed.source.title].map(handle).filter((n) => n !== '');
  const own = (name: string): number => feed.items.filter((i) => handle(i.author) === name).length;
  const best = names.find((n) => own(n) > 0 && own(n) >= feed.items.length / 3);
  return best ?? null;
}

export function origins(feed: DigestFeed): Origins {
  const account = accountOf(feed);
  const reposts = new Map<DigestItem, string>();
  const where = new Map<DigestItem, string>();
  if (account !== null) {
    for (const item of feed.items) {
      const rt = RETWEET.exec(item.text);
      if (rt) reposts.set(item, `@${rt[1]!}`);
      // A repost arrives as the original post, under its own author.
      else if (handle(item.author) !== account)
        reposts.set(item, personName('twitter', item.author));
    }
    return { account, reposts, where };
  }
  if (feed.platform === 'reddit') {
    const subs = new Map(feed.items.map((i) => [i, subredditOf(i)]));
    if (new Set([...subs.values()].filter((s) => s !== null)).size > 1)
      for (const [item, sub] of subs) if (sub !== null) where.set(item, sub);
  } else if (feed.platform === 'twitter') {
    for (const item of feed.items)
      if (cleanLine(item.author) !== '') where.set(item, personName('twitter', item.author));
  }
  return { account, reposts, where };
}

/** A repost's text without its "RT @name:" prefix. */
export function withoutRetweetPrefix(item: DigestItem): DigestItem {
  return RETWEET.test(item.text) ? { ...item, text: item.text.replace(RETWEET, '') } : item;
}

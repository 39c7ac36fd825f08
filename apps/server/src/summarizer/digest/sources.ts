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
  /** Ids of a timeline's reposted items, with the author whose post was reposted. */
  reposts: Map<string, string>;
  /** "r/space" or "@nasa" by item id, for a feed drawn from many places; empty otherwise. */
  where: Map<string, string>;
}

const RETWEET = /^\s*RT\s+@([\p{L}\p{N}_]+):\s*/u;

function handle(author: string): string {
  return cleanLine(author)
    .replace(/^[@]|^u\//u, '')
    .toLowerCase();
}

/** "RT @name:" opening the text, or the title a first line became (see withHeadlines). */
function retweetOf(item: DigestItem): RegExpExecArray | null {
  return RETWEET.exec(item.title ?? '') ?? RETWEET.exec(item.text);
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

export function origins(feed: DigestFeed, repostLabel: (author: string) => string): Origins {
  const account = accountOf(feed);
  const reposts = new Map<string, string>();
  const where = new Map<string, string>();
  if (account !== null) {
    for (const item of feed.items) {
      const rt = retweetOf(item);
      if (rt) reposts.set(item.id, `@${rt[1]!}`);
      // A repost arrives as the original post, under its own author.
      else if (handle(item.author) !== account)
        reposts.set(item.id, personName('twitter', item.author));
    }
    return { account, reposts, where };
  }
  if (feed.platform === 'reddit') {
    const subs = new Map(feed.items.map((i) => [i.id, subredditOf(i)]));
    if (new Set([...subs.values()].filter((s) => s !== null)).size > 1)
      for (const [id, sub] of subs) if (sub !== null) where.set(id, sub);
  } else if (feed.platform === 'twitter') {
    for (const item of feed.items) {
      if (cleanLine(item.author) === '') continue;
      const by = personName('twitter', item.author);
      const rt = retweetOf(item);
      where.set(item.id, rt ? `${by}, ${repostLabel(`@${rt[1]!}`)}` : by);
    }
  }
  return { account, reposts, where };
}

/** A repost's text without its "RT @name:" prefix. */
export function withoutRetweetPrefix(item: DigestItem): DigestItem {
  if (retweetOf(item) === null) return item;
  const title = item.title?.replace(RETWEET, '');
  return {
    ...item,
    text: item.text.replace(RETWEET, ''),
    ...(title !== undefined ? { title } : {}),
  };
}

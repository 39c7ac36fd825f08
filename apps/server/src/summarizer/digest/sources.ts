/**
 * Where each item of a feed came from: the subreddit of a listing that spans communities, the
 * author of an X list or search, and on an account's timeline whether a post is its own or a
 * repost of someone else's.
 */
import { atUsername } from '@socialpulse/contract';
import { personName } from '@/summarizer/digest/format';
import { cleanLine } from '@/summarizer/digest/text';
import type { DigestFeed, DigestItem } from '@/summarizer/digest/types';

export interface Origins {
  /**
   * The account whose timeline this is, as its posts name it and without "@" (written with one only
   * when it is a real username, `personName`); null for listings, lists and searches.
   */
  account: string | null;
  /** Ids of a timeline's reposted items, with the author whose post was reposted. */
  reposts: Map<string, string>;
  /** "r/space" or "@nasa" by item id, for a feed drawn from many places; empty otherwise. */
  where: Map<string, string>;
  /**
   * Ids of a timeline's own posts that answer another account ("@vmiwn consider it open"): a
   * brand's banter with its followers, told apart from what it posted for everyone.
   */
  answers: Set<string>;
}

/** The username an X post opens by addressing ("@vmiwn consider it…"): a reply to them. */
function addressed(text: string): string | null {
  const first = /^\s*(@\S+)/u.exec(text)?.[1]?.replace(/[^\w@]+$/u, '');
  return first !== undefined ? atUsername('twitter', first) : null;
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
  if (best === undefined) return null;
  // Compared without case, written as the posts write it: "NASA", not "nasa".
  const written = feed.items.find((i) => handle(i.author) === best)?.author ?? best;
  return cleanLine(written).replace(/^@/u, '');
}

export function origins(feed: DigestFeed, repostLabel: (author: string) => string): Origins {
  const account = accountOf(feed);
  const reposts = new Map<string, string>();
  const where = new Map<string, string>();
  const answers = new Set<string>();
  if (account !== null) {
    for (const item of feed.items) {
      const rt = retweetOf(item);
      if (rt) reposts.set(item.id, personName('twitter', rt[1]!));
      // A repost arrives as the original post, under its own author.
      else if (handle(item.author) !== handle(account))
        reposts.set(item.id, personName('twitter', item.author));
      else {
        const to = addressed(item.title ?? item.text);
        if (to !== null && to.slice(1).toLowerCase() !== account) answers.add(item.id);
      }
    }
    return { account, reposts, where, answers };
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
      where.set(item.id, rt ? `${by}, ${repostLabel(personName('twitter', rt[1]!))}` : by);
    }
  }
  return { account, reposts, where, answers };
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

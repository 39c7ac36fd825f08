/**
 * A stand-in for Reddit's API for `npm run bench -- digests`: any subreddit name answers, so the
 * pool of sources can be as large as a real instance's. Every call waits `latencyMs` (a platform
 * round trip) and is counted; a listing's first page is one fetch of a source. Posts are
 * deterministic per subreddit: busier subreddits (a lower rank) post more, about a third have no
 * comments. Also answers /api/health, which a worker waits for before it starts.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const HOUR_MS = 3_600_000;
const WORDS =
  'release update question guide review launch benchmark tooling migration outage roadmap tutorial community meetup proposal'.split(
    ' ',
  );

export interface PlatformCounts {
  calls: number;
  /** First listing pages: one per fetch of a source. */
  fetches: number;
  /** Fetches per source, to count the distinct sources fetched. */
  fetchesBySource: Map<string, number>;
}

interface StubPost {
  id: string;
  createdSec: number;
  comments: number;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** `sub0042` is rank 42 of the pool; busier ranks post up to 2 an hour, the tail one every 3 h. */
function postsOf(sub: string, nowMs: number): StubPost[] {
  const rank = Number(/\d+$/.exec(sub)?.[0] ?? 100);
  const perHour = Math.max(1 / 3, 2 / Math.sqrt(rank + 1));
  const every = HOUR_MS / perHour;
  const posts: StubPost[] = [];
  // Fixed instants (slot k at k·every + phase), so a post keeps its id from one call to the next.
  const phase = hash(sub) % every;
  for (let k = Math.floor((nowMs - phase) / every); k * every + phase > nowMs - 48 * HOUR_MS; k--) {
    const seed = hash(`${sub}:${k}`);
    posts.push({
      id: `${sub}x${k.toString(36)}`,
      createdSec: Math.floor((k * every + phase) / 1000),
      comments: seed % 3 === 0 ? 0 : 3 + (seed % 40),
    });
  }
  return posts;
}

function postData(sub: string, post: StubPost) {
  const seed = hash(post.id);
  const words = Array.from({ length: 6 }, (_, k) => WORDS[(seed >> k) % WORDS.length]);
  return {
    id: post.id,
    name: `t3_${post.id}`,
    title: `${words.slice(0, 4).join(' ')} in r/${sub}`,
    selftext: `${words.join(' ')}. People compared notes on the ${words[1]} and the ${words[3]}; most agreed the ${words[2]} mattered more than expected.`,
    author: `user${seed % 997}`,
    subreddit: sub,
    subreddit_type: 'public',
    is_self: true,
    over_18: false,
    score: seed % 900,
    num_comments: post.comments,
    total_awards_received: 0,
    created_utc: post.createdSec,
    permalink: `/r/${sub}/comments/${post.id}/`,
    url: `https://www.reddit.com/r/${sub}/comments/${post.id}/`,
    stickied: false,
  };
}

function listing(children: unknown[], after: string | null) {
  return { kind: 'Listing', data: { after, children } };
}

function answer(req: IncomingMessage, counts: PlatformCounts, nowMs: number): unknown {
  const url = new URL(req.url ?? '/', 'http://stub');
  const path = url.pathname.replace(/^\/sandbox\/reddit/, '');
  const newListing = /^\/r\/([^/]+)\/new$/.exec(path);
  if (newListing) {
    const sub = decodeURIComponent(newListing[1]!);
    const limit = Number(url.searchParams.get('limit') ?? 25);
    const afterId = url.searchParams.get('after')?.replace(/^t3_/, '');
    if (!afterId) {
      counts.fetches++;
      counts.fetchesBySource.set(sub, (counts.fetchesBySource.get(sub) ?? 0) + 1);
    }
    const posts = postsOf(sub, nowMs);
    const start = afterId ? posts.findIndex((p) => p.id === afterId) + 1 : 0;
    const page = posts.slice(start, start + limit);
    const more = start + limit < posts.length && page.length > 0;
    return listing(
      page.map((p) => ({ kind: 't3', data: postData(sub, p) })),
      more ? `t3_${page.at(-1)!.id}` : null,
    );
  }
  const comments = /^\/comments\/([^/]+)$/.exec(path);
  if (comments) {
    const id = decodeURIComponent(comments[1]!);
    const seed = hash(id);
    return [
      listing([], null),
      listing(
        Array.from({ length: 5 }, (_, k) => ({
          kind: 't1',
          data: {
            id: `${id}c${k}`,
            author: `user${(seed + k) % 997}`,
            body: `Comment ${k + 1}: ${WORDS[(seed >> k) % WORDS.length]} looks right to me.`,
            score: (seed >> k) % 50,
            created_utc: Math.floor(nowMs / 1000) - k * 60,
          },
        })),
        null,
      ),
    ];
  }
  if (/^\/subreddits\/mine\//.test(path)) return listing([], null);
  return undefined;
}

export class StubReddit {
  counts: PlatformCounts = { calls: 0, fetches: 0, fetchesBySource: new Map() };
  private server: Server | undefined;
  url = '';

  constructor(private readonly latencyMs: number) {}

  async start(): Promise<void> {
    this.server = createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  reset(): void {
    this.counts = { calls: 0, fetches: 0, fetchesBySource: new Map() };
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    if (req.url === '/api/health') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    this.counts.calls++;
    const body = answer(req, this.counts, Date.now());
    setTimeout(() => {
      if (body === undefined) res.writeHead(404).end('{}');
      else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    }, this.latencyMs);
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/**
 * `npm run eval -- cassette-feeds --praw DIR --tweepy DIR --out DIR`: writes one whole-feed JSONL
 * file per feed found in the recorded API cassettes of praw (Reddit) and tweepy (X), for
 * `npm run eval -- digest --feeds DIR` and `npm run summarize` (docs/digest-eval.md). Every cassette
 * is read before anything is written, so an unreadable one leaves the output folder untouched.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DigestFeed } from '@/summarizer/digest/types';
import { cassetteFeeds, type CassetteFile } from '@/summarizer/quality/cassettes/convert';

function cassettes(dir: string): CassetteFile[] {
  return readdirSync(dir)
    .filter((f) => /\.(json|ya?ml)$/iu.test(f))
    .sort()
    .map((name) => ({ name, content: readFileSync(path.join(dir, name), 'utf8') }));
}

export function writeCassetteFeeds(
  prawDir: string,
  tweepyDir: string,
  outDir: string,
): DigestFeed[] {
  const praw = cassettes(prawDir);
  const tweepy = cassettes(tweepyDir);
  if (praw.length + tweepy.length === 0)
    throw new Error(`no cassettes (*.json, *.yaml) in ${prawDir} or ${tweepyDir}`);
  const feeds = cassetteFeeds(praw, tweepy);
  mkdirSync(outDir, { recursive: true });
  for (const feed of feeds)
    writeFileSync(path.join(outDir, `${feed.id}.jsonl`), `${JSON.stringify(feed)}\n`);
  return feeds;
}

export function feedList(feeds: readonly DigestFeed[]): string {
  const replies = (f: DigestFeed) => f.items.reduce((s, i) => s + i.replies.length, 0);
  return [
    `${'feed'.padEnd(40)} platform  items replies language period`,
    ...feeds.map((f) =>
      [
        f.id.padEnd(40),
        f.platform.padEnd(8),
        String(f.items.length).padStart(6),
        String(replies(f)).padStart(7),
        f.language.padEnd(8),
        `${f.period.start.slice(0, 10)} – ${f.period.end.slice(0, 10)}`,
      ].join(' '),
    ),
  ].join('\n');
}

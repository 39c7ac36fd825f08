/**
 * The feeds of a folder for the quality report: every line of its *.jsonl files, read the way
 * `npm run summarize` reads them. A feed id met twice (a combined file beside its parts) is kept
 * once, the first in file-name order; a line that is not a readable feed is skipped with its reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isFeedLine, parseFeed } from '@/summarizer/digest/feed';
import type { DigestFeed } from '@/summarizer/digest/types';

export interface LoadedFeeds {
  feeds: DigestFeed[];
  /** Lines that are not feeds or cannot be read, with the reason. */
  skipped: string[];
}

export function loadFeeds(dir: string): LoadedFeeds {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort();
  const feeds = new Map<string, DigestFeed>();
  const skipped: string[] = [];
  for (const file of files) {
    readFileSync(path.join(dir, file), 'utf8')
      .split(/\r?\n/u)
      .forEach((line, i) => {
        if (line.trim() === '') return;
        try {
          const value: unknown = JSON.parse(line);
          if (!isFeedLine(value)) throw new Error('not a feed (no "platform" and "items")');
          const feed = parseFeed(value, i + 1);
          if (!feeds.has(feed.id)) feeds.set(feed.id, feed);
        } catch (error) {
          skipped.push(
            `${file}:${i + 1}: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      });
  }
  return { feeds: [...feeds.values()], skipped };
}

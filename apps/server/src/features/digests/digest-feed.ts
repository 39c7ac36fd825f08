import { Feed } from 'feed';
import { micromark } from 'micromark';
import type { Db } from '@/db/database';
import { runSummaries } from '@/features/digests/digest-runs';
import { listFeedRuns } from '@/features/digests/digests.repository';

/** Runs a feed lists, newest first; readers keep older entries they already fetched. */
export const FEED_RUNS = 30;

export type FeedFormat = 'rss' | 'atom';

/**
 * The user's delivered digests as RSS 2.0 or Atom 1.0 (written by the `feed` library): one entry
 * per summary, whose id and guid are the summary's own address, so a reader that fetches again
 * never shows an entry twice. Summaries with nothing in their window are left out.
 */
export async function renderDigestFeed(
  db: Db,
  userId: string,
  options: { format: FeedFormat; publicUrl: string; selfUrl: string },
): Promise<string> {
  const runs = await listFeedRuns(db, userId, FEED_RUNS);
  const feed = new Feed({
    id: `${options.publicUrl}/digests`,
    title: 'SocialPulse digests',
    description: 'Your scheduled digests',
    link: `${options.publicUrl}/summaries`,
    updated: runs[0]?.deliveredAt ?? runs[0]?.windowEnd ?? new Date(0),
    generator: 'SocialPulse',
    copyright: '',
    feedLinks: { [options.format]: options.selfUrl },
  });
  for (const run of runs) {
    for (const summary of await runSummaries(db, run)) {
      if (summary.status !== 'completed' || !summary.content) continue;
      const url = `${options.publicUrl}/summaries/${summary.id}`;
      feed.addItem({
        id: url,
        guid: url,
        link: url,
        title: `${run.digestName}: ${summary.source?.title ?? summary.sourceId}`,
        date: run.windowEnd,
        published: run.windowEnd,
        description: summary.content.slice(0, 280),
        content: micromark(summary.content),
      });
    }
  }
  return options.format === 'rss' ? feed.rss2() : feed.atom1();
}

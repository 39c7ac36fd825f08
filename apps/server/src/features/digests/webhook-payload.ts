import type { DigestRow, DigestRunRow } from '@/features/digests/digests.repository';
import type { SummaryRow } from '@/features/summaries/summaries.repository';
import { plainText, visibleLines } from '@/summarizer/quality/markdown-lines';

/**
 * The JSON a webhook receives, in the Standard Webhooks envelope `{ type, timestamp, data }`. The
 * body is built again for every attempt from the stored run, so it is the same body each time.
 */
export interface WebhookPayload {
  type: 'digest.delivered' | 'webhook.test';
  timestamp: string;
  data: Record<string, unknown>;
}

const asText = (markdown: string) => visibleLines(markdown).map(plainText).join('\n');

export function runPayload(
  digest: DigestRow,
  run: DigestRunRow,
  summaries: readonly SummaryRow[],
  publicUrl: string,
): WebhookPayload {
  return {
    type: 'digest.delivered',
    // The moment the message was queued: the same in every attempt's body.
    timestamp: (run.webhookQueuedAt ?? run.createdAt).toISOString(),
    data: {
      digest: { id: digest.id, name: digest.name, timeZone: digest.timeZone },
      run: {
        id: run.id,
        windowStart: run.windowStart.toISOString(),
        windowEnd: run.windowEnd.toISOString(),
      },
      summaries: summaries.map((s) => {
        const content = s.status === 'completed' && s.content ? s.content.trim() : null;
        return {
          id: s.id,
          platform: s.platform,
          sourceId: s.sourceId,
          title: s.source?.title ?? s.sourceId,
          status: s.status,
          markdown: content,
          text: content === null ? null : asText(content),
          url: `${publicUrl}/summaries/${s.id}`,
        };
      }),
      url: `${publicUrl}/digests`,
    },
  };
}

/** What "Send test" sends: the digest it belongs to and no summaries. */
export function testPayload(digest: DigestRow, now: Date, publicUrl: string): WebhookPayload {
  return {
    type: 'webhook.test',
    timestamp: now.toISOString(),
    data: {
      digest: { id: digest.id, name: digest.name, timeZone: digest.timeZone },
      message: 'A test delivery from SocialPulse: your webhook receives and verifies this.',
      url: `${publicUrl}/digests`,
    },
  };
}

import {
  platformSchema,
  suggestedSourceSchema,
  type Platform,
  highlightSchema,
  trendingTopicSchema,
  type SuggestedSource,
  type TrendingTopic,
} from '@socialpulse/contract';
import { z } from 'zod';
import type { StoredHighlight } from '@/features/pulse/highlights';

/** What a build stores per user and day; alerts, summaries, saved state and feedback are read live. */
export interface StoredPulse {
  generatedAt: string;
  trending: TrendingTopic[];
  suggested: SuggestedSource[];
  /** The platforms the suggestions were worked out for: a platform connected since recomputes them. */
  suggestedFor?: Platform[];
  highlights: StoredHighlight[];
  /** The NSFW setting the build honoured: a build made under the other one is rebuilt. */
  hideNsfw?: boolean;
  /** The connected platforms already ingested when it was built: one connected since needs a new build. */
  ingestedFor?: Platform[];
}

const storedPulseSchema = z.object({
  generatedAt: z.string(),
  trending: z.array(trendingTopicSchema),
  suggested: z.array(suggestedSourceSchema),
  suggestedFor: z.array(platformSchema).optional(),
  highlights: z.array(highlightSchema.omit({ savedState: true, feedback: true })),
  hideNsfw: z.boolean().optional(),
  ingestedFor: z.array(platformSchema).optional(),
});

/** Reads a stored build; one written by an older release in another shape counts as none. */
export function parseStoredPulse(data: unknown): StoredPulse | undefined {
  const parsed = storedPulseSchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}

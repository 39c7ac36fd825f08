import type { TokenProvider } from '@/platforms/shared/token-provider';

export interface TranscriptSegment {
  /** Seconds from the start. */
  start: number;
  duration: number;
  text: string;
}

export interface Transcript {
  videoId: string;
  language: string;
  segments: TranscriptSegment[];
}

/**
 * Where a video's spoken words come from. null means "no transcript" (none published, or not ours
 * to read), and the summary then uses the description and top comments; errors are for failures.
 * The default is the Data API's captions endpoints (captions-transcripts.ts); an unofficial InnerTube
 * scraper could stand behind the same interface for other people's videos.
 */
export interface TranscriptProvider {
  fetch(videoId: string, tokens: TokenProvider, signal?: AbortSignal): Promise<Transcript | null>;
}

export const noTranscripts: TranscriptProvider = {
  fetch: () => Promise.resolve(null),
};

export function transcriptText(transcript: Transcript): string {
  return transcript.segments.map((s) => s.text).join(' ');
}

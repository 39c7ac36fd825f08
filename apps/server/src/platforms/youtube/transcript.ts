import { transcriptOf, videoById } from '@/platforms/youtube/sandbox/videos';

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
 * Where a video's spoken words come from. The official captions API cannot read other people's videos
 * (platforms.md 3.9), so production needs an unofficial InnerTube scraper behind this interface; null
 * means "no transcript", and the summary falls back to title, description and comments.
 */
export interface TranscriptProvider {
  getTranscript(videoId: string, options?: { language?: string }): Promise<Transcript | null>;
}

export const noTranscripts: TranscriptProvider = {
  getTranscript: () => Promise.resolve(null),
};

/** Transcripts for the sandbox's videos, derived from the same seed as the video; none for captionless ones. */
export function sandboxTranscripts(now: () => Date = () => new Date()): TranscriptProvider {
  return {
    getTranscript(videoId) {
      const video = videoById(videoId, now().getTime());
      if (!video?.caption) return Promise.resolve(null);
      return Promise.resolve({ videoId, language: 'en', segments: transcriptOf(video) });
    },
  };
}

export function transcriptText(transcript: Transcript): string {
  return transcript.segments.map((s) => s.text).join(' ');
}

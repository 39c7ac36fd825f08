import { z } from 'zod';
import { isPlatformError } from '@/platforms/errors';
import type { TokenProvider } from '@/platforms/shared/token-provider';
import type { YoutubeApi } from '@/platforms/youtube/api';
import type { Transcript, TranscriptProvider } from '@/platforms/youtube/transcript';
import { parseWebVtt } from '@/platforms/youtube/webvtt';

const captionSchema = z.object({
  id: z.string(),
  snippet: z.object({
    language: z.string(),
    trackKind: z.string().optional(),
    isDraft: z.boolean().optional(),
    status: z.string().optional(),
  }),
});
const captionListSchema = z.object({ items: z.array(z.unknown()) });
type Caption = z.infer<typeof captionSchema>;

/** A published human track beats auto captions (`asr`); the preferred language beats the rest. */
function pickTrack(tracks: readonly Caption[], language: string | undefined): Caption | undefined {
  const usable = tracks.filter((t) => !t.snippet.isDraft && t.snippet.status !== 'failed');
  const rank = (t: Caption) =>
    (t.snippet.trackKind === 'asr' ? 2 : 0) +
    (language && !t.snippet.language.startsWith(language) ? 1 : 0);
  return [...usable].sort((a, b) => rank(a) - rank(b))[0];
}

/**
 * Transcripts through the Data API: captions.list (50 quota units), then captions.download
 * (200 units) as WebVTT. Google lets a download through only for videos the signed-in user may
 * edit, and both calls want a wider scope than youtube.readonly: those answers are
 * 403, which here means "no transcript", like a video with no track or one that is gone (404).
 */
export function captionsTranscripts(
  api: Pick<YoutubeApi, 'get' | 'getText'>,
  options: { language?: string } = {},
): TranscriptProvider {
  const unavailable = (error: unknown) =>
    isPlatformError(error) && (error.kind === 'forbidden' || error.kind === 'not_found');

  return {
    async fetch(videoId: string, tokens: TokenProvider, signal?: AbortSignal) {
      try {
        const list = captionListSchema.safeParse(
          await api.get(tokens, '/captions', { part: 'snippet', videoId }),
        );
        if (!list.success) return null;
        const tracks = list.data.items.flatMap((raw) => {
          const caption = captionSchema.safeParse(raw);
          return caption.success ? [caption.data] : [];
        });
        const track = pickTrack(tracks, options.language);
        if (!track) return null;
        signal?.throwIfAborted();
        const file = await api.getText(tokens, `/captions/${encodeURIComponent(track.id)}`, {
          tfmt: 'vtt',
        });
        const segments = parseWebVtt(file);
        const transcript: Transcript = { videoId, language: track.snippet.language, segments };
        return segments.length > 0 ? transcript : null;
      } catch (error) {
        if (unavailable(error)) return null;
        throw error;
      }
    },
  };
}

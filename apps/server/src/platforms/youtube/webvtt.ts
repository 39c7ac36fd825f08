import type { TranscriptSegment } from '@/platforms/youtube/transcript';

const CUE_TIMING =
  /^(?:(\d+):)?(\d{1,2}):(\d{2})[.,](\d{3})\s+-->\s+(?:(\d+):)?(\d{1,2}):(\d{2})[.,](\d{3})/;

function seconds(h: string | undefined, m: string, s: string, ms: string): number {
  return Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
}

/** Inline cue markup (`<c>`, `<v Speaker>`, timestamps) and the entities captions use. */
function cueText(lines: readonly string[]): string {
  return lines
    .join(' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Cues of a WebVTT (or SRT: same timing line, comma decimals) caption file, as captions.download
 * returns with `tfmt=vtt`. Headers, notes and cue identifiers are skipped; repeated consecutive
 * cues (auto captions roll their lines) are kept once.
 */
export function parseWebVtt(file: string): TranscriptSegment[] {
  const segments: TranscriptSegment[] = [];
  for (const block of file.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = block.split('\n');
    const at = lines.findIndex((line) => CUE_TIMING.test(line));
    if (at < 0) continue;
    const m = CUE_TIMING.exec(lines[at] ?? '');
    if (!m) continue;
    const start = seconds(m[1], m[2] ?? '0', m[3] ?? '0', m[4] ?? '0');
    const end = seconds(m[5], m[6] ?? '0', m[7] ?? '0', m[8] ?? '0');
    const text = cueText(lines.slice(at + 1));
    if (text === '' || segments.at(-1)?.text === text) continue;
    segments.push({
      start,
      duration: Math.max(0, Math.round((end - start) * 1000) / 1000),
      text,
    });
  }
  return segments;
}

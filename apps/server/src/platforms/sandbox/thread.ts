import { replyText } from '@/platforms/sandbox/corpus/subject';
import type { Rng } from '@/platforms/sandbox/prng';

export interface ThreadEntry {
  text: string;
  /** Index of the entry this one answers; undefined answers the post. */
  parent?: number;
  /** Written for this post (rather than a general reply of the subject). */
  own: boolean;
  author?: string;
}

/**
 * Orders a comment thread: `lead` entries (e.g. a submitter's note), then the post's own replies,
 * where each leading "↳ " nests one level under the latest reply one level up, then general
 * replies of the subject, each used once and answering the post. Never longer than
 * `limit`.
 */
export function threadOf(
  rng: Rng,
  own: readonly string[],
  general: readonly string[],
  limit: number,
  lead: readonly { text: string; author: string }[] = [],
): ThreadEntry[] {
  const out: ThreadEntry[] = lead.map((l) => ({ text: l.text, own: true, author: l.author }));
  const latestAtDepth: number[] = [];
  for (const reply of own) {
    if (out.length >= limit) return out;
    const depth = (/^(↳ )*/.exec(reply)?.[0].length ?? 0) / 2;
    let text = reply;
    while (text.startsWith('↳ ')) text = replyText(text);
    const parent = depth > 0 ? latestAtDepth[depth - 1] : undefined;
    latestAtDepth[depth] = out.length;
    latestAtDepth.length = depth + 1;
    out.push({ text, own: true, ...(parent !== undefined ? { parent } : {}) });
  }
  const fillers = rng.sample(
    general.filter((g) => !g.startsWith('↳ ')),
    Math.max(0, limit - out.length),
  );
  // General replies answer the post itself: nested under someone else's words they would not fit.
  for (const text of fillers) out.push({ text, own: false });
  return out.slice(0, limit);
}

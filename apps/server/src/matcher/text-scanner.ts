import { step, type Automaton } from '@/matcher/automaton';
import { charTables, foldCodePoint, SPACE } from '@/matcher/char-tables';

/** Receives one occurrence of pattern `patternId` at original offsets [start, end). */
export type OccurrenceHandler = (patternId: number, start: number, end: number) => void;

/**
 * Feeds a text through the automaton as the matcher's normalised stream: every code point is case
 * folded (possibly into several units, e.g. ß → ss) and every white-space run becomes one space.
 * The stream is never materialised. A ring buffer remembers, for the last `maxPatternLength` stream
 * units, where their source character started in the original text and whether the unit was the
 * first of its character, so an occurrence maps back to exact original offsets. An occurrence that
 * starts or ends inside one character's expansion (only "s" of the "ss" that ß became) is dropped:
 * it has no original slice.
 */
export function createScanner(
  a: Automaton,
): (text: string, onOccurrence: OccurrenceHandler) => void {
  let size = 2;
  while (size <= a.maxPatternLength) size <<= 1;
  const mask = size - 1;
  const ringStart = new Int32Array(size);
  const ringFirst = new Uint8Array(size);
  const { classOf, dense, denseRows, stride, hasOutput, patternAt, outLink, patternLength } = a;
  const { flags, fold1 } = charTables();

  // Scan state lives here rather than in per-call closures: a scan allocates nothing.
  let state = 0;
  let k = 0; // index of the next stream unit
  let handler: OccurrenceHandler = () => undefined;

  function report(segEnd: number): void {
    let node = (patternAt[state] ?? -1) >= 0 ? state : (outLink[state] ?? -1);
    while (node >= 0) {
      const p = patternAt[node] ?? 0;
      const first = (k - (patternLength[p] ?? 0) + 1) & mask;
      if (ringFirst[first] === 1) handler(p, ringStart[first] ?? 0, segEnd);
      node = outLink[node] ?? -1;
    }
  }

  /** Feeds one stream unit; `last` says it ends its source character, so occurrences may end here. */
  function feed(
    unit: number,
    segStart: number,
    segEnd: number,
    first: boolean,
    last: boolean,
  ): void {
    const slot = k & mask;
    ringStart[slot] = segStart;
    ringFirst[slot] = first ? 1 : 0;
    const c = classOf[unit] ?? 0;
    // The dense rows answer nearly every step with one load; `step` handles the deep nodes.
    state = state < denseRows ? (dense[state * stride + c] ?? 0) : step(a, state, c);
    if (last && hasOutput[state] === 1) report(segEnd);
    k++;
  }

  function feedMany(units: string, segStart: number, segEnd: number): void {
    const last = units.length - 1;
    for (let j = 0; j <= last; j++)
      feed(units.charCodeAt(j), segStart, segEnd, j === 0, j === last);
  }

  return (text, onOccurrence) => {
    const n = text.length;
    state = 0;
    k = 0;
    handler = onOccurrence;
    let i = 0;
    while (i < n) {
      const segStart = i;
      const c = text.charCodeAt(i);
      if (((flags[c] ?? 0) & SPACE) !== 0) {
        // A whole white-space run is one stream unit (all White_Space characters are in the BMP).
        i++;
        while (i < n && ((flags[text.charCodeAt(i)] ?? 0) & SPACE) !== 0) i++;
        feed(0x20, segStart, i, true, true);
      } else if (c < 0x80) {
        i++;
        feed(c >= 0x41 && c <= 0x5a ? c + 0x20 : c, segStart, i, true, true);
      } else if (c < 0xd800 || c > 0xdbff || i + 1 >= n) {
        i++;
        const f = fold1[c] ?? c;
        if (f >= 0) feed(f, segStart, i, true, true);
        else feedMany(foldCodePoint(c), segStart, i);
      } else {
        const lo = text.charCodeAt(i + 1);
        if (lo < 0xdc00 || lo > 0xdfff) {
          i++; // a lone high surrogate stands for itself
          feed(c, segStart, i, true, true);
        } else {
          i += 2;
          feedMany(foldCodePoint((c - 0xd800) * 0x400 + (lo - 0xdc00) + 0x10000), segStart, i);
        }
      }
    }
    handler = () => undefined; // release the caller's closure (and its text)
  };
}

/**
 * Request lines written during one turn of the event loop, handed to the logger's stream as one
 * write when the turn ends (setImmediate runs after the poll phase, so after every answer that turn
 * sent), or at once if they pass FULL_BATCH characters.
 *
 * Why (issue 11, docs/perf.md): pino's stream (sonic-boom) measures the whole string it has not yet
 * written, again, on every write (`Buffer.byteLength` of its growing last chunk, which it must
 * flatten first). Under load the lines pile up behind a write in flight, so one line each cost more
 * and more: 7 % of a busy server's samples on `GET /api/options`. One write per turn pays that once
 * for all of the turn's lines. (Holding lines longer, until 8 KiB or 50 ms, measured no cheaper.)
 *
 * Nothing is lost on the way out: what is still waiting is written when the process exits, before
 * pino's own exit handler flushes the stream (it registers later than this module's).
 */
export interface LineStream {
  write: (chunk: string) => unknown;
}

export const FULL_BATCH = 64 * 1024;

const waiting = new Set<() => void>();

/** Writes every waiting batch now: on exit, and where a test reads the log. */
export function flushWaitingLines(): void {
  for (const flush of waiting) flush();
}
process.on('exit', flushWaitingLines);

export function lineBatch(stream: LineStream): (line: string) => void {
  let batch = '';
  const flush = () => {
    waiting.delete(flush);
    if (batch === '') return;
    const lines = batch;
    batch = '';
    stream.write(lines);
  };
  return (line) => {
    if (batch === '') {
      waiting.add(flush);
      setImmediate(flush);
    }
    batch += line;
    if (batch.length >= FULL_BATCH) flush();
  };
}

import { Writable } from 'node:stream';
import { flushWaitingLines } from '@/lib/line-batch';

/**
 * A stream for the app's logger that keeps every line written to it. Reading the lines first hands
 * over the request lines still waiting for the end of their event-loop turn (lib/line-batch.ts), so
 * a test sees the line of a request it has just made.
 */
export function capturedLog() {
  const written: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      written.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      callback();
    },
  });
  return {
    stream,
    /** Every line so far, without its newline. */
    lines(): string[] {
      flushWaitingLines();
      return written;
    },
    /** Forgets what was logged so far, the waiting request lines included. */
    clear(): void {
      flushWaitingLines();
      written.length = 0;
    },
  };
}

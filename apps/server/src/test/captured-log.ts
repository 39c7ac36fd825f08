import { Writable } from 'node:stream';

/** A stream for the app's logger that keeps every line written to it. */
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
      return written;
    },
    /** Forgets what was logged so far. */
    clear(): void {
      written.length = 0;
    },
  };
}

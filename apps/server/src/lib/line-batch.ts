type Stream = { write: (chunk: string) => unknown };

/** Batches with lines not yet written, flushed if the process exits before their turn ends. */
const pending = new Set<LineBatch>();
let exitHooked = false;

/** Past this many characters a batch is written at once instead of at the end of the turn. */
const MAX_PENDING_CHARS = 64 * 1024;

/**
 * Log lines handed to their stream once per turn of the event loop, as one write, instead of one
 * write each (issue 11). Under load a turn answers tens of requests; in production the stream is
 * pino's synchronous stdout, where each write is a system call, and in any stream each write has a
 * fixed cost that the request line paid on every request. Lines keep their order and reach the
 * stream before the next turn's I/O; a normal exit (including `process.exit` after shutdown)
 * writes what is still pending. Only a crash of the process itself can lose the current turn's
 * lines, as with pino's own asynchronous mode.
 */
export class LineBatch {
  #lines = '';
  #scheduled = false;

  constructor(private readonly stream: Stream) {}

  add(line: string): void {
    this.#lines += line;
    if (this.#lines.length >= MAX_PENDING_CHARS) {
      this.flush();
      return;
    }
    if (this.#scheduled) return;
    this.#scheduled = true;
    pending.add(this);
    hookExit();
    setImmediate(this.flush);
  }

  /** Writes what is pending now (tests, and the exit hook). */
  readonly flush = (): void => {
    this.#scheduled = false;
    pending.delete(this);
    if (this.#lines === '') return;
    const chunk = this.#lines;
    this.#lines = '';
    this.stream.write(chunk);
  };
}

function hookExit(): void {
  if (exitHooked) return;
  exitHooked = true;
  process.once('exit', () => {
    for (const batch of [...pending]) batch.flush();
  });
}

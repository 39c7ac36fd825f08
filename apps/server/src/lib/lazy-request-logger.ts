import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

type Method = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * `request.log`, made into a pino child only when a request writes its first line through it.
 *
 * Fastify builds a child logger (bindings `{ reqId }`) for every request before any hook runs. With
 * the logger's wildcard redaction pino also runs the redactor over those bindings, so each child
 * cost about 1 µs and several objects to collect, on every request, for a logger almost no request
 * writes to: the one request line has its own logger (lib/request-log.ts). The child this builds
 * is the one Fastify's default factory would have built, with the same bindings and options, so
 * the lines written through it are unchanged (issue 11, docs/perf.md).
 */
export class LazyRequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.built().level = level;
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }

  error(...args: unknown[]): void {
    this.write('error', args);
  }

  warn(...args: unknown[]): void {
    this.write('warn', args);
  }

  info(...args: unknown[]): void {
    this.write('info', args);
  }

  debug(...args: unknown[]): void {
    this.write('debug', args);
  }

  trace(...args: unknown[]): void {
    this.write('trace', args);
  }

  silent(): void {
    // pino's `silent` writes nothing either.
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.built().child(bindings, options);
  }

  private built(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  private write(method: Method, args: unknown[]): void {
    // pino's overloads cannot take a spread of unknowns; each call is passed on as it came.
    const log: (...line: unknown[]) => void = this.built()[method];
    log.apply(this.#child, args);
  }
}

/** Fastify's `childLoggerFactory` option: a LazyRequestLogger in place of the eager child. */
export function lazyChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyRequestLogger(logger, bindings, options);
}

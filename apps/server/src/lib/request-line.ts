import type { FastifyBaseLogger } from 'fastify';
import { symbols, type Logger } from 'pino';
import { requestPath } from '@/lib/logger';
import { lineBatch } from '@/lib/line-batch';

export const REQUEST_LINE_MESSAGE = 'request completed';

/** What the one line per request says; nothing else about a request is logged. */
export interface RequestLine {
  reqId: string;
  method: string;
  url: string;
  ip: string | undefined;
  statusCode: number;
  responseTime: number;
}

export type RequestLineWriter = (line: RequestLine) => void;

/** The line as pino writes it: the `req` serializer (logger.ts) picks method, path and address. */
function throughPino(lines: FastifyBaseLogger): RequestLineWriter {
  return (line) =>
    lines.info(
      {
        reqId: line.reqId,
        req: { method: line.method, url: line.url, ip: line.ip },
        res: { statusCode: line.statusCode },
        responseTime: line.responseTime,
      },
      REQUEST_LINE_MESSAGE,
    );
}

type PinoInternals = Record<symbol, unknown>;
type Stream = { write: (line: string) => unknown };

const json = (value: string) => JSON.stringify(value);
const number = (value: number) => (Number.isFinite(value) ? String(value) : 'null');

/**
 * The same line, put together by hand and handed to the logger's own stream. pino spent about as
 * much on formatting this fixed shape (its generic loop over keys, a serializer, JSON.stringify per
 * nested object, the level and message plumbing) as the rest of a small request's hooks together
 * (issue 11). Lines go to the stream a batch at a time (lib/line-batch.ts).
 * Returns undefined for a logger whose options change a line after it is formatted
 * (mixin, hooks, message prefix, a stream that wants metadata): those keep pino's path.
 */
function direct(lines: FastifyBaseLogger, time: () => string): RequestLineWriter | undefined {
  const internals = lines as unknown as PinoInternals;
  const stream = internals[symbols.streamSym] as (Stream & PinoInternals) | undefined;
  const hooks = internals[symbols.hooksSym] as Record<string, unknown> | undefined;
  if (typeof stream?.write !== 'function' || stream[symbols.needsMetadataGsym] === true)
    return undefined;
  if (internals[symbols.mixinSym] || hooks?.logMethod || hooks?.streamWrite) return undefined;
  // Not in pino's type declarations, but set by pino since 8.14 (the `msgPrefix` option).
  const msgPrefix = (symbols as unknown as Record<string, symbol | undefined>).msgPrefixSym;
  if (msgPrefix === undefined || typeof internals[msgPrefix] === 'string') return undefined;
  const format = formatter(internals);
  if (!format) return undefined;
  const pinoLines = lines as Logger;
  const write = lineBatch(stream);
  return (line) => {
    if (pinoLines.isLevelEnabled('info')) write(format(line, time()));
  };
}

function formatter(internals: PinoInternals) {
  const head = (internals[symbols.lsCacheSym] as Record<number, string> | undefined)?.[30];
  const chindings = internals[symbols.chindingsSym];
  const end = internals[symbols.endSym];
  if (typeof head !== 'string' || typeof chindings !== 'string' || typeof end !== 'string')
    return undefined;
  const tail = `,"msg":${json(REQUEST_LINE_MESSAGE)}${end}`;
  return (line: RequestLine, time: string) =>
    head +
    time +
    chindings +
    ',"reqId":' +
    json(line.reqId) +
    ',"req":{"method":' +
    json(line.method) +
    ',"url":' +
    json(requestPath(line.url)) +
    (line.ip === undefined ? '' : ',"remoteAddress":' + json(line.ip)) +
    '},"res":{"statusCode":' +
    number(line.statusCode) +
    '},"responseTime":' +
    number(line.responseTime) +
    tail;
}

/** Lines no real request makes, to compare the two ways of writing one at start. */
export const AWKWARD_LINES: RequestLine[] = [
  {
    reqId: 'req-1',
    method: 'GET',
    url: '/api/options?x=1',
    ip: '127.0.0.1',
    statusCode: 200,
    responseTime: 0.123,
  },
  {
    reqId: 'req-zz',
    method: 'POST',
    url: '/a"b\\c/\u00e9\u2028\u0001?q="',
    ip: undefined,
    statusCode: 429,
    responseTime: 12,
  },
  { reqId: 'r', method: 'X', url: '', ip: '::1', statusCode: 0, responseTime: Number.NaN },
];

/** pino's own formatting of a line, at a fixed time, for the start-up comparison and tests. */
export function pinoFormat(lines: FastifyBaseLogger, line: RequestLine, time: string): string {
  const asJson = (lines as unknown as PinoInternals)[symbols.asJsonSym] as (
    obj: object,
    msg: string,
    level: number,
    time: string,
  ) => string;
  return asJson.call(
    lines,
    {
      reqId: line.reqId,
      req: { method: line.method, url: line.url, ip: line.ip },
      res: { statusCode: line.statusCode },
      responseTime: line.responseTime,
    },
    REQUEST_LINE_MESSAGE,
    30,
    time,
  );
}

/**
 * Writes the request line. The line is not redacted: its fields are all chosen here and none is
 * personal data (method, path without its query, client address, status, time), while pino's
 * wildcard redaction cost about 40 µs per line (issue 11). The hand-made format is used only if,
 * for this very logger, it writes byte for byte what pino would for a few awkward lines (quotes,
 * escapes, no address, a non-finite time); otherwise every line goes through pino.
 */
export function requestLineWriter(logger: FastifyBaseLogger): RequestLineWriter {
  const lines = logger.child({}, { redact: [] });
  return directWriter(lines) ?? throughPino(lines);
}

/** The hand-made writer for these lines, or undefined where it would not write what pino would. */
export function directWriter(lines: FastifyBaseLogger): RequestLineWriter | undefined {
  const time = (lines as unknown as PinoInternals)[symbols.timeSym];
  if (typeof time !== 'function' || !matchesPino(lines)) return undefined;
  return direct(lines, time as () => string);
}

function matchesPino(lines: FastifyBaseLogger): boolean {
  const format = formatter(lines as unknown as PinoInternals);
  if (!format || typeof (lines as unknown as PinoInternals)[symbols.asJsonSym] !== 'function')
    return false;
  const time = ',"time":1';
  return AWKWARD_LINES.every((line) => format(line, time) === pinoFormat(lines, line, time));
}

import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createLogger } from '@/lib/logger';
import {
  AWKWARD_LINES,
  directWriter,
  pinoFormat,
  requestLineWriter,
  type RequestLine,
} from '@/lib/request-line';
import { capturedLog } from '@/test/captured-log';

const withoutTime = (line: string) => line.replace(/,"time":\d+/, ',"time":0');

const LINES: RequestLine[] = [
  ...AWKWARD_LINES,
  {
    reqId: 'req-3f',
    method: 'DELETE',
    url: '/api/summaries/0b5e?code=secret&state=x',
    ip: '::ffff:192.0.2.7',
    statusCode: 204,
    responseTime: 3.0000001,
  },
  {
    reqId: 'req-40',
    method: 'GET',
    url: '/%E2%9C%93/\ud800/😀?',
    ip: '2001:db8::1',
    statusCode: 404,
    responseTime: Number.POSITIVE_INFINITY,
  },
];

describe('the request line (issue 11)', () => {
  it('is written by hand for the app logger, byte for byte as pino writes it', () => {
    const log = capturedLog();
    const logger = createLogger({ logLevel: 'info', nodeEnv: 'production' }, log.stream);
    const lines = logger.child({}, { redact: [] });
    const write = directWriter(lines);
    expect(write).toBeDefined();
    for (const line of LINES) write?.(line);
    expect(log.lines().map((line) => `${withoutTime(line)}\n`)).toEqual(
      LINES.map((line) => pinoFormat(lines, line, ',"time":0')),
    );
  });

  it('says what the request line must say, and no query string', () => {
    const log = capturedLog();
    const write = requestLineWriter(
      createLogger({ logLevel: 'info', nodeEnv: 'production' }, log.stream),
    );
    const before = Date.now();
    write(LINES[3]!);
    const line = JSON.parse(log.lines().join('')) as Record<string, unknown>;
    expect(line).toEqual({
      level: 30,
      time: expect.any(Number) as number,
      pid: process.pid,
      hostname: expect.any(String) as string,
      reqId: 'req-3f',
      req: { method: 'DELETE', url: '/api/summaries/0b5e', remoteAddress: '::ffff:192.0.2.7' },
      res: { statusCode: 204 },
      responseTime: 3.0000001,
      msg: 'request completed',
    });
    expect(line.time).toBeGreaterThanOrEqual(before);
    expect(log.lines().join('')).not.toContain('secret');
  });

  it('writes nothing below its level', () => {
    const log = capturedLog();
    const logger = createLogger({ logLevel: 'warn', nodeEnv: 'production' }, log.stream);
    requestLineWriter(logger)(LINES[0]!);
    expect(log.lines()).toEqual([]);
    logger.level = 'info';
    requestLineWriter(logger)(LINES[0]!);
    expect(log.lines()).toHaveLength(1);
  });

  it('leaves a logger whose lines it cannot reproduce to pino', () => {
    const log = capturedLog();
    const mixed = pino({ mixin: () => ({ extra: 1 }) }, log.stream);
    expect(directWriter(mixed)).toBeUndefined();
    requestLineWriter(mixed)(LINES[0]!);
    expect(JSON.parse(log.lines().join(''))).toMatchObject({ extra: 1, msg: 'request completed' });

    const renamed = pino({ messageKey: 'message' }, log.stream);
    expect(directWriter(renamed)).toBeUndefined();
  });
});

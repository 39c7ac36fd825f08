import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { setImmediate as turnEnded } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { FULL_BATCH, flushWaitingLines, lineBatch } from '@/lib/line-batch';

function sink() {
  const writes: string[] = [];
  return { writes, stream: { write: (chunk: string) => writes.push(chunk) } };
}

describe('lineBatch (issue 11)', () => {
  it('hands one turn’s lines to the stream in one write, in order, once the turn ends', async () => {
    const { writes, stream } = sink();
    const write = lineBatch(stream);
    write('a\n');
    write('b\n');
    await Promise.resolve();
    write('c\n');
    expect(writes).toEqual([]);
    await turnEnded();
    expect(writes).toEqual(['a\nb\nc\n']);
    write('d\n');
    await turnEnded();
    expect(writes).toEqual(['a\nb\nc\n', 'd\n']);
  });

  it('writes a batch at once when it is full', () => {
    const { writes, stream } = sink();
    const write = lineBatch(stream);
    const line = `${'x'.repeat(1023)}\n`;
    const full = FULL_BATCH / line.length;
    for (let i = 0; i < full; i++) write(line);
    expect(writes).toEqual([line.repeat(full)]);
    write('tail\n');
    expect(writes).toHaveLength(1);
    flushWaitingLines();
    expect(writes).toEqual([line.repeat(full), 'tail\n']);
  });

  it('loses no line when the process exits at once (pino’s own stream, as in production)', () => {
    // A child process logs through the app's logger on stdout and exits in the same turn: its
    // request line must still be on stdout.
    const script = `
      import { createLogger } from ${JSON.stringify(path.resolve('src/lib/logger.ts'))};
      import { requestLineWriter } from ${JSON.stringify(path.resolve('src/lib/request-line.ts'))};
      const write = requestLineWriter(createLogger({ logLevel: 'info', nodeEnv: 'production' }));
      write({ reqId: 'req-last', method: 'GET', url: '/api/options', ip: '::1', statusCode: 200, responseTime: 1 });
      process.exit(0);
    `;
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', script],
      { encoding: 'utf8' },
    );
    expect(
      out
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as unknown),
    ).toEqual([expect.objectContaining({ reqId: 'req-last', msg: 'request completed' })]);
  });

  it('writes the last line of a process that simply runs out of work', () => {
    const script = `
      import { createLogger } from ${JSON.stringify(path.resolve('src/lib/logger.ts'))};
      import { requestLineWriter } from ${JSON.stringify(path.resolve('src/lib/request-line.ts'))};
      const write = requestLineWriter(createLogger({ logLevel: 'info', nodeEnv: 'production' }));
      write({ reqId: 'req-idle', method: 'GET', url: '/api/options', ip: '::1', statusCode: 200, responseTime: 1 });
    `;
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', script],
      { encoding: 'utf8', timeout: 20_000 },
    );
    expect(out).toContain('"reqId":"req-idle"');
  });
});

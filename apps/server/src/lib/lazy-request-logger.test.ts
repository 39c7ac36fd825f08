import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { LazyRequestLogger } from '@/lib/lazy-request-logger';
import { createLogger } from '@/lib/logger';

function logger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      callback();
    },
  });
  return { lines, parent: createLogger({ logLevel: 'info', nodeEnv: 'production' }, sink) };
}

describe('LazyRequestLogger', () => {
  it('builds its child on the first line only, and writes what the eager child would', () => {
    const { lines, parent } = logger();
    const children: unknown[] = [];
    const child = parent.child.bind(parent);
    parent.child = (bindings, options) => {
      children.push(bindings);
      return child(bindings, options);
    };
    const lazy = new LazyRequestLogger(parent, { reqId: 'req-1' }, {});
    expect(lazy.level).toBe('info');
    expect(children).toEqual([]);

    lazy.info({ user: { email: 'someone@example.com' }, step: 1 }, 'first');
    lazy.error('second');
    lazy.debug('below the level');
    expect(children).toEqual([{ reqId: 'req-1' }]);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        reqId: 'req-1',
        step: 1,
        user: { email: '[redacted]' },
        msg: 'first',
      }),
      expect.objectContaining({ level: 50, reqId: 'req-1', msg: 'second' }),
    ]);
  });

  it('keeps a route log level and the children it hands out', () => {
    const { lines, parent } = logger();
    const lazy = new LazyRequestLogger(parent, { reqId: 'req-2' }, { level: 'warn' });
    expect(lazy.level).toBe('warn');
    lazy.info('dropped');
    lazy.child({ job: 'x' }).warn('kept');
    expect(lines).toEqual([expect.objectContaining({ reqId: 'req-2', job: 'x', msg: 'kept' })]);
  });
});

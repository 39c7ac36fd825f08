import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, ENV_DOCS, parseEnv } from '@/config/env';
import { SECRET_SETTINGS } from '@/config/secret-files';

const dir = mkdtempSync(path.join(tmpdir(), 'sp-secrets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function secretFile(name: string, content: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, content, { mode: 0o600 });
  return file;
}

describe('secret settings from files', () => {
  it('reads every secret setting from its _FILE, dropping one trailing line break', () => {
    const secret = 'x'.repeat(40);
    const env = parseEnv({
      APP_SECRET_FILE: secretFile('app', `${secret}\n`),
      DATABASE_URL_FILE: secretFile('db', 'postgres://u:p@db:5432/sp\r\n'),
      SMTP_URL_FILE: secretFile('smtp', 'smtp://u:p@mail:587\n'),
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      LLM_MODEL: 'm',
      LLM_API_KEY_FILE: secretFile('llm', 'sk-key'),
      METRICS_TOKEN_FILE: secretFile('metrics', 'metrics-token-0123456789\n'),
    });
    expect(env.appSecret).toBe(secret);
    expect(env.databaseUrl).toBe('postgres://u:p@db:5432/sp');
    expect(env.smtp?.url).toBe('smtp://u:p@mail:587');
    expect(env.llm?.apiKey).toBe('sk-key');
    expect(env.metrics?.token).toBe('metrics-token-0123456789');
  });

  it('reads the platform secrets too', () => {
    const env = parseEnv({
      REDDIT_CLIENT_ID: 'rid',
      REDDIT_CLIENT_SECRET_FILE: secretFile('reddit', 'rsecret\n'),
      TELEGRAM_API_ID: '123',
      TELEGRAM_API_HASH_FILE: secretFile('tg', 'hash\n'),
    });
    expect(JSON.stringify(env.platforms)).toContain('rsecret');
    expect(JSON.stringify(env.platforms)).toContain('hash');
  });

  it('refuses a setting given both ways, naming the variable', () => {
    expect(() =>
      parseEnv({ APP_SECRET: 'y'.repeat(40), APP_SECRET_FILE: secretFile('both', 'z'.repeat(40)) }),
    ).toThrow('APP_SECRET_FILE: set either APP_SECRET or APP_SECRET_FILE, not both');
  });

  it('names an unreadable file without showing any content', () => {
    const missing = path.join(dir, 'missing');
    expect(() => parseEnv({ SMTP_URL_FILE: missing })).toThrow(
      `SMTP_URL_FILE: cannot read ${missing} (no such file)`,
    );
    const folder = path.join(dir, 'folder');
    mkdirSync(folder);
    expect(() => parseEnv({ LLM_API_KEY_FILE: folder })).toThrow(/is a directory/);
    if (process.getuid?.() !== 0) {
      const locked = secretFile('locked', 'secret');
      chmodSync(locked, 0o000);
      expect(() => parseEnv({ LLM_API_KEY_FILE: locked })).toThrow(/permission denied/);
    }
  });

  it('validates a value read from a file like one from the environment', () => {
    expect(() => parseEnv({ APP_SECRET_FILE: secretFile('short', 'short\n') })).toThrow(
      /APP_SECRET: must be at least 32 characters/,
    );
  });

  it('puts every problem on one line', () => {
    try {
      parseEnv({ PORT: 'x', SIGNUPS: 'maybe' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).not.toContain('\n');
      expect((error as Error).message).toMatch(/PORT: .*; SIGNUPS: must be open, invite or closed/);
    }
  });

  it('documents a _FILE variant of every secret setting', () => {
    const names: string[] = ENV_DOCS.map((d) => d.name);
    for (const name of SECRET_SETTINGS) {
      expect(names).toContain(name);
      expect(names).toContain(`${name}_FILE`);
    }
  });
});

describe('start-up with a bad setting', () => {
  const main = path.join(import.meta.dirname, '../main.ts');
  const tsx = path.join(import.meta.dirname, '../../../../node_modules/.bin/tsx');

  it.each([
    ['a bad value', { SIGNUPS: 'sometimes' }, /^Invalid configuration: SIGNUPS: /],
    [
      'a missing secret file',
      { APP_SECRET_FILE: '/nonexistent/secret' },
      /^Invalid configuration: APP_SECRET_FILE: cannot read \/nonexistent\/secret \(no such file\)$/,
    ],
  ])(
    'stops with %s: one line on stderr, exit code 1',
    (_label, bad, expected) => {
      const result = spawnSync(tsx, [main], {
        env: { PATH: process.env.PATH, DATA_DIR: path.join(dir, 'data'), PORT: '1', ...bad },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(result.status).toBe(1);
      const lines = result.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(expected);
    },
    40_000,
  );
});

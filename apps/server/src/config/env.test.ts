import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, ENV_DOCS, parseEnv, REPO_ROOT } from '@/config/env';

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      role: 'all',
      databaseUrl: undefined,
      appSecret: undefined,
      logLevel: 'info',
      publicUrl: 'http://localhost:8080',
      corsOrigins: [],
      trustProxy: false,
      rateLimitMax: 600,
      nodeEnv: 'development',
    });
    expect(env.dataDir).toBe(path.join(REPO_ROOT, 'data'));
    expect(env.webDist).toBe(path.join(REPO_ROOT, 'apps/web/dist'));
  });

  it('resolves relative paths against the repository root, whatever the working directory', () => {
    expect(REPO_ROOT).toBe(path.resolve(import.meta.dirname, '../../../../') + path.sep);
    expect(parseEnv({ DATA_DIR: 'var/sp' }).dataDir).toBe(path.join(REPO_ROOT, 'var/sp'));
    expect(parseEnv({ DATA_DIR: '/srv/sp' }).dataDir).toBe('/srv/sp');
  });

  it('derives PUBLIC_URL from PORT and trims a trailing slash from an explicit one', () => {
    expect(parseEnv({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    expect(parseEnv({ PUBLIC_URL: 'https://pulse.example.com/' }).publicUrl).toBe(
      'https://pulse.example.com',
    );
  });

  it('reads lists, booleans and hop counts', () => {
    const env = parseEnv({
      CORS_ORIGINS: 'http://a.test, http://b.test,',
      TRUST_PROXY: '2',
      ROLE: 'worker',
    });
    expect(env.corsOrigins).toEqual(['http://a.test', 'http://b.test']);
    expect(env.trustProxy).toBe(2);
    expect(env.role).toBe('worker');
    expect(parseEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', APP_SECRET: '', PORT: '' }).port).toBe(8080);
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['ROLE', { ROLE: 'everything' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/db' }],
    ['APP_SECRET', { APP_SECRET: 'too-short' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'not a url' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'maybe' }],
    ['RATE_LIMIT_STORE', { RATE_LIMIT_STORE: 'redis' }],
    ['RATE_LIMIT_STORE', { RATE_LIMIT_STORE: 'database' }],
  ])('rejects a bad %s with a message naming it', (name, source) => {
    expect(() => parseEnv(source)).toThrow(ConfigError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`${name}:`));
  });
});

describe('RATE_LIMIT_STORE', () => {
  it('is unset by default, so the count goes where the data is, and reads either store', () => {
    expect(parseEnv({}).rateLimitStore).toBeUndefined();
    expect(parseEnv({ RATE_LIMIT_STORE: 'memory' }).rateLimitStore).toBe('memory');
    const url = 'postgres://db/app';
    expect(parseEnv({ DATABASE_URL: url, RATE_LIMIT_STORE: 'database' }).rateLimitStore).toBe(
      'database',
    );
  });

  it('says what is wrong with a bad value or a database store without a database', () => {
    expect(() => parseEnv({ RATE_LIMIT_STORE: 'redis' })).toThrow(
      'RATE_LIMIT_STORE: must be memory or database',
    );
    expect(() => parseEnv({ RATE_LIMIT_STORE: 'database' })).toThrow(
      /RATE_LIMIT_STORE: database needs DATABASE_URL/,
    );
  });
});

describe('ENV_DOCS', () => {
  it('documents every variable, and .env.example lists each one', () => {
    const names = ENV_DOCS.map((d) => d.name);
    expect(new Set(names).size).toBe(names.length);
    const example = readFileSync(path.join(import.meta.dirname, '../../.env.example'), 'utf8');
    for (const name of names) expect(example, name).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
  });
});

describe('LLM and SMTP settings', () => {
  it('are off by default', () => {
    const env = parseEnv({});
    expect(env.llm).toBeUndefined();
    expect(env.smtp).toBeUndefined();
  });

  it('read the LLM endpoint, model, key and budget, without a trailing slash', () => {
    const env = parseEnv({
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1/',
      LLM_MODEL: 'llama3.1',
      LLM_API_KEY: 'k',
      LLM_MAX_INPUT_TOKENS: '8000',
    });
    expect(env.llm).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3.1',
      apiKey: 'k',
      maxInputTokens: 8000,
    });
  });

  it('want LLM_BASE_URL and LLM_MODEL together, and an smtp:// or smtps:// SMTP_URL', () => {
    expect(() => parseEnv({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/LLM_MODEL:/);
    expect(() => parseEnv({ LLM_MODEL: 'm' })).toThrow(/LLM_BASE_URL:/);
    expect(() => parseEnv({ SMTP_URL: 'mail.example.com' })).toThrow(/SMTP_URL:/);
    expect(parseEnv({ SMTP_URL: 'smtp://127.0.0.1:2525' }).smtp).toEqual({
      url: 'smtp://127.0.0.1:2525',
      from: 'SocialPulse <pulse@localhost>',
    });
  });
});

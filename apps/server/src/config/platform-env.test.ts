import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '@/config/env';

describe('platform variables', () => {
  it('default to the sandbox of every platform and to calling itself on loopback', () => {
    const env = parseEnv({});
    expect(env.platforms).toEqual({
      internalUrl: 'http://127.0.0.1:8080',
      reddit: undefined,
      google: undefined,
      twitter: undefined,
      telegram: undefined,
      sandboxTestControls: false,
    });
    expect(parseEnv({ PORT: '9000', HOST: '10.0.0.5' }).platforms.internalUrl).toBe(
      'http://10.0.0.5:9000',
    );
    expect(parseEnv({ INTERNAL_URL: 'http://api:8080/' }).platforms.internalUrl).toBe(
      'http://api:8080',
    );
  });

  it('mount the sandbox test controls only for the literal true, and refuse anything but true or false', () => {
    expect(parseEnv({ SANDBOX_TEST_CONTROLS: 'true' }).platforms.sandboxTestControls).toBe(true);
    expect(parseEnv({ SANDBOX_TEST_CONTROLS: 'false' }).platforms.sandboxTestControls).toBe(false);
    expect(() => parseEnv({ SANDBOX_TEST_CONTROLS: 'yes' })).toThrow(/SANDBOX_TEST_CONTROLS/);
  });

  it('reads credential pairs; X may be a public client without a secret', () => {
    const env = parseEnv({
      REDDIT_CLIENT_ID: 'r',
      REDDIT_CLIENT_SECRET: 'rs',
      REDDIT_USERNAME: 'me',
      GOOGLE_CLIENT_ID: 'g',
      GOOGLE_CLIENT_SECRET: 'gs',
      TWITTER_CLIENT_ID: 'x',
      TELEGRAM_API_ID: '123',
      TELEGRAM_API_HASH: 'h',
    });
    expect(env.platforms.reddit).toEqual({ clientId: 'r', clientSecret: 'rs', username: 'me' });
    expect(env.platforms.google).toEqual({ clientId: 'g', clientSecret: 'gs' });
    expect(env.platforms.twitter).toEqual({ clientId: 'x', clientSecret: undefined });
    expect(env.platforms.telegram).toEqual({ apiId: 123, apiHash: 'h' });
  });

  it.each([
    ['REDDIT_CLIENT_SECRET', { REDDIT_CLIENT_ID: 'r' }],
    ['GOOGLE_CLIENT_ID', { GOOGLE_CLIENT_SECRET: 'g' }],
    ['TELEGRAM_API_HASH', { TELEGRAM_API_ID: '1' }],
    ['TWITTER_CLIENT_ID', { TWITTER_CLIENT_SECRET: 'x' }],
    ['TELEGRAM_API_ID', { TELEGRAM_API_ID: 'abc', TELEGRAM_API_HASH: 'h' }],
    ['INTERNAL_URL', { INTERNAL_URL: 'nope' }],
  ])('refuses half a configuration, naming %s', (name, source) => {
    expect(() => parseEnv(source)).toThrow(ConfigError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`${name}:`));
  });
});

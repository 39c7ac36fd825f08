import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '@/config/env';

const dir = mkdtempSync(path.join(tmpdir(), 'sp-oidc-env-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const OIDC = {
  OIDC_ISSUER_URL: 'https://id.example.com/realms/main',
  OIDC_CLIENT_ID: 'socialpulse',
  OIDC_CLIENT_SECRET: 'oidc-secret',
};

describe('single sign-on settings', () => {
  it('are off by default, with password login on', () => {
    expect(parseEnv({}).signIn).toEqual({
      passwordLogin: true,
      sandboxSignIn: 'local',
      oidc: undefined,
    });
  });

  it('read the issuer, client and display name (default "Single sign-on")', () => {
    expect(parseEnv(OIDC).signIn.oidc).toEqual({
      issuer: 'https://id.example.com/realms/main',
      clientId: 'socialpulse',
      clientSecret: 'oidc-secret',
      displayName: 'Single sign-on',
    });
    expect(parseEnv({ ...OIDC, OIDC_DISPLAY_NAME: ' Acme ID ' }).signIn.oidc?.displayName).toBe(
      'Acme ID',
    );
  });

  it('read the client secret from OIDC_CLIENT_SECRET_FILE', () => {
    const file = path.join(dir, 'oidc');
    writeFileSync(file, 'from-a-file\n', { mode: 0o600 });
    const env = parseEnv({ ...OIDC, OIDC_CLIENT_SECRET: undefined, OIDC_CLIENT_SECRET_FILE: file });
    expect(env.signIn.oidc?.clientSecret).toBe('from-a-file');
  });

  it.each([
    ['OIDC_ISSUER_URL', { ...OIDC, OIDC_ISSUER_URL: 'id.example.com' }, /OIDC_ISSUER_URL: must be/],
    ['OIDC_ISSUER_URL', { ...OIDC, OIDC_ISSUER_URL: 'ftp://id.example.com' }, /OIDC_ISSUER_URL:/],
    ['OIDC_CLIENT_SECRET', { ...OIDC, OIDC_CLIENT_SECRET: '' }, /OIDC_CLIENT_SECRET: must be set/],
    ['OIDC_CLIENT_ID', { ...OIDC, OIDC_CLIENT_ID: undefined }, /OIDC_CLIENT_ID: must be set/],
    [
      'OIDC_ISSUER_URL',
      { OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' },
      /OIDC_ISSUER_URL: must be set together with OIDC_CLIENT_ID and OIDC_CLIENT_SECRET/,
    ],
    ['OIDC_DISPLAY_NAME', { ...OIDC, OIDC_DISPLAY_NAME: 'x'.repeat(41) }, /at most 40/],
    ['PASSWORD_LOGIN', { PASSWORD_LOGIN: 'no' }, /PASSWORD_LOGIN: must be on or off/],
    ['SANDBOX_SIGN_IN', { SANDBOX_SIGN_IN: 'yes' }, /SANDBOX_SIGN_IN: must be local, on or off/],
  ])('stop start-up on a bad %s with one line naming it', (_name, source, message) => {
    expect(() => parseEnv(source)).toThrow(ConfigError);
    expect(() => parseEnv(source)).toThrow(message);
  });

  it('refuse PASSWORD_LOGIN=off without another way to sign in', () => {
    expect(() => parseEnv({ PASSWORD_LOGIN: 'off' })).toThrow(
      /PASSWORD_LOGIN: off needs another way to sign in/,
    );
    expect(parseEnv({ ...OIDC, PASSWORD_LOGIN: 'off' }).signIn.passwordLogin).toBe(false);
    const google = { GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 's', PASSWORD_LOGIN: 'off' };
    expect(parseEnv(google).signIn).toMatchObject({ passwordLogin: false, oidc: undefined });
  });
});

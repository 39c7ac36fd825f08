import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import {
  appOrigins,
  publicUrlStartupWarning,
  sandboxRedirectUris,
} from '@/features/connections/app-origins';

const nic = (address: string, family: 'IPv4' | 'IPv6', internal = false) =>
  ({ address, family, internal }) as NetworkInterfaceInfo;
const INTERFACES = {
  lo: [nic('127.0.0.1', 'IPv4', true), nic('::1', 'IPv6', true)],
  eth0: [nic('192.168.1.20', 'IPv4'), nic('fe80::1', 'IPv6'), nic('fd00::20', 'IPv6')],
};

describe('appOrigins', () => {
  it('on 0.0.0.0: PUBLIC_URL, localhost and every interface on PORT, but not link-local IPv6', () => {
    const origins = appOrigins(
      { publicUrl: 'https://pulse.example.com', host: '0.0.0.0', port: 8080 },
      INTERFACES,
    );
    expect(origins.publicOrigin).toBe('https://pulse.example.com');
    expect(origins.all).toEqual([
      'https://pulse.example.com',
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
      'http://192.168.1.20:8080',
      'http://[fd00::20]:8080',
    ]);
    expect(origins.accepts('http://192.168.1.20:8080')).toBe(true);
    expect(origins.accepts('http://[fe80::1]:8080')).toBe(false);
    expect(origins.accepts('http://192.168.1.20:9999')).toBe(false);
    expect(origins.accepts('https://evil.example')).toBe(false);
  });

  it('on one address: that address only, with localhost when it is loopback', () => {
    expect(
      appOrigins({ publicUrl: 'http://10.0.0.5:8080', host: '10.0.0.5', port: 8080 }, INTERFACES)
        .all,
    ).toEqual(['http://10.0.0.5:8080']);
    expect(
      appOrigins({ publicUrl: 'http://localhost:8080', host: '127.0.0.1', port: 8080 }, INTERFACES)
        .all,
    ).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080']);
  });

  it('gives each sandbox the app’s own callback pages at those origins', () => {
    const uris = sandboxRedirectUris(
      appOrigins({ publicUrl: 'http://localhost:8080', host: '127.0.0.1', port: 8080 }, {}),
    );
    expect(uris.reddit).toEqual([
      'http://localhost:8080/auth/callback/reddit',
      'http://127.0.0.1:8080/auth/callback/reddit',
    ]);
    expect(uris.google).toContain('http://127.0.0.1:8080/auth/callback/youtube');
    expect(uris.google).toContain('http://localhost:8080/auth/callback/google');
    expect(uris.twitter).toEqual([
      'http://localhost:8080/auth/callback/twitter',
      'http://127.0.0.1:8080/auth/callback/twitter',
    ]);
  });

  it('keeps PUBLIC_URL’s path in its callback pages (an app served below a path)', () => {
    const uris = sandboxRedirectUris(
      appOrigins({ publicUrl: 'https://example.com/pulse', host: '127.0.0.1', port: 8080 }, {}),
    );
    expect(uris.reddit).toEqual([
      'https://example.com/pulse/auth/callback/reddit',
      'http://localhost:8080/auth/callback/reddit',
      'http://127.0.0.1:8080/auth/callback/reddit',
    ]);
  });
});

describe('publicUrlStartupWarning', () => {
  it('warns when the server listens everywhere but PUBLIC_URL names this machine only', () => {
    const warning = publicUrlStartupWarning({
      publicUrl: 'http://localhost:8080',
      host: '0.0.0.0',
    });
    expect(warning).toContain('PUBLIC_URL is http://localhost:8080');
    expect(warning).toContain('set PUBLIC_URL to the address you use');
  });

  it('stays quiet when PUBLIC_URL is a real address, or the server listens on loopback only', () => {
    expect(
      publicUrlStartupWarning({ publicUrl: 'http://192.168.1.20:8080', host: '0.0.0.0' }),
    ).toBeUndefined();
    expect(
      publicUrlStartupWarning({ publicUrl: 'http://localhost:8080', host: '127.0.0.1' }),
    ).toBeUndefined();
  });
});

import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAppSecret } from '@/config/app-secret';

describe('resolveAppSecret', () => {
  it('uses APP_SECRET when given', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sp-secret-'));
    expect(resolveAppSecret({ appSecret: 'x'.repeat(40), dataDir })).toBe('x'.repeat(40));
  });

  it('otherwise generates one into DATA_DIR/secret.key (0600) and reuses it on the next start', () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'sp-secret-')), 'nested');
    const first = resolveAppSecret({ appSecret: undefined, dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'secret.key');
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(resolveAppSecret({ appSecret: undefined, dataDir })).toBe(first);
  });
});

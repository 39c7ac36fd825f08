import { chmodSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensurePrivateDir, makeTreePrivate } from '@/lib/private-files';

const modeOf = (p: string) => statSync(p).mode & 0o777;

describe('private files', () => {
  it('ensurePrivateDir creates missing directories 0700 and tightens an existing one', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'sp-private-'));
    const fresh = path.join(root, 'a', 'data');
    ensurePrivateDir(fresh);
    expect(modeOf(fresh)).toBe(0o700);
    chmodSync(fresh, 0o777);
    ensurePrivateDir(fresh);
    expect(modeOf(fresh)).toBe(0o700);
  });

  it('makeTreePrivate makes every directory 0700 and every file 0600', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'sp-private-'));
    mkdirSync(path.join(root, 'base', '1'), { recursive: true });
    writeFileSync(path.join(root, 'base', '1', '1259'), 'x');
    writeFileSync(path.join(root, 'PG_VERSION'), '17');
    chmodSync(path.join(root, 'base', '1', '1259'), 0o666);
    chmodSync(path.join(root, 'PG_VERSION'), 0o644);
    chmodSync(path.join(root, 'base'), 0o777);
    makeTreePrivate(root);
    expect(modeOf(root)).toBe(0o700);
    expect(modeOf(path.join(root, 'base'))).toBe(0o700);
    expect(modeOf(path.join(root, 'base', '1'))).toBe(0o700);
    expect(modeOf(path.join(root, 'base', '1', '1259'))).toBe(0o600);
    expect(modeOf(path.join(root, 'PG_VERSION'))).toBe(0o600);
  });
});

import { describe, expect, it } from 'vitest';
import { SecretBox, SecretBoxError } from '@/lib/secret-box';

const box = new SecretBox('a-secret-of-at-least-thirty-two-characters!');

describe('SecretBox', () => {
  it('round-trips, with a fresh IV each time and no plaintext in the stored form', () => {
    const a = box.seal('rd.access-token-123', 'ctx');
    const b = box.seal('rd.access-token-123', 'ctx');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(a).not.toContain('access-token');
    expect(box.open(a, 'ctx')).toBe('rd.access-token-123');
    expect(box.open(box.seal('', 'ctx'), 'ctx')).toBe('');
  });

  it('refuses another context, another secret, tampering and unknown formats', () => {
    const sealed = box.seal('token', 'connection:u1:reddit:access');
    expect(() => box.open(sealed, 'connection:u2:reddit:access')).toThrow(SecretBoxError);
    const other = new SecretBox('another-secret-of-at-least-thirty-two-chars');
    expect(() => other.open(sealed, 'connection:u1:reddit:access')).toThrow(SecretBoxError);
    const [v, iv, tag, data = ''] = sealed.split('.');
    const flipped = `${v}.${iv}.${tag}.${data.startsWith('A') ? 'B' : 'A'}${data.slice(1)}`;
    expect(() => box.open(flipped, 'connection:u1:reddit:access')).toThrow(SecretBoxError);
    expect(() => box.open('plain-token', 'x')).toThrow(SecretBoxError);
    expect(() => box.open(`v2.${iv}.${tag}.${data}`, 'x')).toThrow(SecretBoxError);
  });
});

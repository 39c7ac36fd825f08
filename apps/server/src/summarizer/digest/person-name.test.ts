import { describe, expect, it } from 'vitest';
import { personName } from '@/summarizer/digest/format';

describe('personName', () => {
  it('writes an X username with its "@", and a display name as it is', () => {
    expect(personName('twitter', 'nasa')).toBe('@nasa');
    expect(personName('twitter', '@nasa')).toBe('@nasa');
    expect(personName('twitter', 'Ravi Nguyen')).toBe('Ravi Nguyen');
  });

  it('never makes a Telegram sender a handle, and names Reddit users u/', () => {
    expect(personName('telegram', 'Ravi Nguyen')).toBe('Ravi Nguyen');
    expect(personName('telegram', 'ravi_nguyen')).toBe('ravi_nguyen');
    expect(personName('reddit', 'spez')).toBe('u/spez');
  });
});

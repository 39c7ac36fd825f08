import { describe, expect, it } from 'vitest';
import { atUsername } from './platform-ids';

describe('atUsername', () => {
  it('writes an "@" only before a real username', () => {
    expect(atUsername('telegram', 'ravi_nguyen')).toBe('@ravi_nguyen');
    expect(atUsername('telegram', '@ravi_nguyen')).toBe('@ravi_nguyen');
    expect(atUsername('twitter', 'nasa')).toBe('@nasa');
  });

  it('leaves a display name, or a name the platform would refuse, without one', () => {
    expect(atUsername('telegram', 'Ravi Nguyen')).toBeNull();
    expect(atUsername('twitter', 'Ravi Nguyen')).toBeNull();
    // Telegram: at least five characters, starting with a letter, not ending with "_".
    expect(atUsername('telegram', 'ravi')).toBeNull();
    expect(atUsername('telegram', '1ravi_n')).toBeNull();
    expect(atUsername('telegram', 'ravi_n_')).toBeNull();
    expect(atUsername('twitter', 'a_name_longer_than_15')).toBeNull();
    expect(atUsername('reddit', 'spez')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { formatPercent, roundToStep } from '@/lib/format';
import { fallbackToneOf, initialsOf } from '@/lib/initials';

describe('initialsOf', () => {
  it.each([
    ['Jane Doe', 'JD'],
    ['jane.doe', 'JD'],
    ['jane', 'JA'],
    ['  ', '?'],
    ['élodie', 'ÉL'],
    ['r/typescript', 'TY'],
    ['r/IndieGaming', 'IN'],
    ['@orbit_desk', 'OD'],
    ['u/sandbox_reader', 'SR'],
  ])('%j → %s', (name, initials) => expect(initialsOf(name)).toBe(initials));
});

describe('fallbackToneOf', () => {
  it('gives a name the same colour every time, whatever its case or spacing', () => {
    expect(fallbackToneOf('Orbit Desk')).toBe(fallbackToneOf(' orbit desk '));
    const tones = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'].map(fallbackToneOf));
    expect(tones.size).toBeGreaterThan(3);
  });
});

describe('percent formatting', () => {
  it('shows 0..1 as a percent in the UI language', () => {
    expect(formatPercent(0.5, 'en')).toBe('50%');
    expect(formatPercent(0, 'en')).toBe('0%');
    expect(formatPercent(1, 'en')).toBe('100%');
    expect(formatPercent(0.3, 'de')).toMatch(/^30\s%$/u);
  });

  it('keeps slider steps at one decimal', () => {
    expect(roundToStep(0.1 + 0.2)).toBe(0.3);
  });
});

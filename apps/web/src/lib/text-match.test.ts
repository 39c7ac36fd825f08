import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesSearch } from '@/lib/text-match';

describe('search folding', () => {
  it('ignores case and diacritics', () => {
    expect(matchesSearch('Café Crème', 'cafe creme')).toBe(true);
    expect(matchesSearch('Zürich News', 'ZURICH')).toBe(true);
    expect(matchesSearch('Ñandú', 'nandu')).toBe(true);
    expect(matchesSearch('Москва Ёлка', 'ёлка')).toBe(true);
    expect(matchesSearch('Rust', 'python')).toBe(false);
  });

  it('a blank query matches everything', () => {
    expect(matchesSearch('anything', '   ')).toBe(true);
  });

  it('folds ligatures and full-width letters', () => {
    expect(foldForSearch('ﬁnance')).toBe('finance');
    expect(foldForSearch('ＲＵＳＴ')).toBe('rust');
  });
});

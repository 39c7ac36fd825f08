import { describe, expect, it } from 'vitest';
import { porterStem } from './porter';

describe('porterStem (NLTK_EXTENSIONS)', () => {
  it('matches NLTK on the example words of its documentation', () => {
    const words =
      'caresses flies dies mules denied died agreed owned humbled sized meeting stating siezing itemization sensational traditional reference colonizer plotted';
    const nltk =
      'caress fli die mule deni die agre own humbl size meet state siez item sensat tradit refer colon plot';
    expect(words.split(' ').map(porterStem).join(' ')).toBe(nltk);
  });

  it('applies the NLTK extensions (irregular forms, y → i only after a consonant, logi)', () => {
    expect(
      ['sky', 'skies', 'dying', 'news', 'enjoy', 'happy', 'spy', 'ties', 'geology'].map(porterStem),
    ).toEqual(['sky', 'sky', 'die', 'news', 'enjoy', 'happi', 'spi', 'tie', 'geolog']);
  });

  it('handles the later steps and leaves short words alone', () => {
    expect(
      [
        'running',
        'relational',
        'conditional',
        'generalization',
        'electrical',
        'adjustment',
        'controll',
        'roll',
        'at',
        'is',
      ].map(porterStem),
    ).toEqual([
      'run',
      'relat',
      'condit',
      'gener',
      'electr',
      'adjust',
      'control',
      'roll',
      'at',
      'is',
    ]);
  });

  it('is safe for words that are Object.prototype keys', () => {
    expect(porterStem('constructor')).toBe('constructor');
    expect(porterStem('hasownproperty')).toBe('hasownproperti');
  });
});

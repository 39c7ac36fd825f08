import { describe, expect, it } from 'vitest';
import { contentTerms } from './terms';

describe('contentTerms', () => {
  it('drops function words of all five languages and stems English', () => {
    expect(contentTerms('The players are running to the stadium')).toEqual([
      'player',
      'run',
      'stadium',
    ]);
    // "die" stays: it is an English content word, so it is not in the merged stop list.
    expect(contentTerms('Der Spieler und die Mannschaft')).toEqual([
      'spieler',
      'die',
      'mannschaft',
    ]);
    expect(contentTerms('Les joueurs sont dans le stade')).toEqual(['joueur', 'stade']);
  });

  it('folds accents and cuts long non-English words to a prefix', () => {
    expect(contentTerms('Café CAFE')).toEqual(['cafe', 'cafe']);
    expect(contentTerms('Футболисты играли')).toEqual(['футбол', 'играли']);
  });

  it('turns Chinese and Japanese runs into character bigrams and keeps numbers', () => {
    expect(contentTerms('天气很好')).toEqual(['天气', '气很', '很好']);
    expect(contentTerms('iPhone发布会 2025')).toEqual(['iphon', '发布', '布会', '2025']);
  });
});

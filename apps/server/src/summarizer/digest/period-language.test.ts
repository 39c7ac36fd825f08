import { describe, expect, it } from 'vitest';
import { digest } from '@/summarizer/digest/digest';
import { DIGEST_PACKS } from '@/summarizer/digest/i18n/packs';
import { contentLanguage, otherLanguage } from '@/summarizer/digest/language';
import { spanWords } from '@/summarizer/digest/period';
import { ownSentences } from '@/summarizer/digest/quotes';
import { redditFeed } from '@/summarizer/digest/test-feeds';
import { stemWord } from '@/summarizer/text/stems';
import type { SummaryLanguage } from '@socialpulse/contract';

function span(language: SummaryLanguage, start: string, end: string): string {
  return spanWords(DIGEST_PACKS[language], language, { start, end });
}

describe('period words', () => {
  it('name a standard window only when the window is exactly that long', () => {
    expect(span('en', '2026-11-13T09:30:00Z', '2026-11-20T09:30:00Z')).toBe('over the past 7 days');
    expect(span('en', '2026-10-21T09:30:00Z', '2026-11-20T09:30:00Z')).toBe(
      'over the past 30 days',
    );
    expect(span('en', '2026-11-19T09:30:00Z', '2026-11-20T09:30:00Z')).toBe(
      'over the past 24 hours',
    );
  });

  it('give dates for any other window, in every language', () => {
    // Intl puts thin spaces around an en dash: compared as plain spaces and a hyphen.
    const spaced = (text: string): string => text.replace(/\s/gu, ' ').replace(/[–—]/gu, '-');
    // 8 days is not "the past month" nor "the past week".
    expect(spaced(span('en', '2026-11-12T00:00:00Z', '2026-11-20T00:00:00Z'))).toBe(
      'over November 12 - 19',
    );
    // A custom November 1–15 (the end is exclusive at midnight).
    expect(spaced(span('en', '2026-11-01T00:00:00Z', '2026-11-16T00:00:00Z'))).toBe(
      'over November 1 - 15',
    );
    expect(spaced(span('fr', '2026-11-01T00:00:00Z', '2026-11-16T00:00:00Z'))).toBe(
      'sur la période 1-15 novembre',
    );
    expect(spaced(span('de', '2026-11-01T00:00:00Z', '2026-11-16T00:00:00Z'))).toBe(
      'im Zeitraum 1.-15. November',
    );
    expect(span('es', '2026-11-01T00:00:00Z', '2026-11-16T00:00:00Z')).toMatch(
      /^en el periodo 1[^\d]+15 de noviembre$/u,
    );
    expect(span('ru', '2026-11-01T00:00:00Z', '2026-11-16T00:00:00Z')).toMatch(
      /^за период 1[^\d]+15 ноября$/u,
    );
  });

  it('name a calendar day ("yesterday") by its date, never as "the past 24 hours"', () => {
    const day = ['2026-11-19T00:00:00Z', '2026-11-20T00:00:00Z'] as const;
    expect(span('fr', ...day)).toBe('le 19 novembre');
    expect(span('en', ...day)).toBe('on November 19');
    expect(span('de', ...day)).toBe('am 19. November');
    expect(span('ru', ...day)).toBe('19 ноября');
    // Today so far: the same day.
    expect(span('es', '2026-11-19T00:00:00Z', '2026-11-19T15:20:00Z')).toBe('el 19 de noviembre');
  });
});

describe('quotes of a reply', () => {
  const parent = 'Queue times doubled since the matchmaking change. The studio is silent.';

  it('drop the parent text a reply quotes and sentences that repeat the parent', () => {
    expect(
      ownSentences(
        '> Queue times doubled since the matchmaking change\n\nSame here, eleven minutes.',
        [parent],
      ),
    ).toEqual(['Same here, eleven minutes.']);
    expect(
      ownSentences('Queue times doubled since the matchmaking change. I gave up after two games.', [
        parent,
      ]),
    ).toEqual(['I gave up after two games.']);
    expect(ownSentences('&gt; The studio is silent.\nAgreed, totally silent.', [parent])).toEqual([
      'Agreed, totally silent.',
    ]);
  });

  it('never repeat a sentence, and keep a sentence that leans on the one before with it', () => {
    expect(ownSentences('Ten minute queues. Ten minute queues. Awful.', [])).toEqual([
      'Ten minute queues.',
      'Awful.',
    ]);
    expect(ownSentences('Keep three copies. That is the whole rule.', [])).toEqual([
      'Keep three copies. That is the whole rule.',
    ]);
    expect(ownSentences('[deleted]', [])).toEqual([]);
  });
});

describe('language tooling', () => {
  it('stems each language with its own Snowball rules', () => {
    expect(stemWord('Spielern', 'de')).toBe(stemWord('Spiel', 'de'));
    expect(stemWord('joueurs', 'fr')).toBe(stemWord('joueur', 'fr'));
    expect(stemWord('jugadores', 'es')).toBe(stemWord('jugador', 'es'));
    expect(stemWord('игроков', 'ru')).toBe(stemWord('игрок', 'ru'));
  });

  it('tells the content language and says plainly when it is not the digest’s', () => {
    expect(
      contentLanguage(['The new maps are great and the queue is long, but it is what it is.']),
    ).toBe('en');
    expect(
      contentLanguage([
        'Die neuen Karten sind toll, aber die Warteschlange ist nicht kurz und das ist schade. Ich habe auch schon gewartet, weil wir nur zu zweit sind.',
      ]),
    ).toBe('de');
    const es = digest(redditFeed('professional', 'es')).markdown;
    expect(es.split('\n')[2]).toBe(
      '*La mayor parte de este contenido está en inglés; no hay ningún modelo de lenguaje configurado, así que se cita tal cual, sin traducir.*',
    );
    expect(digest(redditFeed('professional', 'en')).markdown).not.toContain('language model');
  });

  it('says when a part of a mostly English feed is in other languages', () => {
    expect(otherLanguage('Anuncia su decisión de separarse del cargo en Jalisco', 'en')).toBe(true);
    expect(otherLanguage('الكشف عن أسماء أوائل الثانوية العامة', 'en')).toBe(true);
    expect(otherLanguage('LeBron James hands the number 23 to a new teammate', 'en')).toBe(false);
    // A Latin-script post is another language for a Russian digest; a short tag tells nothing.
    expect(otherLanguage('The new maps are great', 'ru')).toBe(true);
    expect(otherLanguage('#FormulaVol3', 'en')).toBe(false);
    const feed = redditFeed('professional', 'en');
    const foreign = [
      'Las películas europeas tienen algo especial: todas enganchan al momento.',
      'Estos son los lugares de Barcelona donde ir después de cenar según los expertos.',
      'スレッド内の会話を広げるテストを行っています。',
    ].map((text, k) => ({ ...feed.items[0]!, id: `foreign${k}`, title: text, text }));
    const mixed = digest({ ...feed, items: [...feed.items.slice(0, 6), ...foreign] }).markdown;
    expect(mixed).toContain(
      '*Some of this content is in other languages; no language model is configured, so it is quoted as written, without translation.*',
    );
  });
});

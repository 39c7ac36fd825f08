/**
 * Period words that contradict the window a digest covers. "The past week" is only true of seven
 * days, "the past month" of 28 to 31, "the past day" or "the last 24 hours" of 24 hours that run
 * up to now, which a window from one midnight to the next (a calendar day, such as yesterday) is
 * not: for it the honest words are the day's name or date. "The past N days" must say the window's
 * own length. Phrases are looked for in all five digest languages whatever the feed's language.
 */
import { plainText, visibleLines } from '@/summarizer/quality/markdown-lines';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface Window {
  start: string;
  end: string;
}

type Kind = 'rollingDay' | 'week' | 'month' | 'year';

/** Whole words only: \b is ASCII-only, and these phrases start and end with accented letters. */
function phrase(...alternatives: string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'iu');
}

const PHRASES: Readonly<Record<Kind, RegExp>> = {
  rollingDay: phrase(
    '(?:past|last) (?:day|24 hours)',
    '(?:letzten|vergangenen) (?:24 Stunden|Tag)',
    'último día',
    'últimas 24 horas',
    'dernières 24 heures',
    '24 dernières heures',
    'dernier jour',
    'dernière journée',
    'последние (?:сутки|24 часа)',
    'прошедшие сутки',
  ),
  week: phrase(
    '(?:past|last|this) week',
    '(?:vergangenen|letzten) Woche',
    'diese[rn]? Woche',
    '(?:última|esta) semana',
    '(?:dernière|cette) semaine',
    'semaine (?:dernière|passée)',
    '(?:последнюю|прошлую|эту) неделю',
  ),
  month: phrase(
    '(?:past|last|this) month',
    '(?:vergangenen|letzten) Monat',
    'diese[nm]? Monat',
    '(?:último|este) mes',
    '(?:dernier|ce) mois',
    'mois (?:dernier|passé)',
    '(?:последний|прошлый|этот) месяц',
  ),
  year: phrase(
    '(?:past|last|this) year',
    '(?:vergangenen|letzten) Jahr',
    '(?:último|este) año',
    '(?:dernière|cette) année',
    '(?:последний|прошлый|этот) год',
  ),
};

/** "the past N days" in the five languages; the one captured group is N. */
const N_DAYS = new RegExp(
  phrase(
    '(?:past|last) (\\d+) days',
    '(?:letzten|vergangenen) (\\d+) Tagen?',
    '(?:últimos|pasados) (\\d+) días',
    '(\\d+) derniers jours',
    'derniers (\\d+) jours',
    'последни[ех] (\\d+) (?:дн[яей]|день)',
  ).source,
  'giu',
);

function isMidnight(ms: number): boolean {
  return ms % DAY === 0;
}

/** Whether a phrase of this kind tells the truth about the window. */
function fits(kind: Kind, start: number, end: number): boolean {
  const length = end - start;
  switch (kind) {
    case 'rollingDay':
      return Math.abs(length - DAY) <= HOUR && !(isMidnight(start) && isMidnight(end));
    case 'week':
      return Math.abs(length - 7 * DAY) <= HOUR;
    case 'month':
      return length >= 28 * DAY - HOUR && length <= 31 * DAY + HOUR;
    case 'year':
      return length >= 365 * DAY - HOUR && length <= 366 * DAY + HOUR;
  }
}

/**
 * The digest's own words in a line: a linked title and a quotation are their authors' words
 * ("Last Week Tonight", "later this week"), not the digest's claim about its window.
 */
function ownWords(line: string): string {
  return plainText(line.replace(/!?\[[^\]]*\]\([^)]*\)/gu, ' '))
    .replace(/“[^”]*”|«[^»]*»|„[^“”]*[“”]|"[^"]*"/gu, ' ')
    .trim();
}

export interface PeriodContradiction {
  phrase: string;
  line: string;
}

export function periodContradictions(markdown: string, window: Window): PeriodContradiction[] {
  const start = Date.parse(window.start);
  const end = Date.parse(window.end);
  if (!Number.isFinite(start) || !Number.isFinite(end)) return [];
  const days = Math.round((end - start) / DAY);
  const out: PeriodContradiction[] = [];
  for (const line of visibleLines(markdown)) {
    const text = ownWords(line);
    for (const kind of Object.keys(PHRASES) as Kind[]) {
      const m = PHRASES[kind].exec(text);
      if (m !== null && !fits(kind, start, end)) out.push({ phrase: m[0], line });
    }
    for (const m of text.matchAll(N_DAYS)) {
      const n = Number(m.slice(1).find((g) => g !== undefined));
      if (n !== days) out.push({ phrase: m[0], line });
    }
  }
  return out;
}

/**
 * Which replies stand against what they answer. A reply counts as dissent in two ways only, and
 * the digest says which: it opens by contradicting (a negation or contrast marker: "No,",
 * "Actually", "I disagree", "Stimmt nicht", "Pas du tout", "Нет,") and shares a word with what it
 * answers, so it argues with that claim; it declares itself against the theme's majority
 * ("Unpopular opinion: …", "In defence of …"), the theme's replies being about the same thing; or the crowd voted it below zero under a claim they voted
 * up. A reply that merely says "I like" or "to be fair" is not dissent.
 */
import type { SummaryLanguage } from '@socialpulse/contract';
import type { ThemeUnit } from '@/summarizer/digest/themes';
import { cleanText } from '@/summarizer/digest/text';
import { stemmedWords } from '@/summarizer/text/stems';

/** A contradiction at the opening of a reply, in the five languages. */
const AGAINST =
  /^(?:no[,.!]|nope|nah\b|not really|not true|that's not|that is not|this is wrong|wrong[,.!]|incorrect|i disagree|disagree|i don't think|except\b|hardly\b|nein\b|stimmt nicht|das stimmt nicht|falsch|eigentlich nicht|ganz im gegenteil|no es cierto|no es verdad|falso|en realidad no|para nada|non[,.!]|c'est faux|pas du tout|pas vraiment|je ne suis pas d'accord|нет[,.!]|неправда|не согласен|не согласна|как раз наоборот|вовсе нет)/iu;
/** A reply that declares itself against the majority of a theme ("Unpopular opinion: it is fine"). */
const MINORITY =
  /^(?:unpopular opinion|hot take|in defen[cs]e of|i'll defend|i actually like|i'm in the minority|i seem to be the only one|meinung gegen den strom|unpopuläre meinung|opinión impopular|voy a defender|opinion impopulaire|je vais défendre|непопулярное мнение|в защиту)/iu;
/** How far into a reply its contradiction may open ("Sorry, but no, …"). */
const OPENING_CHARS = 40;

export type Stance =
  { kind: 'contradicts' } | { kind: 'minority' } | { kind: 'downvoted'; score: number };

function stems(text: string, language: SummaryLanguage): Set<string> {
  return new Set(
    stemmedWords(cleanText(text), language)
      .map((w) => w.stem)
      .filter((s): s is string => s !== null),
  );
}

/** What the unit answers: the reply it replies to, else its item. */
export function answered(unit: ThemeUnit): { text: string; score: number } {
  if (unit.parent !== undefined) return { text: unit.parent.text, score: unit.parent.score ?? 0 };
  const item = unit.item;
  return {
    text: `${item.title ?? ''}\n${item.text}`,
    score: item.engagement.score ?? item.engagement.likes ?? 0,
  };
}

export function stanceOf(unit: ThemeUnit, language: SummaryLanguage): Stance | null {
  if (unit.kind !== 'reply' || unit.reply === undefined) return null;
  const parent = answered(unit);
  const own = unit.sentences.join(' ');
  const opening = own.slice(0, OPENING_CHARS);
  if (AGAINST.test(opening) || AGAINST.test(opening.replace(/^[^,]{1,15},\s*/u, ''))) {
    const theirs = stems(parent.text, language);
    if ([...stems(own, language)].some((s) => theirs.has(s))) return { kind: 'contradicts' };
  }
  // The reply belongs to the theme, so it speaks of the same thing as the theme's majority.
  if (MINORITY.test(opening)) return { kind: 'minority' };
  const score = unit.reply.score ?? 0;
  if (score < 0 && parent.score > 0) return { kind: 'downvoted', score };
  return null;
}

/**
 * The strongest dissent among a theme's replies: the most upvoted contradiction or declared
 * minority view, else the reply
 * voted furthest down under an upvoted claim; none when no reply stands against what it answers.
 */
export function strongestDissent(
  replies: readonly ThemeUnit[],
  language: SummaryLanguage,
  skip: ReadonlySet<ThemeUnit>,
): { unit: ThemeUnit; stance: Stance } | null {
  const found = replies
    .filter((u) => !skip.has(u))
    .flatMap((unit) => {
      const stance = stanceOf(unit, language);
      return stance !== null ? [{ unit, stance }] : [];
    });
  const contradicting = found
    .filter((f) => f.stance.kind !== 'downvoted')
    .sort((a, b) => b.unit.engagement - a.unit.engagement)[0];
  if (contradicting !== undefined) return contradicting;
  return found.sort((a, b) => (a.unit.reply?.score ?? 0) - (b.unit.reply?.score ?? 0))[0] ?? null;
}

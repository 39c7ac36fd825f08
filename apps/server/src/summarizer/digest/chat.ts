/**
 * The digest of a group chat: who took part and who spoke most, then who said what (the engine's
 * chosen turns, in order, each linked), the questions asked and the decisions reached, and the
 * messages with the most reactions. A chosen turn that leans on the one before it ("But…") brings
 * that turn along, so the exchange reads as it happened.
 */
import { escapeMarkdown } from '@/summarizer/compose/compose';
import {
  counted,
  countedAfter,
  figures,
  linked,
  listOf,
  quoted,
  sentence,
  type Writer,
} from '@/summarizer/digest/format';
import type { DigestVoice } from '@/summarizer/digest/i18n/types';
import { metricValue } from '@/summarizer/digest/numbers';
import type { Selection } from '@/summarizer/digest/selection';
import { cleanLine, clipWords, isDangling } from '@/summarizer/digest/text';
import type { DigestFeed, DigestItem } from '@/summarizer/digest/types';
import type { Tone } from '@/summarizer/types';

/** Words that mark a plan or a decision, in the languages the app offers. */
const DECISION =
  /\b(?:let's|let us|we'll|we will|i'll|i will|agreed|deal|decided|sounds good|see you|will do|ok then|booked|confirmed|vamos a|de acuerdo|quedamos|decidimos|lass uns|wir machen|abgemacht|einverstanden|on fait|d'accord|c'est décidé|on se voit|договорились|решили|давайте|сделаю)\b/iu;

/** Longest quote in a list of questions, decisions or reactions. */
const QUOTE_WORDS = 30;

const EXTRAS: Readonly<Record<Tone, number>> = { professional: 2, engaging: 3, creative: 3 };

function speaker(item: DigestItem): string {
  return linked(`**${escapeMarkdown(cleanLine(item.author))}**`, item);
}

/** Each wording once, and none already quoted: a chat repeats "Sounds good 👍" many times. */
function distinctTexts(items: readonly DigestItem[], quoted: readonly DigestItem[]): DigestItem[] {
  const seen = quoted.map((item) => cleanLine(item.text).toLowerCase());
  return items.filter((item) => {
    const key = cleanLine(item.text).toLowerCase();
    // Contained either way: "Did you measure…?" is already read inside a longer quoted message.
    if (seen.some((s) => s.includes(key) || key.includes(s))) return false;
    seen.push(key);
    return true;
  });
}

/** " · 9 reactions" after a message among the most reacted, so its numbers show where it is. */
function suffix(w: Writer, item: DigestItem, top: ReadonlySet<DigestItem>): string {
  return top.has(item) ? ` · ${figures(w, item).join(' · ')}` : '';
}

/** What a message said, quoted; a photo or sticker without text is said to be one. */
function said(w: Writer, item: DigestItem): string {
  const text = cleanLine(item.text);
  return text === '' ? `*${w.pack.labels.noText}*` : quoted(w, clipWords(text, QUOTE_WORDS));
}

function turnLine(w: Writer, item: DigestItem, top: ReadonlySet<DigestItem>): string {
  const text = cleanLine(item.text);
  const shown = text === '' ? `*${w.pack.labels.noText}*` : escapeMarkdown(text);
  return `${speaker(item)}: ${shown}${suffix(w, item, top)}`;
}

/** Messages with reactions, most reactions first (views say who saw it, not who reacted). */
export function mostReacted(items: readonly DigestItem[], n = 5): DigestItem[] {
  return items
    .map((item, index) => ({ item, index, n: metricValue(item, 'likes') }))
    .filter((x) => x.n > 0)
    .sort((a, b) => b.n - a.n || a.index - b.index)
    .slice(0, n)
    .map((x) => x.item);
}

export function speakers(items: readonly DigestItem[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const item of items) {
    const name = cleanLine(item.author);
    if (name !== '') counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

export function composeChat(
  w: Writer,
  voice: DigestVoice,
  feed: DigestFeed,
  selection: Selection,
  span: string,
): string[] {
  const people = speakers(feed.items);
  const lead = sentence(
    voice.chatLead,
    {
      items: counted(w.language, feed.items.length, w.pack.nouns.message),
      people: counted(w.language, people.length, w.pack.nouns.person),
      // After "from" ("от 4 человек", "von 4 Personen"): the case the preposition governs.
      peopleFrom: countedAfter(w, people.length, 'person'),
      peopleN: String(people.length),
      span,
      speakers: listOf(
        people.slice(0, 3).map(([name, n]) => `**${escapeMarkdown(name)}** (${n})`),
        w.language,
      ),
    },
    w.language,
  );
  const lines = [lead, ''];

  const index = new Map(feed.items.map((item, i) => [item.id, i]));
  const chosen = new Set<number>();
  for (const { itemId } of selection.order) {
    const at = index.get(itemId);
    if (at === undefined) continue;
    chosen.add(at);
    const previous = feed.items[at - 1];
    if (at > 0 && previous && isDangling(cleanLine(feed.items[at]!.text))) chosen.add(at - 1);
  }
  const turns = [...chosen].sort((a, b) => a - b).map((i) => feed.items[i]!);
  const top = new Set(mostReacted(feed.items));
  const shown = new Set<DigestItem>(turns);
  if (turns.length > 0)
    lines.push(
      `### ${w.pack.labels.whoSaid}`,
      '',
      turns.map((t) => `> ${turnLine(w, t, top)}`).join('\n>\n'),
      '',
    );

  const extras = EXTRAS[feed.tone];
  const rest = feed.items.filter((_, i) => !chosen.has(i));
  const questions = distinctTexts(rest, turns)
    .filter(
      (item) =>
        /\?\s*$/u.test(cleanLine(item.text)) && cleanLine(item.text).split(/\s+/u).length >= 3,
    )
    .slice(0, extras);
  if (questions.length > 0) {
    lines.push(`### ${w.pack.labels.questions}`, '');
    for (const q of questions) {
      shown.add(q);
      lines.push(`- ${speaker(q)}: ${said(w, q)}${suffix(w, q, top)}`);
    }
    lines.push('');
  }
  const decisions = distinctTexts(rest, turns)
    .filter((item) => !questions.includes(item) && DECISION.test(cleanLine(item.text)))
    .slice(-extras);
  if (decisions.length > 0) {
    lines.push(`### ${w.pack.labels.decisions}`, '');
    for (const d of decisions) {
      shown.add(d);
      lines.push(`- ${speaker(d)}: ${said(w, d)}${suffix(w, d, top)}`);
    }
    lines.push('');
  }
  // The most reacted messages not quoted above; those quoted above carry their numbers there.
  const unshown = mostReacted(feed.items).filter((item) => !shown.has(item));
  if (unshown.length > 0) {
    lines.push(`### ${w.pack.labels.mostReacted}`, '');
    for (const item of unshown)
      lines.push(`- ${speaker(item)}: ${said(w, item)} · ${figures(w, item).join(' · ')}`);
    lines.push('');
  }
  return lines;
}

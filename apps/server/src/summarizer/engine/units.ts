/**
 * Turns items into the units the ranker chooses from: sentences of posts and articles (a title is
 * a unit of its own), or whole chat turns written `Author: text`. Boilerplate sentences and repeats
 * within one item are dropped here so they never compete.
 */
import { countWords, isBoilerplate } from '@/summarizer/text/normalize';
import { splitSentences } from '@/summarizer/text/sentences';
import { contentTerms } from '@/summarizer/text/terms';
import { matchKey } from '@/summarizer/engine/dedup';

export interface Unit {
  itemIndex: number;
  /** -1 for a title, else the sentence's index among the item's kept sentences. */
  position: number;
  /** Number of body units of the item, to tell first from last. */
  itemUnits: number;
  /** Index of the item among the items given to buildUnits (the turn number in a chat). */
  turn: number;
  text: string;
  words: number;
  terms: string[];
}

export interface PreparedItem {
  index: number;
  text: string;
  title?: string;
  author?: string;
}

/** A chat turn longer than this is split into sentences (each still prefixed by its author). */
const LONG_TURN_WORDS = 60;

function documentUnits(item: PreparedItem): Unit[] {
  const units: Unit[] = [];
  const seen = new Set<string>();
  const push = (text: string, position: number): void => {
    const key = matchKey(text);
    if (key === '' || seen.has(key)) return;
    const terms = contentTerms(text);
    if (terms.length === 0) return;
    seen.add(key);
    units.push({
      itemIndex: item.index,
      position,
      itemUnits: 0,
      turn: 0,
      text,
      words: countWords(text),
      terms,
    });
  };
  if (item.title !== undefined && item.title.trim() !== '')
    push(item.title.replace(/\s+/gu, ' ').trim(), -1);
  let position = 0;
  for (const sentence of splitSentences(item.text)) {
    if (isBoilerplate(sentence)) continue;
    const before = units.length;
    push(sentence, position);
    if (units.length > before) position++;
  }
  for (const unit of units) unit.itemUnits = position;
  return units;
}

function conversationUnits(item: PreparedItem): Unit[] {
  const prefix =
    item.author !== undefined && item.author.trim() !== '' ? `${item.author.trim()}: ` : '';
  const flat = item.text.replace(/\s*\n\s*/gu, ' ').trim();
  const pieces = countWords(flat) > LONG_TURN_WORDS ? splitSentences(flat) : [flat];
  const units: Unit[] = [];
  for (const piece of pieces) {
    if (piece === '' || isBoilerplate(piece)) continue;
    const text = prefix + piece;
    // The speaker's name is kept in the text but not in the terms: otherwise every turn of one
    // speaker would look alike to the similarity graph.
    units.push({
      itemIndex: item.index,
      position: units.length,
      itemUnits: 0,
      turn: 0,
      text,
      words: countWords(text),
      terms: contentTerms(piece),
    });
  }
  for (const unit of units) unit.itemUnits = units.length;
  return units;
}

export function buildUnits(
  items: readonly PreparedItem[],
  mode: 'documents' | 'conversation',
): Unit[] {
  const units: Unit[] = [];
  items.forEach((item, turn) => {
    for (const unit of mode === 'conversation' ? conversationUnits(item) : documentUnits(item)) {
      unit.turn = turn;
      units.push(unit);
    }
  });
  return units;
}

/** Chat when most items carry an author and a typical item is a short message. */
export function detectMode(items: readonly PreparedItem[]): 'documents' | 'conversation' {
  if (items.length < 2) return 'documents';
  const withAuthor = items.filter(
    (item) => item.author !== undefined && item.author.trim() !== '',
  ).length;
  const lengths = items.map((item) => countWords(item.text)).sort((a, b) => a - b);
  const median = lengths[Math.floor(lengths.length / 2)] ?? 0;
  return withAuthor >= 0.6 * items.length && median <= 30 ? 'conversation' : 'documents';
}

/**
 * The sentences a thread's lead tells of its post and of the people in it: what the post says it
 * is for, the most approved reply, and what the post's author answered in the thread.
 */
import { escapeMarkdown } from '@/summarizer/compose/compose';
import { centralQuote } from '@/summarizer/digest/central';
import {
  capitalize,
  counted,
  fill,
  itemName,
  linked,
  personName,
  quoted,
  type Writer,
} from '@/summarizer/digest/format';
import { isEmptyReply, ownSentences } from '@/summarizer/digest/quotes';
import { cleanLine } from '@/summarizer/digest/text';
import { comparable, type Shown } from '@/summarizer/digest/theme-section';
import type { DigestItem } from '@/summarizer/digest/types';
import { countWords } from '@/summarizer/text/normalize';

/** What a thread's post says of itself in the lead: whole opening sentences, up to this many words. */
const POSTED_WORDS = 40;

/** "u/x posted [Title](url): “its opening … its point”": a thread's own post. */
export function postedSentence(w: Writer, item: DigestItem): string {
  const said = centralQuote(
    ownSentences(item.text, item.title !== undefined ? [item.title] : []),
    item.title ?? '',
    w.language,
    POSTED_WORDS,
  );
  const author = cleanLine(item.author);
  const known = author !== '' && !/^\[(?:deleted|removed)\]$/iu.test(author);
  const values = {
    author: known ? escapeMarkdown(personName(w.platform, author)) : w.pack.stance.post,
    // The first sentence gave the post's figures already.
    item: linked(itemName(w, item), item),
    quote: said !== '' ? quoted(w, said) : '',
  };
  return closed(
    capitalize(fill(said !== '' ? w.pack.posted : w.pack.postedPlain, values), w.language),
  );
}

/** Whole sentences of a text, up to about `max` words; a first sentence far longer is no quote. */
function openingSentences(sentences: readonly string[], max: number): string {
  const said: string[] = [];
  for (const s of sentences) {
    if (said.length > 0 && countWords([...said, s].join(' ')) > max) break;
    if (said.length === 0 && countWords(s) > max * 1.5) break;
    said.push(s);
  }
  return said.join(' ');
}

/**
 * "The top reply, from u/x (10.8K upvotes): “…”": a thread's most approved reply, which readers
 * look for first; its sentences are marked shown so no section quotes them again.
 */
export function topReplySentence(w: Writer, item: DigestItem, shown: Shown): string {
  const best = [...item.replies]
    .filter((r) => (r.score ?? 0) > 0)
    .sort((a, b) => (b.score ?? 0) - (a.score ?? 0))[0];
  if (best === undefined) return '';
  const sentences = ownSentences(best.text, [item.title ?? '', item.text]);
  const text = openingSentences(sentences, POSTED_WORDS);
  const author = cleanLine(best.author);
  if (text === '' || author === '' || /^\[(?:deleted|removed)\]$/iu.test(author)) return '';
  // Split as fresh() splits a quote, so a section offering the same reply finds it shown.
  for (const s of text.split(/(?<=[.!?…])\s+/u)) shown.sentences.add(comparable(s));
  // Replies to it need not quote its opening again as their context.
  shown.contexts = (shown.contexts ?? new Set()).add(best);
  const noun = w.platform === 'reddit' ? 'upvote' : 'like';
  return closed(
    fill(w.pack.topReply, {
      author: `**${escapeMarkdown(personName(w.platform, author))}**`,
      figure: counted(w.language, best.score ?? 0, w.pack.nouns[noun]),
      quote: quoted(w, text),
    }),
  );
}

/**
 * "u/host answered 12 times in the thread; the best-received answer (6.6K upvotes): “…”": what the
 * post's author said in its own thread (an AMA's answers) is what its readers came for.
 */
export function opAnswersSentence(w: Writer, item: DigestItem, shown: Shown): string {
  const host = cleanLine(item.author);
  if (host === '' || /^\[(?:deleted|removed)\]$/iu.test(host)) return '';
  const answers = item.replies
    .filter((r) => cleanLine(r.author) === host && !isEmptyReply(r.text, []))
    .sort((a, b) => (b.score ?? 0) - (a.score ?? 0));
  const first = answers[0];
  if (first === undefined) return '';
  const sentences = ownSentences(first.text, [item.title ?? '', item.text]);
  const text = openingSentences(sentences, POSTED_WORDS);
  if (
    text === '' ||
    !text.split(/(?<=[.!?…])\s+/u).every((s) => !shown.sentences.has(comparable(s)))
  )
    return '';
  for (const s of text.split(/(?<=[.!?…])\s+/u)) shown.sentences.add(comparable(s));
  shown.contexts = (shown.contexts ?? new Set()).add(first);
  const noun = w.platform === 'reddit' ? 'upvote' : 'like';
  return closed(
    fill(answers.length > 1 ? w.pack.opAnswers : w.pack.opAnswer, {
      author: `**${escapeMarkdown(personName(w.platform, host))}**`,
      n: String(answers.length),
      figure: counted(w.language, Math.max(0, first.score ?? 0), w.pack.nouns[noun]),
      quote: quoted(w, text),
    }),
  );
}

/** A sentence that ends on a quote without its own full stop ("… PS - Team Mystic”) gets one. */
function closed(sentence: string): string {
  return /[.!?…]["'”»“]?$/u.test(sentence.trim()) ? sentence : `${sentence.trim()}.`;
}

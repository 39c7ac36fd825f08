/**
 * The digest's structure as material for a model (summarizer/llm): stories most engaged first,
 * each leading item with its numbers, the sentences that stand alone, what people answered, and
 * the related items; a chat's messages in order with who said them. Numbers are written exactly
 * as the offline digest and the statistics write them, so the model has no figure to invent.
 */
import { counted, figures, personName, replyUrl, type Writer } from '@/summarizer/digest/format';
import { feedLanguage } from '@/summarizer/digest/language';
import { origins } from '@/summarizer/digest/sources';
import { countPhrase } from '@/summarizer/digest/theme-section';
import { groupThemes } from '@/summarizer/digest/themes';
import { DIGEST_PACKS } from '@/summarizer/digest/i18n/packs';
import { isChat, withHeadlines } from '@/summarizer/digest/digest';
import { byEngagement, topItems } from '@/summarizer/digest/numbers';
import { groupStories } from '@/summarizer/digest/stories';
import { cleanLine, standaloneSentences } from '@/summarizer/digest/text';
import type { DigestFeed, DigestItem, DigestReply } from '@/summarizer/digest/types';
import { pointUrl } from '@/summarizer/compose/compose';
import type { MaterialLine } from '@/summarizer/llm/material';

const SENTENCES_PER_STORY = 3;
const REPLIES_PER_STORY = 3;
/** A theme's posts named to the model beside its count: enough to write what the theme was. */
const POSTS_PER_THEME = 4;

function url(item: DigestItem): string {
  return pointUrl({ url: item.url, itemId: item.id });
}

function named(w: Writer, item: DigestItem): string {
  const name = item.title !== undefined ? cleanLine(item.title) : '';
  const numbers = figures(w, item).join(', ');
  return `${name !== '' ? name : (standaloneSentences(item.text)[0] ?? '')}${numbers ? ` (${numbers})` : ''}`;
}

/**
 * "REPLY: what they said (2.7K upvotes)", by its author, linked to the reply itself where the
 * platform gives it an address: a quote keeps its author and number, as in the offline digest.
 */
function replyLine(
  w: Writer,
  feed: DigestFeed,
  mark: string,
  item: DigestItem,
  reply: DigestReply | undefined,
  sentences: readonly string[],
): MaterialLine {
  const said = sentences.slice(0, 2).join(' ');
  if (said === '') return { text: '', url: url(item) };
  const score = reply?.score ?? 0;
  const noun = feed.platform === 'reddit' ? w.pack.nouns.upvote : w.pack.nouns.like;
  return {
    text: `${mark}: ${said}${score > 0 ? ` (${counted(w.language, score, noun)})` : ''}`,
    url: reply ? replyUrl(feed.platform, item, reply) : url(item),
    author: personName(feed.platform, reply?.author ?? ''),
  };
}

export function digestMaterial(feed: DigestFeed): MaterialLine[] {
  const w: Writer = {
    pack: DIGEST_PACKS[feed.language],
    language: feed.language,
    platform: feed.platform,
  };
  if (isChat(feed)) {
    return feed.items
      .map((item) => ({ item, text: cleanLine(item.text) }))
      .filter(({ text }) => text !== '')
      .map(({ item, text }) => {
        const numbers = figures(w, item).join(', ');
        return {
          text: `${text}${numbers ? ` (${numbers})` : ''}`,
          url: url(item),
          author: cleanLine(item.author),
        };
      });
  }
  const items = withHeadlines(feed.items, feed.platform);
  const lines: MaterialLine[] = [];
  const shown = new Set<string>();
  for (const story of groupStories(feed.platform, items)) {
    const { leader } = story;
    shown.add(leader.id);
    lines.push({ text: `STORY: ${named(w, leader)}`, url: url(leader) });
    for (const sentence of standaloneSentences(leader.text).slice(0, SENTENCES_PER_STORY))
      lines.push({ text: sentence, url: url(leader) });
    const replies = [...leader.replies]
      .sort((a, b) => (b.score ?? 0) - (a.score ?? 0))
      .slice(0, REPLIES_PER_STORY);
    for (const reply of replies) {
      const line = replyLine(w, feed, 'REPLY', leader, reply, standaloneSentences(reply.text));
      if (line.text !== '') lines.push(line);
    }
    for (const item of story.related) {
      shown.add(item.id);
      lines.push({ text: `RELATED: ${named(w, item)}`, url: url(item) });
    }
  }
  // The five most engaged always reach the model, even if their story was cut by the budget.
  const top = byEngagement(feed.platform, topItems(feed.platform, items, 5));
  return [
    ...top.map((item) => ({ text: `TOP ITEM: ${named(w, item)}`, url: url(item) })),
    ...themeLines(w, feed, items),
    ...lines,
  ];
}

/**
 * The themes the offline digest tells, with the same true counts and approval it states, and the
 * replies that show each best: the model writes about them without counting anything itself.
 */
function themeLines(w: Writer, feed: DigestFeed, items: DigestItem[]): MaterialLine[] {
  const own = items.filter((item) => !origins(feed, (a) => a).reposts.has(item.id));
  const out: MaterialLine[] = [];
  for (const theme of groupThemes(
    feed.platform,
    own,
    feedLanguage(own) ?? feed.language,
    feed.source.title,
  )) {
    const lead = theme.units[0];
    if (lead === undefined) continue;
    const noun = feed.platform === 'reddit' ? w.pack.nouns.upvote : w.pack.nouns.like;
    out.push({
      text: `THEME: ${theme.label}: ${countPhrase(w, theme, feed.platform === 'youtube' ? 'video' : 'post')} (${counted(w.language, theme.engagement, noun)})`,
      url: url(lead.item),
    });
    // Which posts the count is made of, so the model can say what they were about.
    for (const item of theme.items.slice(0, POSTS_PER_THEME))
      out.push({ text: `THEME POST: ${named(w, item)}`, url: url(item) });
    for (const unit of theme.replies.slice(0, SENTENCES_PER_STORY)) {
      const line = replyLine(w, feed, 'THEME REPLY', unit.item, unit.reply, unit.sentences);
      if (line.text !== '') out.push(line);
    }
  }
  return out;
}

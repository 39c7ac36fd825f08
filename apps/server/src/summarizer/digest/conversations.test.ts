import { describe, expect, it } from 'vitest';
import { joinConversations } from '@/summarizer/digest/conversations';
import type { DigestReply } from '@/summarizer/digest/types';

const reply = (id: string, parentId: string): DigestReply => ({
  id,
  parentId,
  author: `u${id}`,
  text: id,
});
const unit = (r: DigestReply) => ({ kind: 'reply' as const, reply: r });

describe('themes of one thread that are one conversation', () => {
  // A flat-earth comment (f0) answered by "flat earth" replies and by "CGI" replies, which answer
  // each other; a Nazi theme elsewhere, in answers to the post itself.
  const f0 = reply('f0', 'post');
  const flat = [reply('f1', 'f0'), reply('f2', 'f0'), reply('f3', 'c2')];
  const cgi = [reply('c1', 'f0'), reply('c2', 'c1')];
  const nazi = [reply('n1', 'post'), reply('n2', 'post'), reply('n3', 'n1')];
  const all = [f0, ...flat, ...cgi, ...nazi];

  it('join where the smaller one is in exchanges with the bigger one, which comes first after', () => {
    const joined = joinConversations(
      [
        { key: 'nazi', members: nazi.map(unit) },
        { key: 'flat earth', members: flat.map(unit) },
        { key: 'cgi', members: cgi.map(unit) },
      ],
      all,
    );
    expect(joined.map((g) => [g.key, g.members.length])).toEqual([
      ['flat earth', 5],
      ['nazi', 3],
    ]);
  });

  it('do not join through answers to the post itself', () => {
    const joined = joinConversations(
      [
        { key: 'nazi', members: nazi.map(unit) },
        { key: 'moon', members: [reply('m1', 'post'), reply('m2', 'post')].map(unit) },
      ],
      all,
    );
    expect(joined.map((g) => g.key)).toEqual(['nazi', 'moon']);
  });
});

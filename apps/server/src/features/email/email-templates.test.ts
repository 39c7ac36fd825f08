import type { Pulse } from '@socialpulse/contract';
import { describe, expect, it } from 'vitest';
import { pulseEmail, withUnsubscribe } from '@/features/email/email-templates';

type Topic = Pulse['trending'][number];
type Highlight = Pulse['highlights'][number];

const source = (name: string, items: number) => ({
  platform: 'reddit' as const,
  name,
  url: `https://www.reddit.com/${name}`,
  items,
});

const topic = (sources: Topic['sources']): Topic => ({
  id: 't1',
  platform: 'reddit',
  platforms: ['reddit'],
  title: 'Starship flight 9',
  url: 'https://www.reddit.com/r/space/comments/1',
  engagement: 12045,
  velocity: 3,
  itemCount: 4,
  summary: 'Four posts on the launch.',
  sources,
});

const highlight = {
  id: 'h1',
  title: 'Booster caught again',
  summary: 'The second catch of the year.',
  source: { name: 'r/SpaceX', url: 'https://www.reddit.com/r/SpaceX' },
  url: 'https://www.reddit.com/r/SpaceX/comments/2',
} as Highlight;

const pulse = (trending: Topic[], highlights: Highlight[]) => ({ trending, highlights }) as Pulse;

describe('the Pulse email', () => {
  it('says what each trending topic is made of: posts, where, interactions', () => {
    const mail = pulseEmail(
      'a@example.com',
      pulse([topic([source('r/space', 3), source('r/SpaceX', 1)])], [highlight]),
    );
    expect(mail.text).toContain(
      '- Starship flight 9: 4 posts in r/space and r/SpaceX · 12,045 interactions\n  https://www.reddit.com/r/space/comments/1',
    );
    expect(mail.text).toContain(
      '- Booster caught again (r/SpaceX): The second catch of the year.\n  https://www.reddit.com/r/SpaceX/comments/2',
    );
    expect(mail.html).toContain('<a href="https://www.reddit.com/r/SpaceX/comments/2">');
  });

  it('names three sources at most and counts the rest', () => {
    const many = ['r/a', 'r/b', 'r/c', 'r/d', 'r/e'].map((n) => source(n, 1));
    expect(pulseEmail('a@example.com', pulse([topic(many)], [])).text).toContain(
      '4 posts in r/a, r/b, r/c, and 2 more sources · 12,045 interactions',
    );
  });

  it('an empty day says so instead of printing empty lists', () => {
    const mail = pulseEmail('a@example.com', pulse([], []));
    expect(mail.text).toContain('- No trending topics found');
    expect(mail.text).toContain('- No highlights available');
  });

  it('every notification ends with why it came and a one-click unsubscribe', () => {
    const url = 'https://pulse.example/api/email/unsubscribe?token=u.sig';
    const mail = withUnsubscribe(pulseEmail('a@example.com', pulse([], [])), url);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).toContain(`Unsubscribe: ${url}`);
    expect(mail.html).toContain(`<a href="${url}">Unsubscribe</a>`);
  });
});

import { describe, expect, it } from 'vitest';
import { SUMMARY_LANGUAGES } from '@socialpulse/contract';
import { buildDigest } from '@/summarizer/digest/digest';
import { fillerLines } from '@/summarizer/quality/filler';
import { listingPost, popularDay } from '@/summarizer/digest/digest-test-kit';
import type { DigestFeed, DigestItem } from '@/summarizer/digest/types';

const post = listingPost;

const ITEMS = [
  post('n1', 'space', 'A former NASA scientist explains the new Mars rover', 8000),
  post('n2', 'itookapicture', 'ITAP of the NASA launch from my balcony', 1500),
  post('a1', 'aww', 'Tiny kitten found under my porch this morning', 9000),
  post('a2', 'aww', 'My old dog learned to open the fridge', 7000),
  post('b1', 'DIY', 'Tiny cabin I built from pallets over the summer', 6000),
  post('b2', 'DIY', 'Replaced the kitchen sink myself and saved a fortune', 5000),
  post('d1', 'news', 'Prime minister resigns after a week of protests', 3000),
  post('f1', 'food', 'Homemade ramen after three failed attempts', 2000),
];

const popular = (language: DigestFeed['language']) => popularDay(ITEMS, language);

function leadOf(markdown: string): string {
  return markdown.split('\n\n').find((p) => !p.startsWith('#') && !p.startsWith('*')) ?? '';
}

describe('the lead of a listing of many communities', () => {
  it('says where the posts came from and names the biggest stories with their figures', () => {
    const lead = leadOf(buildDigest(popular('en')).result.markdown);
    expect(lead).toMatch(
      /^On November 20, r\/popular had 8 posts \(41\.5K upvotes, 96 comments\)\./u,
    );
    expect(lead).toContain(
      'They came from 6 communities; the busiest of them: **r/aww** (2 posts, 16K upvotes) and **r/DIY** (2 posts, 11K upvotes).',
    );
    expect(lead).toContain('grouped by community');
    // A story from two communities says which.
    const more = {
      ...popular('en'),
      items: [...ITEMS, post('n3', 'space', 'NASA picks a crew', 30000)],
    };
    expect(leadOf(buildDigest(more).result.markdown)).toContain(
      '**NASA** (r/space and r/itookapicture, 3 posts, 39.5K upvotes)',
    );
    // 2 to 4 sentences, none of them filler.
    const sentences = lead.split(/(?<=[.!?])\s+(?=[A-Z*])/u);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(4);
    expect(fillerLines(lead)).toEqual([]);
  });

  it.each(SUMMARY_LANGUAGES)('is written in %s with its counted nouns', (language) => {
    const lead = leadOf(buildDigest(popular(language)).result.markdown);
    const places: Record<string, string> = {
      en: 'from 6 communities',
      de: 'aus 6 Communitys',
      es: 'de 6 comunidades',
      fr: 'de 6 communautés',
      ru: 'из 6 сообществ',
    };
    expect(lead).toContain(places[language]);
    expect(lead).toContain('**r/aww**');
  });
});

describe('the lead of an X search or list', () => {
  const xFeed = (id: string, title: string, items: DigestItem[]): DigestFeed => ({
    id,
    platform: 'twitter',
    source: { id, title },
    period: { start: '2026-11-20T00:00:00Z', end: '2026-11-21T00:00:00Z' },
    tone: 'professional',
    language: 'en',
    items,
  });
  const tweet = (id: string, author: string, text: string, likes: number): DigestItem => ({
    id,
    url: `https://x.com/${author}/status/${id}`,
    author,
    text,
    publishedAt: '2026-11-20T10:00:00Z',
    engagement: { likes, shares: 3 },
    replies: [],
  });

  it('counts the authors who posted, not each account they reposted', () => {
    const items = [
      tweet('1', 'pie', 'RT @bbc: Water in Chennai has run out', 0),
      tweet('2', 'pie', 'RT @nasa: Apollo 11 fifty years on', 0),
      tweet('3', 'pie', 'RT @who: Measles cases are rising', 0),
      tweet('4', 'pie', 'RT @un: A report on heat waves', 0),
      tweet('5', 'ana', 'Sending my first tweet through Tweepy', 4),
      tweet('6', 'ben', 'Testing Tweepy from a script', 3),
      tweet('7', 'cai', 'Good night from Utrecht', 9),
      tweet('8', 'dee', 'Trying Tweepy for a bot', 2),
    ];
    const markdown = buildDigest(xFeed('search:library', 'Search: library', items)).result.markdown;
    expect(markdown).toContain('They came from 5 authors; the most engaged stories: **Tweepy**');
  });

  it('tells an X list by account without calling the accounts communities', () => {
    const items = [
      tweet('1', 'MomentsBrasil', 'Que jogo! O Brasil venceu o Irã no tie-break.', 90),
      tweet('2', 'MomentsBrasil', 'A timeline já foi invadida pelos memes de hoje.', 150),
      tweet('3', 'TwitterMoments', 'LeBron James hands the number 23 to a new teammate.', 21),
      tweet('4', 'TwitterMoments', 'An overheard conversation sparked a talk about parenting.', 11),
      tweet(
        '5',
        'TwitterGov',
        'The latest on the storm from the city and the weather service.',
        26,
      ),
      tweet('6', 'ArtHouse', 'Day two of the creators conference in the art house.', 5),
      tweet('7', 'TwitterJP', 'スレッド内の会話を広げるテストを行っています。', 4),
      tweet('8', 'MomentsES', 'Anuncia su decisión de separarse del cargo en Jalisco.', 4),
    ];
    const markdown = buildDigest(xFeed('list:1', 'Official accounts (list by @Twitter)', items))
      .result.markdown;
    expect(markdown).toContain('### @MomentsBrasil');
    expect(markdown).not.toContain('communit');
    expect(markdown).not.toContain('share no name');
  });

  it('heads a list partly in other languages with its hashtags, and quotes no bare handle', () => {
    const items = [
      tweet('1', 'MomentsBrasil', 'Se a invasão à #Área51 vai mesmo acontecer, não se sabe.', 156),
      tweet(
        '2',
        'MomentsBrasil',
        'Que jogo! O Brasil venceu o Irã no tie-break. #VolleyNations',
        90,
      ),
      tweet(
        '3',
        'TwitterGov',
        'If you are wanting the latest on #Barry, here are some follows. 📲 @nolaready',
        26,
      ),
      tweet('4', 'TwitterJP', 'スレッド内の会話を広げるテストを行っています。', 4),
      tweet('5', 'MomentsES', 'Anuncia su decisión de separarse del cargo en Jalisco. #Twi…', 4),
    ];
    const markdown = buildDigest(xFeed('list:1', 'Official accounts (list by @Twitter)', items))
      .result.markdown;
    expect(markdown.split('\n')[0]).toBe(
      '## Official accounts (list by @Twitter): #Área51, #VolleyNations, and #Barry',
    );
    expect(markdown).not.toContain('@nolaready”');
  });
});

describe('the lead of a listing whose most commented post is not its most approved', () => {
  const debate = {
    ...post('s1', 'politics', 'Bernie Sanders on the Late Show', 4382),
    engagement: { score: 4382, comments: 6752 },
  };

  it('names the most discussed post with its comments, in the case the language needs', () => {
    const feed = { ...popular('en'), items: [...ITEMS, debate] };
    expect(leadOf(buildDigest(feed).result.markdown)).toContain(
      'The most discussed was [Bernie Sanders on the Late Show](https://www.reddit.com/r/politics/comments/s1/) (r/politics, 4.4K upvotes), with 6.8K comments.',
    );
    expect(leadOf(buildDigest({ ...feed, language: 'de' }).result.markdown)).toContain(
      '(r/politics, 4,4K Upvotes), mit 6,8K Kommentaren.',
    );
  });

  it('says nothing more when the most approved post is also the most discussed', () => {
    const lead = leadOf(buildDigest(popular('en')).result.markdown);
    expect(lead).not.toContain('most discussed');
  });
});

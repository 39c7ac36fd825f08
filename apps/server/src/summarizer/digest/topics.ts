/**
 * Topics a reader groups a busy listing by ("Film and TV", "Animals") when its posts share no
 * name or phrase: a post about Ennio Morricone's Oscar and one about Michael Keaton's career are
 * both film news, though no word links them. Names and phrases make themes first (themes.ts); the
 * posts left are sorted into these topics by the words of their titles and, in a listing of many
 * communities, by the community they were posted in. English titles only: the word lists are
 * English, and a wrong topic is worse than none.
 */
import { byEngagement } from '@/summarizer/digest/numbers';
import { approval, themeUnits, type Theme } from '@/summarizer/digest/themes';
import { cleanLine, cleanText } from '@/summarizer/digest/text';
import type { DigestItem, DigestPlatform } from '@/summarizer/digest/types';
import { STOPWORDS } from '@/summarizer/text/stopwords';

export const TOPICS = [
  'screen',
  'music',
  'games',
  'politics',
  'crime',
  'science',
  'animals',
  'food',
  'sports',
  'tech',
  'school',
  'family',
  'health',
  'money',
  'history',
  'art',
  'news',
  'humor',
] as const;
export type Topic = (typeof TOPICS)[number];

interface Seeds {
  /** Words of a title that place a post in the topic (matched by stem). */
  words: string;
  /** Communities whose posts are in the topic whatever their title says. */
  communities: string;
  /** Pieces of a community's name that say its topic ("SupermodelCats", "formuladank"). */
  parts?: string;
}

// Words that are topical in one sense only: "game" (a game cam, a game of chess) and "show"
// are left out on purpose.
const SEEDS: Readonly<Record<Topic, Seeds>> = {
  screen: {
    words:
      'movie film cinema actor actress oscar hollywood television sitcom episode netflix trailer documentary anime cartoon director screenplay',
    communities:
      'movies television anime netflix marvelstudios seinfeld theoffice freefolk gameofthrones',
    parts: 'movie film anime marvel starwars',
  },
  music: {
    words:
      'music song album band singer rapper concert guitar lyrics musician spotify playlist composer orchestra',
    communities: 'music hiphopheads listentothis spotify',
    parts: 'music',
  },
  games: {
    words:
      'gaming gamer videogame xbox playstation nintendo console minecraft pokemon fortnite steam',
    communities:
      'gaming games pcgaming nintendoswitch ps5 xbox overwatch eldenring genshin_impact gtaonline steam marvelrivals starfield silksong minecraft leagueoflegends fortnitebr destinythegame apexlegends valorant skyrim witcher animalcrossing',
    parts: 'gaming gamer games nintendo playstation xbox pokemon',
  },
  politics: {
    words:
      'trump president election senate congress voter voting republican democrat government politician sanders clinton obama biden maga parliament minister',
    communities: 'politics politicalhumor conservative',
    parts: 'politic',
  },
  crime: {
    words:
      'police cop court judge lawsuit arrested murder prison jail crime criminal custody sued trial',
    communities: 'publicfreakout',
  },
  science: {
    words:
      'nasa space galaxy planet mars rocket science scientist research researcher physics astronaut telescope antimatter cern asteroid',
    communities: 'space science askscience physics interestingasfuck',
    parts: 'science space',
  },
  animals: {
    words: 'cat kitten kitty dog puppy pup bird fox animal pet horse wildlife bear owl duck',
    communities: 'aww animalsbeingderps cats dogs rarepuppers eyebleach natureisfuckinglit',
    parts: 'cats dogs aww animalsbeing puppies birb',
  },
  food: {
    words: 'food cook cooking recipe pizza bacon restaurant meal cheese coffee beer burger',
    communities: 'food cooking foodporn',
    parts: 'food cooking',
  },
  sports: {
    words:
      'nba nfl football soccer basketball baseball hockey tennis olympics coach league quarterback',
    communities: 'sports nba nfl soccer hockey baseball mma formula1 formuladank boxing nba nfl',
    parts: 'formula soccer football',
  },
  tech: {
    words:
      'computer software iphone android apple google microsoft internet programmer coding laptop gpu cpu noctua',
    communities: 'technology programming programmerhumor pcmasterrace apple android',
    parts: 'programming linux',
  },
  school: {
    words: 'school college university student teacher teen teenage childhood classroom homework',
    communities: 'teenagers college',
  },
  family: {
    words:
      'girlfriend boyfriend wife husband dating marriage married divorce cheated parent mom dad family baby wedding',
    communities: 'relationships relationship_advice',
  },
  health: {
    words:
      'doctor hospital surgery depression anxiety health cancer disease medical mental therapy vaccine anaesthetic',
    communities: 'health',
  },
  money: {
    words: 'job boss salary money rent price tax economy paycheck wage',
    communities: 'personalfinance antiwork',
  },
  history: {
    words: 'history historical war soldier ancient medieval wwii nazi empire',
    communities: 'history historymemes historyporn',
    parts: 'history',
  },
  art: {
    words: 'art painting drawing artist sculpture comic illustration',
    communities: 'art comics drawing',
    parts: 'comics',
  },
  news: {
    words: '',
    communities: 'news worldnews usnews whennews newsstarworld upliftingnews nottheonion',
    parts: 'news',
  },
  humor: {
    words: 'meme joke',
    communities: 'funny memes dankmemes me_irl meirl peterexplainsthejoke wholesomememes',
    parts: 'meme funny humor joke dank cringe',
  },
};

function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}-]*/gu) ?? []).filter(
    (w) => !STOPWORDS.has(w),
  );
}

const WORD_TOPICS = new Map<string, Topic>();
const COMMUNITY_TOPICS = new Map<string, Topic>();
const COMMUNITY_PARTS: [string, Topic][] = [];
for (const topic of TOPICS) {
  for (const word of wordsOf(SEEDS[topic].words)) WORD_TOPICS.set(word, topic);
  for (const name of SEEDS[topic].communities.split(' ').filter((c) => c !== ''))
    COMMUNITY_TOPICS.set(name.toLowerCase(), topic);
  for (const part of (SEEDS[topic].parts ?? '').split(' ').filter((c) => c !== ''))
    COMMUNITY_PARTS.push([part, topic]);
}

function communityTopic(community: string): Topic | undefined {
  const name = community.replace(/^r\//u, '').toLowerCase();
  return COMMUNITY_TOPICS.get(name) ?? COMMUNITY_PARTS.find(([part]) => name.includes(part))?.[1];
}

/**
 * Seed words that are part of a name ("Fox News", "Animal Crossing") say nothing of the topic:
 * a capitalised word beside another one, in a title that is not written all in capitals.
 */
function inName(words: readonly string[], i: number): boolean {
  const capital = (w: string | undefined): boolean =>
    w !== undefined && /^\p{Lu}\p{Ll}/u.test(w) && !STOPWORDS.has(w.toLowerCase());
  const content = words.filter((w) => !STOPWORDS.has(w.toLowerCase()));
  const titleCase = content.filter((w) => /^\p{Lu}/u.test(w)).length >= 0.8 * content.length;
  return !titleCase && capital(words[i]) && (capital(words[i - 1]) || capital(words[i + 1]));
}

/** A community counts as much as two words of a title: it is where the author chose to post. */
const COMMUNITY_WEIGHT = 2;
/** Words of an untitled post read for its topic: its opening. */
const OPENING_WORDS = 30;

/** The topic a post is about, or undefined when its words point nowhere or two ways equally. */
export function topicOf(item: DigestItem, community: string | undefined): Topic | undefined {
  const title = item.title !== undefined ? cleanLine(item.title) : '';
  const words =
    title !== '' ? title : cleanText(item.text).split(/\s+/u).slice(0, OPENING_WORDS).join(' ');
  const votes = new Map<Topic, number>();
  const written = words.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
  for (const [i, raw] of written.entries()) {
    const word = raw.toLowerCase().replace(/['’]s$/u, '');
    if (STOPWORDS.has(word) || inName(written, i)) continue;
    // Whole words, not stems: a stemmer makes "gaming" of a game cam and "art" of "artery".
    const topic =
      WORD_TOPICS.get(word) ??
      WORD_TOPICS.get(word.replace(/ies$/u, 'y')) ??
      // "movies" is "movie" + s, "matches" is "match" + es: try the shorter ending first.
      WORD_TOPICS.get(word.replace(/s$/u, '')) ??
      WORD_TOPICS.get(word.replace(/es$/u, ''));
    if (topic !== undefined) votes.set(topic, (votes.get(topic) ?? 0) + 1);
  }
  const home = community !== undefined ? communityTopic(community) : undefined;
  if (home !== undefined) votes.set(home, (votes.get(home) ?? 0) + COMMUNITY_WEIGHT);
  const ranked = [...votes.entries()].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (first === undefined || (second !== undefined && second[1] === first[1])) return undefined;
  return first[0];
}

/** A topic is a section with this many posts; fewer are told in the closing list. */
const MIN_TOPIC_POSTS = 3;
/** Share of the listing's posts, by approval, that count as noticed (as for other themes). */
const NOTICED_SHARE = 0.25;

export interface TopicGroups {
  /** Every topic of the posts no other theme took, largest first by approval. */
  themes: Theme[];
  /**
   * Keys of the topics that make a section on their own: three posts, one of them among the
   * listing's most approved quarter. The others are sections only if a name's theme joins them.
   */
  standAlone: Set<string>;
}

export function topicThemes(
  platform: DigestPlatform,
  items: readonly DigestItem[],
  where: ReadonlyMap<string, string>,
  taken: ReadonlySet<string>,
  labels: Readonly<Record<Topic, string>>,
): TopicGroups {
  const ranked = byEngagement(platform, items);
  const noticed = new Set(
    ranked.slice(0, Math.max(1, Math.ceil(NOTICED_SHARE * ranked.length))).map((i) => i.id),
  );
  const byTopic = new Map<Topic, DigestItem[]>();
  for (const item of ranked) {
    if (taken.has(item.id)) continue;
    const topic = topicOf(item, where.get(item.id));
    if (topic === undefined) continue;
    byTopic.set(topic, [...(byTopic.get(topic) ?? []), item]);
  }
  const themes: Theme[] = [];
  const standAlone = new Set<string>();
  for (const [topic, list] of byTopic) {
    if (list.length >= MIN_TOPIC_POSTS && list.some((i) => noticed.has(i.id)))
      standAlone.add(`topic:${topic}`);
    const units = themeUnits(platform, list, 'en');
    const replies = units
      .filter((u) => u.kind === 'reply')
      .sort((a, b) => b.engagement - a.engagement);
    themes.push({
      label: labels[topic],
      key: `topic:${topic}`,
      items: list,
      replies,
      units: [...units.filter((u) => u.kind === 'item'), ...replies],
      engagement: list.reduce((s, i) => s + approval(platform, i), 0),
    });
  }
  return { themes: themes.sort((a, b) => b.engagement - a.engagement), standAlone };
}

/** Share of a theme's posts that must be about one topic for the theme to join it. */
const JOIN_SHARE = 2 / 3;

/**
 * A name or phrase theme whose posts are mostly about a topic joins the topic's section, which
 * says how many of its posts were on the name ("14 posts, 9 of them on Oscar"): one section on
 * film, not two, and no film post filed under a name it does not mention.
 */
export function joinTopics(
  platform: DigestPlatform,
  named: readonly Theme[],
  topics: readonly Theme[],
  where: ReadonlyMap<string, string>,
): Theme[] {
  const out = [...topics];
  const rest: Theme[] = [];
  for (const theme of named) {
    const votes = new Map<string, number>();
    for (const item of theme.items) {
      const topic = topicOf(item, where.get(item.id));
      if (topic !== undefined) votes.set(`topic:${topic}`, (votes.get(`topic:${topic}`) ?? 0) + 1);
    }
    const [key, n] = [...votes.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    const at = out.findIndex((t) => t.key === key);
    if (
      theme.community !== undefined ||
      theme.items.length < 2 ||
      theme.replies.length > theme.items.length ||
      n < JOIN_SHARE * theme.items.length ||
      at < 0
    ) {
      rest.push(theme);
      continue;
    }
    const topic = out[at]!;
    const items = byEngagement(platform, [...theme.items, ...topic.items]);
    const posts = [...theme.units, ...topic.units].filter((u) => u.kind === 'item');
    const replies = [...theme.replies, ...topic.replies].sort(
      (a, b) => b.engagement - a.engagement,
    );
    out[at] = {
      label: topic.label,
      name: theme.label,
      named: theme.items.length,
      key: topic.key,
      items,
      replies,
      units: [...posts.sort((a, b) => b.engagement - a.engagement), ...replies],
      engagement: theme.engagement + topic.engagement,
    };
  }
  return [...rest, ...out];
}

import { describe, expect, it } from 'vitest';
import { digest } from '@/summarizer/digest/digest';
import { countsConsistent, hasRawEntities, topCoverage } from '@/summarizer/digest/measures';
import { telegramChat, youtubeVideo } from '@/summarizer/digest/test-feeds';
import { chaptersOf, clock, spokenText } from '@/summarizer/digest/video';

describe('digest of a group chat', () => {
  const feed = telegramChat('professional');
  const { markdown, stats } = digest(feed);

  it('says who took part and who spoke most, with counts that match the statistics', () => {
    expect(stats.items).toBe(10);
    expect(markdown).toMatch(
      /^10 messages from 4 people on November 19\. Most active: \*\*Anna\*\* \(3\)/mu,
    );
    expect(countsConsistent(feed, markdown)).toBe(true);
  });

  it('tells who said what by name, linked to each message', () => {
    expect(markdown).toContain('### Who said what');
    expect(markdown).toMatch(/> \[\*\*\w+\*\*\]\(https:\/\/t\.me\/c\/1169914330\/\d+\): /u);
  });

  it('lists the questions asked and the decisions reached', () => {
    expect(markdown).toContain('### Decisions and plans');
    expect(markdown).toMatch(/Hauptbahnhof at 5:30|booked two rooms/u);
  });

  it('brings along the turn a "But…" answers', () => {
    const lines = markdown.split('\n');
    const but = lines.findIndex((l) => l.includes('But the cable car is closed'));
    if (but >= 0 && lines[but]!.startsWith('>'))
      expect(lines.slice(0, but).join('\n')).toContain('Weather looks good');
  });

  it('shows the most reacted messages with their numbers, entities decoded', () => {
    expect(topCoverage(feed, markdown)).toBe(1);
    expect(markdown).toContain('9 reactions');
    expect(hasRawEntities(markdown)).toBe(false);
  });
});

describe('a chat message without text', () => {
  it('is said to be a photo, sticker or file, never an empty quote', () => {
    const feed = telegramChat('engaging');
    const photo = { ...feed.items[0]!, id: 'photo', text: '', engagement: { likes: 40 } };
    const md = digest({ ...feed, items: [...feed.items, photo] }).markdown;
    expect(md).not.toMatch(/“\s*”/u);
    expect(md).toContain('*a message without text (a photo, sticker or file)*');
  });
});

describe('digest of a single YouTube video', () => {
  const feed = youtubeVideo();
  const { markdown } = digest(feed);

  it('is written from the transcript in the description’s chapters, each linked to its moment', () => {
    expect(markdown).toContain('**What is said in the video**');
    for (const [time, seconds] of [
      ['0:00', 0],
      ['1:30', 90],
      ['4:00', 240],
      ['7:00', 420],
    ] as const) {
      expect(markdown).toContain(`### ${time} · `);
      expect(markdown).toContain(`(https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=${seconds}s)`);
    }
    expect(markdown).toContain('Wiring the sensor');
    expect(markdown).toMatch(/> .*(?:BME280|3\.3 volts)/u);
  });

  it('leads with the video and its numbers, then what viewers said', () => {
    expect(markdown).toMatch(
      /\[Build a tiny weather station with an ESP32\]\(https:\/\/www\.youtube\.com\/watch\?v=dQw4w9WgXcQ\) · 182K views · 9.4K likes/u,
    );
    expect(markdown).toContain('### What viewers said');
    expect(markdown).toContain('**Tom**');
  });

  it('cuts even sections when the description has no chapters', () => {
    const plain = { ...feed, items: [{ ...feed.items[0]!, text: 'No chapters here.' }] };
    const md = digest(plain).markdown;
    expect(md).toContain('&t=0s');
    // Stretches without chapter names are timestamped lines, each said once (never "“X”: X").
    const stretches = md.split('\n').filter((l) => /^- \[\d+:\d\d\]\(/u.test(l));
    expect(stretches.length).toBeGreaterThanOrEqual(2);
    for (const line of stretches) expect(line).not.toMatch(/^- \[[^\]]*\]\([^)]*\) \*\*/u);
  });

  it('reads chapters only when they start at 0:00 and run in order', () => {
    expect(chaptersOf('0:00 Intro\n2:10 Setup\n1:05:00 Outro')).toEqual([
      { start: 0, title: 'Intro' },
      { start: 130, title: 'Setup' },
      { start: 3900, title: 'Outro' },
    ]);
    expect(chaptersOf('1:00 Late start\n2:00 Next')).toEqual([]);
    expect(clock(3725)).toBe('1:02:05');
  });

  it('opens with what the video covers: its author, length and chapters', () => {
    expect(markdown).toContain(
      '**Maker Lab** packs 4 parts into 7 minutes: Intro, Wiring the sensor, Firmware, and Home Assistant and battery life.',
    );
    const creative = digest(youtubeVideo('creative')).markdown;
    expect(creative).toContain(
      'In 7 minutes, **Maker Lab** tells it in 4 parts, from Intro to Home Assistant and battery life.',
    );
  });

  it('is a compact outline in the professional tone: one linked line per chapter', () => {
    const md = digest(youtubeVideo('professional')).markdown;
    expect(md).not.toMatch(/^### .*Wiring/mu);
    expect(md).toMatch(
      /^- \[1:30\]\(https:\/\/www\.youtube\.com\/watch\?v=dQw4w9WgXcQ&t=90s\) \*\*Wiring the sensor\*\*: .+$/mu,
    );
    expect(md).not.toMatch(/🎬|▶️/u);
  });

  it('writes the lead in the chosen language around the quoted names', () => {
    const md = digest({ ...youtubeVideo('professional'), language: 'de' }).markdown;
    expect(md).toContain('**Maker Lab** behandelt 4 Teile in 7 Minuten: Intro, Wiring the sensor');
  });

  it('groups auto-generated captions without punctuation into phrases, words unchanged', () => {
    const cues = [
      'so today we are going to look at',
      '[Music]',
      'how the sensor talks to the board',
      'over i2c and why the pull-up',
      'resistors matter more than you think',
      '>> right and the second thing is',
      'the power rail which has to stay at',
      'three point three volts',
    ].map((text, k) => ({ start: k * 3, text }));
    const text = spokenText(cues);
    expect(text).not.toMatch(/\[Music\]|>>/u);
    expect(text.startsWith('So today we are going to look at how the sensor talks')).toBe(true);
    const phrases = text.split(/(?<=\.) /u);
    expect(phrases.length).toBeGreaterThanOrEqual(2);
    for (const phrase of phrases) expect(phrase).toMatch(/\.$/u);
    const feed = youtubeVideo('engaging');
    const auto = { ...feed, transcript: cues.map((c) => ({ ...c, start: c.start * 20 })) };
    expect(digest(auto).markdown).toMatch(/^> [A-Z][^>]+\.$/mu);
  });

  it('keeps punctuated captions as they are', () => {
    const cues = [
      { start: 0, text: 'Hello again.' },
      { start: 2, text: 'Today: sensors!' },
    ];
    expect(spokenText(cues)).toBe('Hello again. Today: sensors!');
  });

  it('is headed by the video’s title, shortened, with no closing line', () => {
    const long = {
      ...youtubeVideo('engaging'),
      source: {
        id: 'v',
        title:
          'Lumen clarifies: the new licence allows hosting for family and friends, not just yourself',
      },
    };
    const md = digest(long).markdown;
    expect(md.split('\n')[0]).toBe(
      '## Lumen clarifies: the new licence allows hosting for family…',
    );
    expect(md).not.toContain('pulse of');
    expect(md).not.toMatch(/Worth a watch|🍿/u);
    expect(digest({ ...long, tone: 'professional' }).markdown.split('\n')[0]).toBe(
      '## Lumen clarifies: the new licence allows hosting for family…',
    );
  });
});

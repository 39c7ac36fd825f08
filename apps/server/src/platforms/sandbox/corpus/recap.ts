import type { ActiveBeat } from '@/platforms/sandbox/corpus/schedule';
import { replyText, type Chapter, type VideoPlan } from '@/platforms/sandbox/corpus/subject';

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/**
 * A news-recap video on the day of a storyline beat, the format of daily news channels: the story so
 * far (earlier beats), today's development (the beat's own words), what people are saying (its
 * replies, read out), and a sign-off. Everything said comes from the hand-written storyline.
 */
export function recapVideo(active: ActiveBeat): VideoPlan {
  const { beat, storyline, index } = active;
  const earlier = storyline.beats.slice(0, index);
  const chapters: Chapter[] = [
    {
      name: 'Intro',
      lines: [`Today: ${beat.title}.`],
    },
  ];
  if (earlier.length > 0)
    chapters.push({
      name: 'The story so far',
      lines: earlier.flatMap((b) => [`${b.title}.`, ...sentences(b.body).slice(0, 1)]),
    });
  chapters.push({ name: 'What happened', lines: sentences(beat.body) });
  chapters.push({
    name: 'What people are saying',
    lines: beat.replies.slice(0, 6).map((r) => replyText(r).replace(/^↳ /, '')),
  });
  chapters.push({
    name: 'Wrap-up',
    lines: [
      'That is where things stand today. I will keep following this one.',
      'Let me know what you think in the comments. See you tomorrow.',
    ],
  });
  return { title: beat.title, summary: beat.body, chapters };
}

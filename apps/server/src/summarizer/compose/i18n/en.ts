import type { LanguagePack } from './types';

export const EN: LanguagePack = {
  voices: {
    professional: {
      heading: 'Summary',
      headingWithSource: 'Summary: {source}',
      opener: 'This summary covers {items} in {topics}.',
      topicHeading: '{label}',
      transitions: [],
      point: '- {text} ([{link}]({url}))',
      link: 'source',
      closer: 'Key themes: {keywords}.',
      more: 'Other points',
    },
    engaging: {
      heading: "✨ What's buzzing",
      headingWithSource: "✨ What's buzzing in {source}",
      opener: "Here's the scoop: {items} and {topics} you'll want to know about! 👇",
      topicHeading: '🔥 {label}',
      transitions: ['Also making waves:', "And there's more:", "Don't miss this one:"],
      point: '- 👉 {text} → [{link}]({url})',
      link: 'see post',
      closer: "That's the roundup — stay curious! 🚀",
      more: '⚡ Quick hits',
    },
    creative: {
      heading: '🎨 The story so far',
      headingWithSource: '🎨 Tales from {source}',
      opener: 'Once upon a feed, {items} wove {topics} into one tale…',
      topicHeading: 'Chapter {n}: {label}',
      transitions: ['Meanwhile…', 'And then…', 'Elsewhere in the story…'],
      point: '> {text} — *[{link}]({url})*\n',
      link: 'origin',
      closer: 'And so the story goes on, to be continued… 🌙',
      more: 'Epilogue',
    },
  },
  nouns: {
    post: { one: 'post', other: 'posts' },
    message: { one: 'message', other: 'messages' },
    topic: { one: 'topic', other: 'topics' },
  },
  noContentTitle: 'Nothing to summarize',
  noContent: 'No content was found to summarize in this period.',
};

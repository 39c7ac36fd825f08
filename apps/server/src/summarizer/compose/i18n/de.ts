import type { LanguagePack } from './types';

export const DE: LanguagePack = {
  voices: {
    professional: {
      heading: 'Zusammenfassung',
      headingWithSource: 'Zusammenfassung: {source}',
      opener: 'Diese Zusammenfassung umfasst {items} in {topics}.',
      topicHeading: '{label}',
      transitions: [],
      point: '- {text} ([{link}]({url}))',
      link: 'Quelle',
      closer: 'Zentrale Themen: {keywords}.',
      more: 'Weitere Punkte',
    },
    engaging: {
      heading: '✨ Was gerade angesagt ist',
      headingWithSource: '✨ Was in {source} angesagt ist',
      opener: 'Hier kommt das Wichtigste: {items} und {topics}, die du kennen solltest! 👇',
      topicHeading: '🔥 {label}',
      transitions: ['Ebenfalls heiß diskutiert:', 'Und es gibt noch mehr:', 'Nicht verpassen:'],
      point: '- 👉 {text} → [{link}]({url})',
      link: 'zum Beitrag',
      closer: 'Das war’s für heute – bleib neugierig! 🚀',
      more: '⚡ Kurz notiert',
    },
    creative: {
      heading: '🎨 Die Geschichte bisher',
      headingWithSource: '🎨 Geschichten aus {source}',
      opener: 'Es war einmal ein Feed: {items} verwoben sich zu {topics}…',
      topicHeading: 'Kapitel {n}: {label}',
      transitions: ['Unterdessen…', 'Und dann…', 'An anderer Stelle der Geschichte…'],
      point: '> {text} — *[{link}]({url})*\n',
      link: 'Ursprung',
      closer: 'Und so geht die Geschichte weiter… 🌙',
      more: 'Epilog',
    },
  },
  nouns: {
    post: { one: 'Beitrag', other: 'Beiträge' },
    message: { one: 'Nachricht', other: 'Nachrichten' },
    topic: { one: 'Thema', other: 'Themen' },
  },
  noContentTitle: 'Nichts zusammenzufassen',
  noContent: 'In diesem Zeitraum wurden keine Inhalte zum Zusammenfassen gefunden.',
};

import type { LanguagePack } from './types';

export const FR: LanguagePack = {
  voices: {
    professional: {
      heading: 'Résumé',
      headingWithSource: 'Résumé : {source}',
      opener: 'Ce résumé couvre {items} en {topics}.',
      topicHeading: '{label}',
      transitions: [],
      point: '- {text} ([{link}]({url}))',
      link: 'source',
      closer: 'Thèmes clés : {keywords}.',
      more: 'Autres points',
    },
    engaging: {
      heading: '✨ Ce qui fait le buzz',
      headingWithSource: '✨ Ce qui fait le buzz sur {source}',
      opener: 'Voici l’essentiel : {items} et {topics} à ne pas manquer ! 👇',
      topicHeading: '🔥 {label}',
      transitions: ['Ça fait aussi parler :', 'Et ce n’est pas tout :', 'À ne pas rater :'],
      point: '- 👉 {text} → [{link}]({url})',
      link: 'voir le post',
      closer: 'C’est tout pour aujourd’hui, restez curieux ! 🚀',
      more: '⚡ En bref',
    },
    creative: {
      heading: '🎨 L’histoire jusqu’ici',
      headingWithSource: '🎨 Récits de {source}',
      opener: 'Il était une fois un fil où {items} tissèrent {topics}…',
      topicHeading: 'Chapitre {n} : {label}',
      transitions: ['Pendant ce temps…', 'Et puis…', 'Ailleurs dans l’histoire…'],
      point: '> {text} — *[{link}]({url})*\n',
      link: 'origine',
      closer: 'Et l’histoire continue… 🌙',
      more: 'Épilogue',
    },
  },
  nouns: {
    post: { one: 'publication', other: 'publications' },
    message: { one: 'message', other: 'messages' },
    topic: { one: 'thème', other: 'thèmes' },
  },
  noContentTitle: 'Rien à résumer',
  noContent: 'Aucun contenu à résumer n’a été trouvé pour cette période.',
};

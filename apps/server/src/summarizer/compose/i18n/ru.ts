import type { LanguagePack } from './types';

// Counted nouns stay in the nominative counting form ("5 сообщений"), so templates avoid cases.
export const RU: LanguagePack = {
  voices: {
    professional: {
      heading: 'Сводка',
      headingWithSource: 'Сводка: {source}',
      opener: 'Сводка охватывает {items} и {topics}.',
      topicHeading: '{label}',
      transitions: [],
      point: '- {text} ([{link}]({url}))',
      link: 'источник',
      closer: 'Ключевые темы: {keywords}.',
      more: 'Другие пункты',
    },
    engaging: {
      heading: '✨ Что обсуждают',
      headingWithSource: '✨ Что обсуждают: {source}',
      opener: 'Коротко о главном: {items} и {topics}, которые стоит знать! 👇',
      topicHeading: '🔥 {label}',
      transitions: ['Тоже на слуху:', 'И это ещё не всё:', 'Не пропустите:'],
      point: '- 👉 {text} → [{link}]({url})',
      link: 'к посту',
      closer: 'На этом всё — оставайтесь с нами! 🚀',
      more: '⚡ Коротко',
    },
    creative: {
      heading: '🎨 История на сегодня',
      headingWithSource: '🎨 Истории: {source}',
      opener: 'Жила-была лента: {items}, {topics} — и одна история…',
      topicHeading: 'Глава {n}: {label}',
      transitions: ['Тем временем…', 'А потом…', 'В другой части истории…'],
      point: '> {text} — *[{link}]({url})*\n',
      link: 'первоисточник',
      closer: 'И история продолжается… 🌙',
      more: 'Эпилог',
    },
  },
  nouns: {
    post: { one: 'пост', few: 'поста', many: 'постов', other: 'поста' },
    message: { one: 'сообщение', few: 'сообщения', many: 'сообщений', other: 'сообщения' },
    topic: { one: 'тема', few: 'темы', many: 'тем', other: 'темы' },
  },
  noContentTitle: 'Нечего суммировать',
  noContent: 'За этот период не найдено контента для сводки.',
};

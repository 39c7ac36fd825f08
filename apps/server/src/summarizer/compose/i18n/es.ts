import type { LanguagePack } from './types';

export const ES: LanguagePack = {
  voices: {
    professional: {
      heading: 'Resumen',
      headingWithSource: 'Resumen: {source}',
      opener: 'Este resumen abarca {items} en {topics}.',
      topicHeading: '{label}',
      transitions: [],
      point: '- {text} ([{link}]({url}))',
      link: 'fuente',
      closer: 'Temas clave: {keywords}.',
      more: 'Otros puntos',
    },
    engaging: {
      heading: '✨ Lo más comentado',
      headingWithSource: '✨ Lo más comentado en {source}',
      opener: '¡Aquí tienes lo esencial: {items} y {topics} que no te puedes perder! 👇',
      topicHeading: '🔥 {label}',
      transitions: ['También da que hablar:', 'Y hay más:', 'No te pierdas esto:'],
      point: '- 👉 {text} → [{link}]({url})',
      link: 'ver publicación',
      closer: '¡Eso es todo por ahora, sigue atento! 🚀',
      more: '⚡ En breve',
    },
    creative: {
      heading: '🎨 La historia hasta ahora',
      headingWithSource: '🎨 Relatos de {source}',
      opener: 'Érase una vez un feed donde {items} tejieron {topics} en un solo relato…',
      topicHeading: 'Capítulo {n}: {label}',
      transitions: ['Mientras tanto…', 'Y entonces…', 'En otro rincón de la historia…'],
      point: '> {text} — *[{link}]({url})*\n',
      link: 'origen',
      closer: 'Y así la historia continúa… 🌙',
      more: 'Epílogo',
    },
  },
  nouns: {
    post: { one: 'publicación', other: 'publicaciones' },
    message: { one: 'mensaje', other: 'mensajes' },
    topic: { one: 'tema', other: 'temas' },
  },
  noContentTitle: 'Nada que resumir',
  noContent: 'No se encontró contenido para resumir en este período.',
};

import 'i18next';
import type { en } from '@/lib/locales/en';

// Typed keys: a missing or misspelt key is a compile error, not a silent English fallback.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

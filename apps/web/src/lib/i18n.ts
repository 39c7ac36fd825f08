import i18next from 'i18next';
import type { UiLanguage } from '@socialpulse/contract';
import { initReactI18next } from 'react-i18next';
import { en, type LocaleShape } from '@/lib/locales/en';

/**
 * English ships in the entry chunk; the other locales are fetched when chosen, which keeps the
 * first screen small (see scripts/report-size.mjs).
 */
const loaders: Record<UiLanguage, () => Promise<LocaleShape>> = {
  en: () => Promise.resolve(en),
  es: () => import('@/lib/locales/es').then((m) => m.es),
  de: () => import('@/lib/locales/de').then((m) => m.de),
  fr: () => import('@/lib/locales/fr').then((m) => m.fr),
  ru: () => import('@/lib/locales/ru').then((m) => m.ru),
};

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: Object.keys(loaders),
  interpolation: { escapeValue: false }, // React escapes already.
  returnNull: false,
  initAsync: false,
});

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && Object.hasOwn(loaders, value);
}

export async function loadLocale(language: UiLanguage): Promise<LocaleShape> {
  return loaders[language]();
}

let latestRequest = 0;

/** Switches the whole UI; when switches overlap (fast clicks), the last one wins. */
export async function changeUiLanguage(language: UiLanguage): Promise<void> {
  const request = ++latestRequest;
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await loadLocale(language));
  }
  if (request !== latestRequest) return;
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  // Said outright rather than left to the stylesheet: the toaster reads the page's direction on
  // every render, and without the attribute it asked for the root's computed style, a style
  // recalculation in the middle of the first render (docs/perf.md).
  document.documentElement.dir = i18n.dir(language);
}

import { AUTH_MESSAGES, SETTINGS_MESSAGES, UI_LANGUAGES } from '@socialpulse/contract';
import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES } from '@/lib/api-error';
import { changeUiLanguage, i18n, loadLocale } from '@/lib/i18n';
import { en } from '@/lib/locales/en';
import { messageKeyOf, translateMessage } from '@/lib/messages';

/** Every leaf key of a locale, as "section.key" paths. */
function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
  );
}

function valueAt(tree: object, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree);
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+)\}\}/gu)].map((m) => m[1]).sort();

describe('locales', () => {
  const englishKeys = keysOf(en).sort();

  it.each(UI_LANGUAGES.filter((l) => l !== 'en'))(
    '%s has exactly the English keys',
    async (language) => {
      const locale = await loadLocale(language);
      const keys = keysOf(locale).sort();
      expect(
        keys.filter((k) => !englishKeys.includes(k)),
        'extra keys',
      ).toEqual([]);
      expect(
        englishKeys.filter((k) => !keys.includes(k)),
        'missing keys',
      ).toEqual([]);
    },
  );

  it.each(UI_LANGUAGES.filter((l) => l !== 'en'))(
    '%s keeps every placeholder and leaves no string empty',
    async (language) => {
      const locale = await loadLocale(language);
      for (const key of englishKeys) {
        const text = valueAt(locale, key);
        expect(typeof text === 'string' && text.trim().length > 0, key).toBe(true);
        expect(placeholders(text as string), key).toEqual(placeholders(valueAt(en, key) as string));
      }
    },
  );

  it('every contract and client message the UI shows has a translation key with the product wording', () => {
    const messages = [
      ...Object.values(AUTH_MESSAGES),
      ...Object.values(SETTINGS_MESSAGES),
      ...Object.values(CLIENT_MESSAGES),
    ];
    for (const message of messages) {
      const key = messageKeyOf(message);
      expect(key, message).toBeDefined();
      expect(valueAt(en, key ?? ''), message).toBe(message);
    }
  });

  it('translates known messages and passes unknown ones through', async () => {
    await changeUiLanguage('de');
    expect(translateMessage(i18n.t, AUTH_MESSAGES.email)).toBe(
      'Bitte gib eine gültige E-Mail-Adresse ein',
    );
    expect(translateMessage(i18n.t, 'Email already registered')).toBe('Email already registered');
    expect(document.documentElement.lang).toBe('de');
    expect(document.documentElement.dir).toBe('ltr');
  });
});

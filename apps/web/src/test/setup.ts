import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach } from 'vitest';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { SETTINGS_DEFAULTS, useSettingsStore } from '@/features/settings/stores/settings-store';
import { i18n } from '@/lib/i18n';

// Lazy route chunks are transformed on first import, which can take a while on a cold run, and
// longer on a machine whose two cores are busy (a first settings render took 5.7 s at load 12).
configure({ asyncUtilTimeout: 8000 });

// jsdom lacks these browser APIs; Radix (Slider) and sonner (system theme) use them.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
if (typeof window.matchMedia !== 'function')
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
for (const [name, value] of [
  ['scrollIntoView', () => undefined],
  ['hasPointerCapture', () => false],
  ['releasePointerCapture', () => undefined],
] as const) {
  if (!(name in Element.prototype))
    Object.defineProperty(Element.prototype, name, { value, configurable: true });
}

beforeEach(async () => {
  localStorage.clear();
  // The stores are module singletons: every test starts signed out with default settings.
  useAuthStore.getState().logout();
  useSettingsStore.setState(SETTINGS_DEFAULTS);
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  // sonner keeps toasts in module state; without this one test's toast shows up in the next.
  toast.dismiss();
});

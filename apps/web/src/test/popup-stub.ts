import { vi } from 'vitest';

export type FakePopup = { closed: boolean; close: () => void; location: { href: string } };

/** window.open answering with a fake popup (or null: blocked); the popup's URL is readable. */
export function stubWindowOpen({ blocked = false } = {}) {
  const popup: FakePopup = {
    closed: false,
    close() {
      this.closed = true;
    },
    location: { href: 'about:blank' },
  };
  const open = vi.fn(() => (blocked ? null : (popup as unknown as Window)));
  vi.stubGlobal('open', open);
  return { popup, open };
}

/** What the return page posts to its opener, as the opener's window receives it. */
export function postOAuthResult(data: unknown, origin = window.location.origin): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin }));
}

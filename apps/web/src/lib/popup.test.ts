import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authResult } from '@/test/fixtures';
import { openAuthPopup, type PopupOutcome } from '@/lib/popup';

type FakePopup = { closed: boolean; close: () => void; location: { href: string } };

function stubOpen(blocked = false) {
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

function post(data: unknown, origin = window.location.origin) {
  window.dispatchEvent(new MessageEvent('message', { data, origin }));
}

/** Resolves to the outcome, or 'pending' if it has not settled after pending microtasks run. */
async function peek(result: Promise<PopupOutcome>): Promise<PopupOutcome | 'pending'> {
  return Promise.race([result, Promise.resolve().then(() => 'pending' as const)]);
}

describe('openAuthPopup', () => {
  beforeEach(() => vi.useFakeTimers());

  /** Opens the popup and lets its message parser load, as it has by the time a user consents. */
  async function openLoaded(platform: string, options?: Parameters<typeof openAuthPopup>[1]) {
    const auth = openAuthPopup(platform, options);
    await vi.dynamicImportSettled();
    return auth;
  }
  afterEach(() => vi.useRealTimers());

  it('opens a blank, centred 600×700 window on the click and then points it at the URL', async () => {
    const { popup, open } = stubOpen();
    const auth = await openLoaded('reddit');
    expect(open).toHaveBeenCalledWith(
      'about:blank',
      'socialpulse-oauth-reddit',
      expect.stringMatching(/^width=600,height=700,left=\d+,top=\d+/u),
    );
    auth?.navigate('https://sandbox.example/authorize?x=1');
    expect(popup.location.href).toBe('https://sandbox.example/authorize?x=1');
  });

  it('returns null when the browser blocks the popup', () => {
    stubOpen(true);
    expect(openAuthPopup('reddit')).toBeNull();
  });

  it('settles with the return page’s success message', async () => {
    stubOpen();
    const auth = await openLoaded('google');
    post({ type: 'oauth-result', platform: 'google', success: true, auth: authResult });
    await expect(auth?.result).resolves.toEqual({ status: 'success', auth: authResult });
  });

  it('settles with the error the return page reports', async () => {
    stubOpen();
    const auth = await openLoaded('reddit');
    post({
      type: 'oauth-result',
      platform: 'reddit',
      success: false,
      error: 'You declined to authorize the application',
    });
    await expect(auth?.result).resolves.toEqual({
      status: 'error',
      error: 'You declined to authorize the application',
    });
  });

  it('ignores messages from another origin, another platform, or of another shape', async () => {
    stubOpen();
    const auth = await openLoaded('reddit');
    if (auth === null) throw new Error('blocked');
    post({ type: 'oauth-result', platform: 'reddit', success: true }, 'https://evil.example');
    post({ type: 'oauth-result', platform: 'youtube', success: true });
    post({ type: 'something-else', platform: 'reddit', success: true });
    post('oauth-result');
    expect(await peek(auth.result)).toBe('pending');
    post({ type: 'oauth-result', platform: 'reddit', success: true });
    expect(await peek(auth.result)).toEqual({ status: 'success', auth: undefined });
  });

  it('reports "closed" once the 1 s check finds the window closed, after a short grace', async () => {
    const { popup } = stubOpen();
    const auth = await openLoaded('google');
    if (auth === null) throw new Error('blocked');
    vi.advanceTimersByTime(3_000);
    expect(await peek(auth.result)).toBe('pending');
    popup.closed = true;
    vi.advanceTimersByTime(1_000);
    expect(await peek(auth.result)).toBe('pending');
    vi.advanceTimersByTime(499);
    expect(await peek(auth.result)).toBe('pending');
    vi.advanceTimersByTime(1);
    expect(await peek(auth.result)).toEqual({ status: 'closed' });
  });

  it('a result posted as the window closes wins over the closing', async () => {
    const { popup } = stubOpen();
    const auth = await openLoaded('reddit');
    if (auth === null) throw new Error('blocked');
    popup.closed = true;
    vi.advanceTimersByTime(1_000);
    post({ type: 'oauth-result', platform: 'reddit', success: true });
    vi.advanceTimersByTime(1_000);
    expect(await peek(auth.result)).toEqual({ status: 'success', auth: undefined });
  });

  it('a result posted before the message parser has loaded still counts, even as the window closes', async () => {
    const { popup } = stubOpen();
    const auth = openAuthPopup('reddit');
    if (auth === null) throw new Error('blocked');
    post({ type: 'oauth-result', platform: 'reddit', success: true });
    popup.closed = true;
    vi.advanceTimersByTime(2_000);
    await vi.dynamicImportSettled();
    await expect(auth.result).resolves.toEqual({ status: 'success', auth: undefined });
  });

  it('times out after the given time and closes the window', async () => {
    const { popup } = stubOpen();
    const auth = await openLoaded('google', { timeoutMs: 120_000 });
    if (auth === null) throw new Error('blocked');
    vi.advanceTimersByTime(119_999);
    expect(await peek(auth.result)).toBe('pending');
    vi.advanceTimersByTime(1);
    expect(await peek(auth.result)).toEqual({ status: 'timeout' });
    expect(popup.closed).toBe(true);
  });

  it('settles once: nothing after the first outcome counts, and listeners are gone', async () => {
    const { popup } = stubOpen();
    const remove = vi.spyOn(window, 'removeEventListener');
    const auth = await openLoaded('reddit');
    if (auth === null) throw new Error('blocked');
    auth.cancel();
    expect(popup.closed).toBe(true);
    post({ type: 'oauth-result', platform: 'reddit', success: true });
    vi.advanceTimersByTime(5_000);
    await expect(auth.result).resolves.toEqual({ status: 'cancelled' });
    expect(remove).toHaveBeenCalledWith('message', expect.any(Function));
    expect(vi.getTimerCount()).toBe(0);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from '@/lib/clipboard';

const setClipboard = (value: unknown) =>
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
const setExecCommand = (value: unknown) =>
  Object.defineProperty(document, 'execCommand', { value, configurable: true, writable: true });

afterEach(() => {
  setClipboard(undefined);
  setExecCommand(undefined);
});

describe('copyText', () => {
  it('copies with the Clipboard API', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    expect(await copyText('hello')).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('hello');
  });

  it('says "refused" when the browser denies the permission', async () => {
    setClipboard({
      writeText: vi
        .fn()
        .mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError')),
    });
    expect(await copyText('hello')).toBe('refused');
  });

  it('without a Clipboard API (a plain-http address) it falls back to execCommand', async () => {
    setClipboard(undefined);
    const exec = vi.fn().mockReturnValue(true);
    setExecCommand(exec);
    expect(await copyText('hello')).toBe('copied');
    expect(exec).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('says "unavailable" when neither way can copy', async () => {
    setClipboard(undefined);
    setExecCommand(vi.fn().mockReturnValue(false));
    expect(await copyText('hello')).toBe('unavailable');
  });
});

/** `refused`: the browser said no (permission, no user gesture); `unavailable`: no clipboard here. */
export type CopyOutcome = 'copied' | 'refused' | 'unavailable';

/**
 * Copies text, telling why it could not. Browsers only expose `navigator.clipboard` on secure pages
 * (HTTPS or localhost), so a self-hosted instance opened at http://192.168.… has none: the old
 * `execCommand('copy')` on a hidden textarea still works there in most browsers.
 */
export async function copyText(text: string): Promise<CopyOutcome> {
  if (typeof navigator.clipboard?.writeText === 'function') {
    try {
      await navigator.clipboard.writeText(text);
      return 'copied';
    } catch (error) {
      // NotAllowedError: permission denied or the page lost focus; SecurityError: policy.
      if (
        error instanceof DOMException &&
        error.name !== 'NotAllowedError' &&
        error.name !== 'SecurityError'
      )
        return legacyCopy(text) ? 'copied' : 'unavailable';
      return 'refused';
    }
  }
  return legacyCopy(text) ? 'copied' : 'unavailable';
}

function legacyCopy(text: string): boolean {
  if (typeof document.execCommand !== 'function') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

import type { SignInOptions } from '@socialpulse/contract';

/** The id of the data block the server puts in every page (apps/server/src/plugins/web-app.ts). */
export const SIGN_IN_OPTIONS_ID = 'sign-in-options';

/**
 * The sign-in options the server wrote into the page, so /auth can show its form in the first
 * render instead of after GET /api/options. Null where the page carries none (the dev server, an
 * older server) or a block of another shape: /auth then waits for /api/options as before. Checked
 * by hand rather than with the contract's schema, which would pull zod onto the first screen.
 */
export function pageSignInOptions(doc: Document = document): SignInOptions | null {
  const text = doc.getElementById(SIGN_IN_OPTIONS_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isSignInOptions(value) ? value : null;
  } catch {
    return null;
  }
}

function isSignInOptions(value: unknown): value is SignInOptions {
  if (typeof value !== 'object' || value === null) return false;
  const { password, google, sso } = value as Record<string, unknown>;
  const ssoOk =
    sso === null ||
    (typeof sso === 'object' && typeof (sso as Record<string, unknown>).name === 'string');
  return typeof password === 'boolean' && typeof google === 'boolean' && ssoOk;
}

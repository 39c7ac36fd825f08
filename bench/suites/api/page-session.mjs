// The browser bench's sign-in (api.bench.ts): the SPA keeps its session in localStorage, so a page
// of the app's origin is signed in as app-server.ts's seeded user (or out) before the measured load.

/**
 * Stores the seeded user's session in `ready.url`'s localStorage (signedIn), or removes any, from
 * the app's icon: a document of the origin that loads none of the app's files, so nothing of the
 * app is in any cache (HTTP, memory or compiled code) when the measured load starts. `version` is
 * the auth store's persist version: any other is discarded, which would leave a "signed-in" load
 * on /auth.
 */
export async function setPageSession(page, ready, signedIn) {
  await page.goto(`${ready.url}/favicon.svg`);
  const session = signedIn
    ? JSON.stringify({
        state: {
          token: ready.accessToken,
          refreshToken: ready.refreshToken,
          user: null,
          socialAccounts: [],
          isAuthenticated: true,
        },
        version: 1,
      })
    : null;
  await page.evaluate((value) => {
    if (value === null) localStorage.removeItem('auth-storage');
    else localStorage.setItem('auth-storage', value);
  }, session);
}

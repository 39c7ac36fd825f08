// The browser bench's sign-in (api.bench.ts): the SPA keeps its session in localStorage, so a page
// of the app's origin is signed in as app-server.ts's seeded user (or out) before the measured load.

/**
 * Opens /auth on `ready.url` in `page` and stores the seeded user's session there (signedIn), or
 * removes any. `version` is the auth store's persist version: any other is discarded, which would
 * leave a "signed-in" load on /auth.
 */
export async function setPageSession(page, ready, signedIn) {
  await page.goto(`${ready.url}/auth`);
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

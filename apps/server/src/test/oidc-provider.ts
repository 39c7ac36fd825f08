import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

// Tests only (vitest and the e2e journey's provider process): never imported by the app.
// No `@/` imports, so the e2e process can load it with plain tsx.

export interface TestAccountClaims {
  email?: string | null;
  email_verified?: boolean;
  name?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Claims per login name; a login not listed gets `<login>@sso.example.test`, verified. */
  accounts: Map<string, TestAccountClaims>;
  close(): Promise<void>;
}

export const TEST_OIDC_CLIENT = { id: 'socialpulse-test', secret: 'socialpulse-test-secret' };

/**
 * panva's oidc-provider on 127.0.0.1 with one confidential client (client_secret_basic, PKCE
 * required) and its development login form, which takes any login name and password. Consent is
 * granted by the operator for this first-party client, as identity providers usually configure it.
 */
export async function startTestOidcProvider(options: {
  redirectUris: string[];
  port?: number;
}): Promise<TestOidcProvider> {
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, TestAccountClaims>();

  const configuration: Configuration = {
    clients: [
      {
        client_id: TEST_OIDC_CLIENT.id,
        client_secret: TEST_OIDC_CLIENT.secret,
        redirect_uris: options.redirectUris,
        token_endpoint_auth_method: 'client_secret_basic',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
    },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => {
        const listed = accounts.get(id) ?? {};
        const email = listed.email === undefined ? `${id}@sso.example.test` : listed.email;
        return {
          sub: id,
          name: listed.name ?? id,
          ...(email === null ? {} : { email, email_verified: listed.email_verified ?? true }),
        };
      },
    }),
    loadExistingGrant: async (ctx) => {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    cookies: { keys: ['socialpulse-test-oidc-cookies'] },
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600 },
    features: { devInteractions: { enabled: true } },
  };
  const provider = new Provider(issuer, configuration);
  const koa = provider.callback();
  handler = (req, res) => void koa(req, res);

  return {
    issuer,
    clientId: TEST_OIDC_CLIENT.id,
    clientSecret: TEST_OIDC_CLIENT.secret,
    accounts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * What a person does at the provider, without a browser: follow the authorization URL, fill the
 * login form with `login`, and return the redirect back to the app (code, state and iss in it).
 */
export async function signInAtProvider(
  authorizationUrl: string,
  login: string,
  redirectUriPrefix: string,
): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(authorizationUrl);
  let init: RequestInit = {};
  for (let step = 0; step < 12; step++) {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, cookie },
    });
    for (const set of response.headers.getSetCookie()) {
      const [pair = ''] = set.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    init = {};
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url);
      if (url.href.startsWith(redirectUriPrefix)) return url;
      continue;
    }
    const html = await response.text();
    const action = /action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (response.status !== 200 || !action || !prompt)
      throw new Error(
        `unexpected provider page ${response.status} at ${url.href}: ${html.slice(0, 300)}`,
      );
    url = new URL(action.replaceAll('&amp;', '&'), url);
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(
        prompt === 'login' ? { prompt, login, password: 'any' } : { prompt },
      ).toString(),
    };
  }
  throw new Error('the provider did not redirect back to the app');
}

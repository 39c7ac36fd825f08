import Fastify, { type FastifyInstance } from 'fastify';

export interface RunningSandbox {
  app: FastifyInstance;
  /** Origin only, e.g. http://127.0.0.1:53211; add the mount prefix for a client's base URL. */
  origin: string;
  close(): Promise<void>;
}

/** Starts sandbox plugins on an ephemeral local port, so tests talk real HTTP to them. */
export async function startSandboxServer(
  register: (app: FastifyInstance) => PromiseLike<unknown> | void,
): Promise<RunningSandbox> {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await register(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string')
    throw new Error('sandbox server has no TCP address');
  return { app, origin: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}

/** The cookies one browser keeps for the sandboxes (the Google sandbox binds names to a browser). */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  header(): Record<string, string> {
    const pairs = [...this.cookies].map(([k, v]) => `${k}=${v}`);
    return pairs.length > 0 ? { cookie: pairs.join('; ') } : {};
  }

  keep(answer: Response): void {
    for (const line of answer.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
}

/** The browser of a test file that does not say which: one person, coming back. */
const sameBrowser = new TestBrowser();

/**
 * Follows the consent page like a person would: read the form, press a button, return the redirect.
 * With no account chosen in `extra`, the person clicks the first one offered.
 */
export async function submitConsent(
  consentUrl: string,
  decision: 'allow' | 'deny',
  extra: Record<string, string> = {},
  browser: TestBrowser = sameBrowser,
): Promise<URL> {
  const page = await fetch(consentUrl, { headers: browser.header() });
  const html = await page.text();
  if (page.status !== 200)
    throw new Error(`consent page answered ${page.status}: ${html.slice(0, 200)}`);
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no consent form on the page');
  const form = new URLSearchParams();
  // What a browser would submit: hidden and text fields, and checked boxes and radios.
  for (const match of html.matchAll(/<input ([^>]*)>/g)) {
    const attrs = Object.fromEntries(
      [...(match[1] ?? '').matchAll(/([a-z-]+)(?:="([^"]*)")?/g)].map((a) => [
        a[1] ?? '',
        a[2] ?? '',
      ]),
    );
    const type = attrs.type ?? 'text';
    if (!attrs.name || ((type === 'checkbox' || type === 'radio') && !('checked' in attrs)))
      continue;
    form.append(decodeHtml(attrs.name), decodeHtml(attrs.value ?? ''));
  }
  form.set('decision', decision);
  const firstAccount = /<input type="radio" name="sandbox_email" value="([^"]+)"/.exec(html)?.[1];
  if (firstAccount && !form.has('sandbox_email'))
    form.set('sandbox_email', decodeHtml(firstAccount));
  for (const [key, value] of Object.entries(extra)) form.set(key, value);
  const target = new URL(decodeHtml(action), consentUrl);
  const answer = await fetch(target, {
    method: 'POST',
    body: form,
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...browser.header() },
  });
  browser.keep(answer);
  const location = answer.headers.get('location');
  if (answer.status !== 302 || !location)
    throw new Error(`consent answered ${answer.status} without a redirect`);
  return new URL(location);
}

function decodeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** A fixed clock the tests can move. */
export function testClock(iso: string): {
  now: () => Date;
  set(iso: string): void;
  advance(ms: number): void;
} {
  let current = new Date(iso).getTime();
  return {
    now: () => new Date(current),
    set: (next) => {
      current = new Date(next).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

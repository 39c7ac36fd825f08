import { z } from 'zod';
import { optionalText } from '@/config/env-text';

/**
 * The platform half of the environment: client credentials of each platform and how the server
 * reaches its own sandbox. Kept apart from env.ts so that file stays readable; env.ts merges both.
 * A platform whose credentials are absent runs against its built-in sandbox.
 */
export const PLATFORM_ENV_DOCS = [
  {
    name: 'INTERNAL_URL',
    default: 'http://127.0.0.1:PORT',
    description:
      'How the server calls its own sandboxes (token endpoints, APIs). The default uses HOST instead of 127.0.0.1 when bound to one address; a worker process points it at an API instance.',
  },
  {
    name: 'REDDIT_CLIENT_ID',
    default: '(empty: Reddit sandbox)',
    description:
      'Reddit "web app" client id; set with REDDIT_CLIENT_SECRET. Redirect URI to register: PUBLIC_URL/auth/callback/reddit.',
  },
  { name: 'REDDIT_CLIENT_SECRET', default: '(empty)', description: 'Reddit client secret.' },
  {
    name: 'REDDIT_USERNAME',
    default: 'socialpulse',
    description: "The Reddit account named in the User-Agent, as Reddit's API rules ask.",
  },
  {
    name: 'GOOGLE_CLIENT_ID',
    default: '(empty: Google and YouTube sandbox)',
    description:
      'Google OAuth client id for "Continue with Google" and YouTube; set with GOOGLE_CLIENT_SECRET. Redirect URIs: PUBLIC_URL/auth/callback/google and PUBLIC_URL/auth/callback/youtube.',
  },
  { name: 'GOOGLE_CLIENT_SECRET', default: '(empty)', description: 'Google client secret.' },
  {
    name: 'TWITTER_CLIENT_ID',
    default: '(empty: X sandbox)',
    description: 'X (Twitter) OAuth 2.0 client id. Redirect URI: PUBLIC_URL/auth/callback/twitter.',
  },
  {
    name: 'TWITTER_CLIENT_SECRET',
    default: '(empty: public PKCE client)',
    description: 'X client secret, for a confidential client.',
  },
  {
    name: 'TELEGRAM_API_ID',
    default: '(empty: Telegram sandbox)',
    description:
      'Telegram API id from my.telegram.org; set with TELEGRAM_API_HASH. With both set, Telegram logins and reads go to real Telegram through GramJS (docs/decisions/0004).',
  },
  { name: 'TELEGRAM_API_HASH', default: '(empty)', description: 'Telegram API hash.' },
  {
    name: 'SANDBOX_TEST_CONTROLS',
    default: 'false',
    description:
      "Tests only, never in production: `true` mounts the sandboxes' `/sandbox/<platform>/__sandbox/*` switches (expire or revoke every sandbox token, inject faults) that browser journeys use. Anyone who can reach the server could use them.",
  },
] as const;

export const platformEnvShape = {
  INTERNAL_URL: optionalText.pipe(
    z.url({ error: 'must be an absolute URL such as http://127.0.0.1:8080' }).optional(),
  ),
  REDDIT_CLIENT_ID: optionalText,
  REDDIT_CLIENT_SECRET: optionalText,
  REDDIT_USERNAME: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  TWITTER_CLIENT_ID: optionalText,
  TWITTER_CLIENT_SECRET: optionalText,
  TELEGRAM_API_ID: optionalText.pipe(
    z.string().regex(/^\d+$/, { error: 'must be the numeric api_id' }).optional(),
  ),
  TELEGRAM_API_HASH: optionalText,
  // true or false only: a typo fails the start rather than guessing which one was meant.
  SANDBOX_TEST_CONTROLS: z.enum(['true', 'false']).default('false'),
};

type PlatformRaw = {
  [K in keyof typeof platformEnvShape]?: z.output<(typeof platformEnvShape)[K]>;
};

/** Half a credential pair is a typo, not a choice: refuse it rather than silently use the sandbox. */
const PAIRS: [keyof PlatformRaw, keyof PlatformRaw][] = [
  ['REDDIT_CLIENT_ID', 'REDDIT_CLIENT_SECRET'],
  ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  ['TELEGRAM_API_ID', 'TELEGRAM_API_HASH'],
];

export function checkPlatformPairs(raw: PlatformRaw, ctx: z.RefinementCtx): void {
  for (const [a, b] of PAIRS) {
    if ((raw[a] === undefined) !== (raw[b] === undefined)) {
      const missing = raw[a] === undefined ? a : b;
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: `must be set together with ${missing === a ? b : a}`,
      });
    }
  }
  if (raw.TWITTER_CLIENT_SECRET !== undefined && raw.TWITTER_CLIENT_ID === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['TWITTER_CLIENT_ID'],
      message: 'must be set when TWITTER_CLIENT_SECRET is',
    });
}

export interface PlatformEnv {
  internalUrl: string;
  reddit: { clientId: string; clientSecret: string; username: string | undefined } | undefined;
  google: { clientId: string; clientSecret: string } | undefined;
  twitter: { clientId: string; clientSecret: string | undefined } | undefined;
  telegram: { apiId: number; apiHash: string } | undefined;
  /** Mount the sandboxes' `__sandbox` fault and token switches (tests only). */
  sandboxTestControls: boolean;
}

/** 0.0.0.0 and :: mean "every interface", so the loopback address reaches the server. */
function defaultInternalUrl(host: string, port: number): string {
  const loopback = ['0.0.0.0', '::', '[::]', 'localhost', ''].includes(host);
  const name = loopback ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export function toPlatformEnv(raw: PlatformRaw, host: string, port: number): PlatformEnv {
  return {
    internalUrl: (raw.INTERNAL_URL ?? defaultInternalUrl(host, port)).replace(/\/+$/, ''),
    reddit:
      raw.REDDIT_CLIENT_ID && raw.REDDIT_CLIENT_SECRET
        ? {
            clientId: raw.REDDIT_CLIENT_ID,
            clientSecret: raw.REDDIT_CLIENT_SECRET,
            username: raw.REDDIT_USERNAME,
          }
        : undefined,
    google:
      raw.GOOGLE_CLIENT_ID && raw.GOOGLE_CLIENT_SECRET
        ? { clientId: raw.GOOGLE_CLIENT_ID, clientSecret: raw.GOOGLE_CLIENT_SECRET }
        : undefined,
    twitter: raw.TWITTER_CLIENT_ID
      ? { clientId: raw.TWITTER_CLIENT_ID, clientSecret: raw.TWITTER_CLIENT_SECRET }
      : undefined,
    telegram:
      raw.TELEGRAM_API_ID && raw.TELEGRAM_API_HASH
        ? { apiId: Number(raw.TELEGRAM_API_ID), apiHash: raw.TELEGRAM_API_HASH }
        : undefined,
    sandboxTestControls: raw.SANDBOX_TEST_CONTROLS === 'true',
  };
}

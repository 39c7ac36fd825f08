import { z } from 'zod';
import { optionalText } from '@/config/env-text';

/**
 * How people sign in: the password form, and a generic OpenID Connect provider. Kept
 * apart from env.ts like the other halves; env.ts merges them.
 */
export const SIGN_IN_ENV_DOCS = [
  {
    name: 'OIDC_ISSUER_URL',
    default: '(empty: no single sign-on)',
    description:
      'Issuer of an OpenID Connect provider (Keycloak realm, Authentik, Authelia, Dex…); its `/.well-known/openid-configuration` is read on first use. Set with OIDC_CLIENT_ID and OIDC_CLIENT_SECRET. Redirect URI to register: PUBLIC_URL/api/auth/oidc/callback.',
  },
  { name: 'OIDC_CLIENT_ID', default: '(empty)', description: 'Client id at the provider.' },
  {
    name: 'OIDC_CLIENT_SECRET',
    default: '(empty)',
    description: 'Client secret (sent with HTTP Basic, `client_secret_basic`).',
  },
  {
    name: 'OIDC_DISPLAY_NAME',
    default: 'Single sign-on',
    description:
      'The provider\'s name on the sign-in button ("Sign in with …"), at most 40 characters.',
  },
  {
    name: 'PASSWORD_LOGIN',
    default: 'on',
    description:
      '`off` refuses email and password login and registration, leaving single sign-on (and Google, with real credentials). Start-up refuses `off` when neither is configured.',
  },
  {
    name: 'SANDBOX_SIGN_IN',
    default: 'local',
    description:
      'Where "Continue with Google" is offered while Google runs as its sandbox (no GOOGLE_CLIENT_ID): `local` only to a browser on this machine (a loopback address, no proxy in between), `on` at every address, `off` nowhere. A sandbox identity is bound to the browser that made it and never becomes an administrator.',
  },
] as const;

export const DEFAULT_OIDC_DISPLAY_NAME = 'Single sign-on';
const DISPLAY_NAME_MAX = 40;

export const signInEnvShape = {
  OIDC_ISSUER_URL: optionalText.pipe(
    z
      .url({
        protocol: /^https?$/,
        error: 'must be an absolute http(s) URL such as https://id.example.com/realms/main',
      })
      .optional(),
  ),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_DISPLAY_NAME: optionalText.pipe(
    z
      .string()
      .max(DISPLAY_NAME_MAX, { error: `must be at most ${DISPLAY_NAME_MAX} characters` })
      .optional(),
  ),
  // on or off only: a typo fails the start rather than guessing which one was meant.
  PASSWORD_LOGIN: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  SANDBOX_SIGN_IN: z
    .enum(['local', 'on', 'off'], { error: 'must be local, on or off' })
    .default('local'),
};

type SignInRaw = { [K in keyof typeof signInEnvShape]?: z.output<(typeof signInEnvShape)[K]> };

const OIDC_SETTINGS = ['OIDC_ISSUER_URL', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;

/** The three OIDC settings go together; password login may be off only beside another way in. */
export function checkSignIn(
  raw: SignInRaw & { GOOGLE_CLIENT_ID?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  const set = OIDC_SETTINGS.filter((name) => raw[name] !== undefined);
  const oidcOn = set.length === OIDC_SETTINGS.length;
  if (set.length > 0 && !oidcOn) {
    for (const name of OIDC_SETTINGS.filter((n) => raw[n] === undefined))
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `must be set together with ${set.join(' and ')}`,
      });
  }
  if (raw.PASSWORD_LOGIN === 'off' && !oidcOn && raw.GOOGLE_CLIENT_ID === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['PASSWORD_LOGIN'],
      message:
        'off needs another way to sign in: set OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET (or real Google credentials)',
    });
}

export interface OidcEnv {
  /** As configured, without a trailing slash added or removed: it must match the provider's `iss`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  displayName: string;
}

/** Where the Google sandbox's sign-in is offered (features/auth/sandbox-sign-in-reach.ts). */
export type SandboxSignIn = 'local' | 'on' | 'off';

export interface SignInEnv {
  passwordLogin: boolean;
  sandboxSignIn: SandboxSignIn;
  oidc: OidcEnv | undefined;
}

export function toSignInEnv(raw: SignInRaw): SignInEnv {
  return {
    passwordLogin: raw.PASSWORD_LOGIN !== 'off',
    sandboxSignIn: raw.SANDBOX_SIGN_IN ?? 'local',
    oidc:
      raw.OIDC_ISSUER_URL && raw.OIDC_CLIENT_ID && raw.OIDC_CLIENT_SECRET
        ? {
            issuer: raw.OIDC_ISSUER_URL,
            clientId: raw.OIDC_CLIENT_ID,
            clientSecret: raw.OIDC_CLIENT_SECRET,
            displayName: raw.OIDC_DISPLAY_NAME ?? DEFAULT_OIDC_DISPLAY_NAME,
          }
        : undefined,
  };
}

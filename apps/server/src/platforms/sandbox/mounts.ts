import { joinUrl } from '@/platforms/shared/http';

export const DEFAULT_SANDBOX_PREFIX = '/sandbox';

/** Any client id works in a sandbox; these make sandbox traffic easy to spot in logs. */
export const SANDBOX_CLIENT = {
  clientId: 'socialpulse-sandbox',
  clientSecret: 'socialpulse-sandbox-secret',
} as const;

export type HttpSandbox = 'reddit' | 'google' | 'youtube' | 'twitter';

export interface SandboxMounts {
  /** Paths under the app, for `app.register(plugin, { prefix })`. */
  prefixes: Record<HttpSandbox, string>;
  /** Base URLs the browser opens (consent pages). */
  browser: Record<HttpSandbox, string>;
  /** Base URLs the server calls (token endpoints and APIs). */
  api: Record<HttpSandbox, string>;
}

export function sandboxMounts(
  publicUrl: string,
  internalUrl: string,
  prefix: string = DEFAULT_SANDBOX_PREFIX,
): SandboxMounts {
  const names: HttpSandbox[] = ['reddit', 'google', 'youtube', 'twitter'];
  const of = (origin: string) =>
    Object.fromEntries(names.map((n) => [n, joinUrl(origin, `${prefix}/${n}`)])) as Record<
      HttpSandbox,
      string
    >;
  return {
    prefixes: Object.fromEntries(names.map((n) => [n, `${prefix}/${n}`])) as Record<
      HttpSandbox,
      string
    >,
    browser: of(publicUrl),
    api: of(internalUrl),
  };
}

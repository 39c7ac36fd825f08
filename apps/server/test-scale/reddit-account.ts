import type { RedditSource } from '@socialpulse/contract';
import { expect } from 'vitest';
import { submitConsent } from '@/platforms/testing/sandbox-server';
import type { Recorder } from './load';

/**
 * Connects the user's Reddit account through the sandbox's consent screen and returns the
 * subreddits it can read (the sandbox also lists private and archived ones).
 */
export async function connectReddit(rec: Recorder, token: string): Promise<RedditSource[]> {
  const consent = await rec.call<{ url: string }>('connect', 'GET', '/api/reddit/auth', token);
  const redirect = await submitConsent(consent.data!.url, 'allow');
  const callback = await rec.call('connect', 'POST', '/api/reddit/callback', token, {
    code: redirect.searchParams.get('code'),
    state: redirect.searchParams.get('state'),
  });
  expect(callback.status).toBe(200);
  const sources = await rec.call<RedditSource[]>('sources', 'GET', '/api/reddit/sources', token);
  return sources.data!.filter((source) => source.type === 'public');
}

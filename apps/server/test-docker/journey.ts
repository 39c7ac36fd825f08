import type { AuthResult, RedditSource, Summary } from '@socialpulse/contract';
import { expect } from 'vitest';
import { submitConsent } from '@/platforms/testing/sandbox-server';
import { liveApi } from '@/test/live-api';
import { GOOD_PASSWORD } from '@/test/users';
import { waitUntil } from './docker';

/**
 * What every container test does with a running deployment, over real HTTP at `origin`: a user
 * registers, connects the sandbox Reddit and creates a summary that a worker completes; after a
 * restart, the same user signs in again and finds it all.
 */
export interface Journey {
  email: string;
  summaryId: string;
}

export const healthy = async (origin: string) => (await fetch(`${origin}/api/health`)).ok;

export async function registerConnectAndSummarise(
  origin: string,
  username: string,
): Promise<Journey> {
  const email = `${username}@example.com`;
  const auth = await liveApi<AuthResult>(origin, null, 'POST', '/api/auth/register', {
    username,
    email,
    password: GOOD_PASSWORD,
    confirmPassword: GOOD_PASSWORD,
  });
  const token = auth.accessToken;
  const { url } = await liveApi<{ url: string }>(origin, token, 'GET', '/api/reddit/auth');
  const redirect = await submitConsent(url, 'allow');
  await liveApi(origin, token, 'POST', '/api/reddit/callback', {
    code: redirect.searchParams.get('code'),
    state: redirect.searchParams.get('state'),
  });
  const [source] = await liveApi<RedditSource[]>(origin, token, 'GET', '/api/reddit/sources');
  expect(source).toBeDefined();
  const created = await liveApi<Summary>(origin, token, 'POST', '/api/summaries', {
    platform: 'reddit',
    sourceId: source!.id,
    options: { period: 'last_7_days', tone: 'professional' },
  });
  const finished = async () =>
    (await liveApi<Summary>(origin, token, 'GET', `/api/summaries/${created.id}`)).status ===
    'completed';
  await waitUntil(finished, 'the summary to complete', 120_000);
  return { email, summaryId: created.id };
}

export async function signIn(origin: string, email: string): Promise<string> {
  const auth = await liveApi<AuthResult>(origin, null, 'POST', '/api/auth/login', {
    email,
    password: GOOD_PASSWORD,
  });
  return auth.accessToken;
}

/**
 * A new session: the account, its summary and its Reddit connection (whose tokens are encrypted
 * with the deployment's secret) are all still there.
 */
export async function expectJourneyKept(origin: string, journey: Journey): Promise<void> {
  const token = await signIn(origin, journey.email);
  const summary = await liveApi<Summary>(
    origin,
    token,
    'GET',
    `/api/summaries/${journey.summaryId}`,
  );
  expect(summary.status).toBe('completed');
  expect(summary.content).toMatch(/\]\(https?:\/\//u);
  const connections = await liveApi<{ platform: string; status: string }[]>(
    origin,
    token,
    'GET',
    '/api/connections',
  );
  expect(connections.find((c) => c.platform === 'reddit')?.status).toBe('connected');
  const sources = await liveApi<RedditSource[]>(origin, token, 'GET', '/api/reddit/sources');
  expect(sources.length).toBeGreaterThan(0);
}

import type { Digest, DigestWebhook, SavedSource, WebhookDelivery } from '@socialpulse/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { fail, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { connectionsFixture, serverSettings, testUser } from '@/test/fixtures';
import { renderApp, signIn } from '@/test/render';

type Handler = (request: RecordedRequest) => Response | Promise<Response> | undefined;

const source = (externalId: string): SavedSource => ({
  id: `id-${externalId}`,
  platform: 'reddit',
  externalId,
  name: `r/${externalId}`,
  type: 'public',
  followed: true,
  lastSummary: null,
  createdAt: new Date().toISOString(),
});

const digest: Digest = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Morning briefing',
  sources: [
    { platform: 'reddit', sourceId: 'rust' },
    { platform: 'reddit', sourceId: 'golang' },
  ],
  schedule: { kind: 'weekdays', time: '07:30', days: [1, 3, 5] },
  timeZone: 'Europe/Berlin',
  tone: 'engaging',
  language: 'en',
  channels: { email: true, feed: false },
  paused: false,
  nextRunAt: new Date(Date.now() + 3_600_000).toISOString(),
  lastWindowEnd: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
};

const noFeed = { exists: false, createdAt: null, rssUrl: null, atomUrl: null };

function setup(onRequest?: Handler) {
  const fetches = mockFetch((request) => {
    const custom = onRequest?.(request);
    if (custom !== undefined) return custom;
    if (request.path === '/api/sources') return ok([source('rust'), source('golang')]);
    if (request.path === '/api/digests/feed') return ok(noFeed);
    if (request.path === '/api/settings') return ok(serverSettings);
    if (request.path === '/api/auth/me') return ok(testUser);
    if (request.path === '/api/connections') return ok(connectionsFixture);
    return ok({});
  });
  signIn();
  return { ...renderApp('/digests'), ...fetches };
}

describe('/digests : Scheduled digests', () => {
  it('lists a digest with its schedule, channels and sources; pauses it', async () => {
    const { user, calls } = setup((request) => {
      if (request.path === '/api/digests' && request.method === 'GET') return ok([digest]);
      if (request.method === 'PATCH') return ok({ ...digest, paused: true, nextRunAt: null });
      return undefined;
    });
    const card = await screen.findByRole('region', { name: 'Morning briefing' });
    expect(
      within(card).getByText('Monday, Wednesday, Friday at 07:30 · Europe/Berlin'),
    ).toBeInTheDocument();
    expect(await within(card).findByText('r/rust, r/golang')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Pause' }));
    expect(await within(card).findByText('Paused')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.path).toBe(`/api/digests/${digest.id}`);
    expect(patch?.json()).toEqual({ paused: true });
  });

  it('creates a bundle from the chosen sources, and says why when nothing is chosen', async () => {
    const { user, calls } = setup((request) => {
      if (request.path === '/api/digests' && request.method === 'GET') return ok([]);
      if (request.path === '/api/digests' && request.method === 'POST')
        return ok({ ...digest, ...(request.json() as object) });
      return undefined;
    });
    expect(await screen.findByText('No scheduled digests yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New scheduled digest' }));
    await user.click(screen.getByRole('button', { name: 'Schedule digest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one source');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('Name'), 'Evening');
    await user.click(await screen.findByRole('checkbox', { name: 'r/rust' }));
    await user.selectOptions(screen.getByLabelText('Schedule'), 'weekly');
    await user.selectOptions(screen.getByLabelText('Day'), '7');
    await user.selectOptions(screen.getByLabelText('Time zone'), 'UTC');
    await user.click(screen.getByRole('button', { name: 'Schedule digest' }));
    expect(await screen.findByText('Digest scheduled')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.json()).toEqual({
      name: 'Evening',
      sources: [{ platform: 'reddit', sourceId: 'rust' }],
      schedule: { kind: 'weekly', time: '07:00', day: 7 },
      timeZone: 'UTC',
      tone: 'engaging',
      language: 'en',
      channels: { email: true, feed: true },
    });
  });

  it('shows the feed addresses once when made, then only that one exists', async () => {
    const made = {
      exists: true,
      createdAt: new Date().toISOString(),
      rssUrl: 'http://localhost/api/digests/feed/abc/rss',
      atomUrl: 'http://localhost/api/digests/feed/abc/atom',
    };
    const { user } = setup((request) => {
      if (request.path === '/api/digests' && request.method === 'GET') return ok([]);
      if (request.path === '/api/digests/feed' && request.method === 'POST') return ok(made);
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Create feed address' }));
    expect(await screen.findByLabelText('RSS')).toHaveValue(made.rssUrl);
    expect(screen.getByLabelText('Atom')).toHaveValue(made.atomUrl);
    expect(screen.getByRole('button', { name: 'Make a new address' })).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    setup((request) =>
      request.path === '/api/digests' ? fail(503, 'Service unavailable', 'UNAVAILABLE') : undefined,
    );
    expect(await screen.findByText('Failed to load scheduled digests')).toBeInTheDocument();
  });

  describe('webhook', () => {
    const webhookPath = `/api/digests/${digest.id}/webhook`;
    const webhook: DigestWebhook = {
      id: '33333333-3333-4333-8333-333333333333',
      digestId: digest.id,
      url: 'https://hooks.example.com/digest',
      secret: null,
      previousSecretExpiresAt: null,
      pausedAt: new Date().toISOString(),
      pausedReason: 'Connection refused',
      consecutiveFailures: 10,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    };
    const failed: WebhookDelivery = {
      id: '44444444-4444-4444-8444-444444444444',
      messageId: 'msg_1',
      event: 'digest.delivered',
      runId: null,
      attempt: 3,
      outcome: 'failed',
      statusCode: null,
      error: 'Connection refused',
      durationMs: 12,
      createdAt: new Date().toISOString(),
    };

    it('shows a paused webhook with its reason and the log; Resume starts it again', async () => {
      const { user, calls } = setup((request) => {
        if (request.path === '/api/digests' && request.method === 'GET') return ok([digest]);
        if (request.path === webhookPath) return ok(webhook);
        if (request.path === `${webhookPath}/deliveries`) return ok([failed]);
        if (request.path === `${webhookPath}/resume`)
          return ok({ ...webhook, pausedAt: null, pausedReason: null, consecutiveFailures: 0 });
        return undefined;
      });
      const card = await screen.findByRole('region', { name: 'Morning briefing' });
      await user.click(within(card).getByRole('button', { name: 'Webhook' }));
      expect(
        await within(card).findByText(
          'Paused after 10 failed attempts in a row. Last error: Connection refused',
        ),
      ).toBeInTheDocument();
      const log = await within(card).findByRole('region', { name: 'Recent deliveries' });
      expect(await within(log).findByText('Digest · attempt 3')).toBeInTheDocument();
      await user.click(within(card).getByRole('button', { name: 'Resume' }));
      expect(await within(card).findByText('Active')).toBeInTheDocument();
      expect(calls.some((c) => c.method === 'POST' && c.path === `${webhookPath}/resume`)).toBe(
        true,
      );
    });

    it('shows a new secret once; a refused address shows the server’s reason and stays', async () => {
      const made: DigestWebhook = {
        ...webhook,
        pausedAt: null,
        pausedReason: null,
        consecutiveFailures: 0,
        secret: 'whsec_c2VjcmV0',
      };
      let stored: DigestWebhook | null = null;
      const { user, calls } = setup((request) => {
        if (request.path === '/api/digests' && request.method === 'GET') return ok([digest]);
        if (request.path === webhookPath && request.method === 'GET') return ok(stored);
        if (request.path === webhookPath && request.method === 'PUT') {
          const { url } = request.json() as { url: string };
          if (url.includes('127.0.0.1'))
            return fail(
              400,
              'This address points to a private, loopback or reserved network; webhooks go only to public addresses',
              'BAD_REQUEST',
            );
          stored = { ...made, secret: null };
          return ok(made);
        }
        if (request.path === `${webhookPath}/deliveries`) return ok([]);
        return undefined;
      });
      const card = await screen.findByRole('region', { name: 'Morning briefing' });
      await user.click(within(card).getByRole('button', { name: 'Webhook' }));
      await user.click(await within(card).findByRole('button', { name: 'Add webhook' }));
      const address = within(card).getByLabelText('Webhook address');
      await user.type(address, 'http://127.0.0.1/hook');
      await user.click(within(card).getByRole('button', { name: 'Save webhook' }));
      expect(
        await within(card).findByText(/points to a private, loopback or reserved network/u),
      ).toBeInTheDocument();
      expect(address).toHaveValue('http://127.0.0.1/hook');
      await user.clear(address);
      await user.type(address, 'https://hooks.example.com/digest');
      await user.click(within(card).getByRole('button', { name: 'Save webhook' }));
      expect(await within(card).findByLabelText('Signing secret')).toHaveValue('whsec_c2VjcmV0');
      // A first secret replaced nothing, so nothing else signs beside it.
      expect(within(card).queryByText(/previous secret/u)).toBeNull();
      expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2);
    });

    it('"New signing secret" shows the new secret once, and that the old one signs for 24 hours', async () => {
      const active = { ...webhook, pausedAt: null, pausedReason: null, consecutiveFailures: 0 };
      const until = new Date(Date.UTC(2026, 2, 11, 9, 30));
      const { user, calls } = setup((request) => {
        if (request.path === '/api/digests' && request.method === 'GET') return ok([digest]);
        if (request.path === webhookPath) return ok(active);
        if (request.path === `${webhookPath}/deliveries`) return ok([]);
        if (request.path === `${webhookPath}/secret`)
          return ok({
            ...active,
            secret: 'whsec_bmV3c2VjcmV0',
            previousSecretExpiresAt: until.toISOString(),
          });
        return undefined;
      });
      const card = await screen.findByRole('region', { name: 'Morning briefing' });
      await user.click(within(card).getByRole('button', { name: 'Webhook' }));
      expect(within(card).queryByLabelText('Signing secret')).toBeNull();
      await user.click(await within(card).findByRole('button', { name: 'New signing secret' }));
      expect(await within(card).findByLabelText('Signing secret')).toHaveValue(
        'whsec_bmV3c2VjcmV0',
      );
      expect(
        within(card).getByText(
          `For the next 24 hours (until ${formatDateTime(until, 'en')}) each delivery carries two signatures, one made with this secret and one with the previous secret, so your receiver keeps accepting them while you switch it over. After that, only this secret signs.`,
        ),
      ).toBeInTheDocument();
      expect(
        calls.filter((c) => c.method === 'POST' && c.path === `${webhookPath}/secret`),
      ).toHaveLength(1);
    });
  });
});

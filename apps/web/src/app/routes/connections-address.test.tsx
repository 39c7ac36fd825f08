import type { Connection, Options } from '@socialpulse/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { connectionsFixture, serverSettings, testUser } from '@/test/fixtures';
import { stubWindowOpen } from '@/test/popup-stub';
import { renderApp, signIn } from '@/test/render';

/** The app open at an address other than PUBLIC_URL (jsdom's is localhost:3000). */
const PUBLIC_URL = 'http://192.168.1.20:8080';
const MESSAGE = `This server's address is ${PUBLIC_URL} (PUBLIC_URL). Open SocialPulse at that address to connect accounts, or set PUBLIC_URL to the address you use.`;

const item = (value: string) => ({ value, label: value, description: value });
const options = (oauth: Options['oauth']): Options => ({
  platforms: [item('reddit')],
  tones: [{ ...item('engaging'), emoji: '✨' }],
  languages: [item('en')],
  periods: [item('today')],
  capabilities: { llm: false, email: false },
  signIn: { password: true, google: true, sso: null },
  oauth,
});
const disconnected = connectionsFixture.map((c) => ({
  ...c,
  status: 'disconnected' as const,
  profileData: null,
}));
/** Reddit with real credentials; the others sandboxed. */
const realReddit = disconnected.map((c) =>
  c.platform === 'reddit' ? { ...c, sandbox: false } : c,
);

function setup(
  oauth: Options['oauth'],
  connections: Connection[],
  onRequest?: (request: RecordedRequest) => Response | undefined,
) {
  const fetches = mockFetch((request) => {
    const custom = onRequest?.(request);
    if (custom !== undefined) return custom;
    if (request.path === '/api/options') return ok(options(oauth));
    if (request.path === '/api/settings') return ok(serverSettings);
    if (request.path === '/api/auth/me') return ok(testUser);
    if (request.path === '/api/connections') return ok(connections);
    return ok({});
  });
  signIn();
  return { ...renderApp('/connections'), ...fetches };
}

describe('/connections opened at an address other than PUBLIC_URL', () => {
  it('says where to open the app, with a link, and does not open a popup that cannot return', async () => {
    const { open } = stubWindowOpen();
    const { user, calls } = setup({ publicUrl: PUBLIC_URL, sandboxAcceptsHere: true }, realReddit);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(MESSAGE);
    expect(
      within(notice).getByRole('link', { name: `Open SocialPulse at ${PUBLIC_URL}` }),
    ).toHaveAttribute('href', PUBLIC_URL);

    const reddit = screen.getByRole('region', { name: 'Reddit' });
    await user.click(within(reddit).getByRole('button', { name: 'Connect Reddit' }));
    expect(await screen.findByText('Failed to initiate connection')).toBeInTheDocument();
    expect(screen.getAllByText(MESSAGE)).toHaveLength(2);
    expect(open).not.toHaveBeenCalled();
    expect(calls.some((c) => c.path === '/api/reddit/auth')).toBe(false);
  });

  it('sandboxes that return to this address connect from here, told the page’s origin', async () => {
    const { popup } = stubWindowOpen();
    const { user, calls } = setup(
      { publicUrl: PUBLIC_URL, sandboxAcceptsHere: true },
      disconnected,
      (request) =>
        request.path === '/api/reddit/auth' ? ok({ url: '/sandbox/reddit/consent' }) : undefined,
    );
    const reddit = await screen.findByRole('region', { name: 'Reddit' });
    await user.click(within(reddit).getByRole('button', { name: 'Connect Reddit' }));
    await waitFor(() => expect(popup.location.href).toBe('/sandbox/reddit/consent'));
    const start = calls.find((c) => c.path === '/api/reddit/auth');
    expect(new URL(start!.url, window.location.origin).searchParams.get('origin')).toBe(
      window.location.origin,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('at an address the sandboxes do not return to either, every OAuth platform waits for PUBLIC_URL', async () => {
    setup({ publicUrl: PUBLIC_URL, sandboxAcceptsHere: false }, disconnected);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
  });

  it('at PUBLIC_URL itself there is nothing to say', async () => {
    setup({ publicUrl: window.location.origin, sandboxAcceptsHere: true }, realReddit);
    await screen.findByRole('region', { name: 'Reddit' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('a popup that closes without a result', () => {
  it('is never silent: "Authentication window was closed" when nothing got connected', async () => {
    const { popup } = stubWindowOpen();
    const { user } = setup(
      { publicUrl: window.location.origin, sandboxAcceptsHere: true },
      disconnected,
      (request) =>
        request.path === '/api/reddit/auth' ? ok({ url: '/sandbox/reddit/consent' }) : undefined,
    );
    const reddit = await screen.findByRole('region', { name: 'Reddit' });
    await user.click(within(reddit).getByRole('button', { name: 'Connect Reddit' }));
    await waitFor(() => expect(popup.location.href).toBe('/sandbox/reddit/consent'));
    popup.close();
    expect(
      await screen.findByText('Authentication window was closed', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});

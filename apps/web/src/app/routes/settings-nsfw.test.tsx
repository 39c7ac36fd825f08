import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { serverSettings, testUser } from '@/test/fixtures';
import { renderApp, signIn } from '@/test/render';

function setup(settings = serverSettings) {
  const fetches = mockFetch((request) => {
    if (request.path === '/api/auth/me') return ok(testUser);
    if (request.path === '/api/settings') {
      if (request.method === 'PATCH') return ok({ ...settings, ...(request.json() as object) });
      return ok(settings);
    }
    return ok({});
  });
  signIn();
  return { ...renderApp('/settings'), ...fetches };
}

const patches = (calls: RecordedRequest[]) =>
  calls.filter((c) => c.path === '/api/settings' && c.method === 'PATCH');

describe('/settings: Hide adult (NSFW) content', () => {
  it('shows the switch under Summary Preferences, on as the server says, with its hint', async () => {
    setup();
    const toggle = await screen.findByRole('switch', { name: 'Hide adult (NSFW) content' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      'Posts their platform marks as adult (NSFW) are left out of summaries and the Pulse.',
    );
  });

  it('turning it off saves hideNsfw: false', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('switch', { name: 'Hide adult (NSFW) content' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(patches(calls)[0]?.json()).toMatchObject({ hideNsfw: false });
  });

  it('a user who showed adult content sees the switch off', async () => {
    setup({ ...serverSettings, hideNsfw: false });
    expect(
      await screen.findByRole('switch', { name: 'Hide adult (NSFW) content' }),
    ).not.toBeChecked();
  });
});

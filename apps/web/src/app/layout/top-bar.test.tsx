import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { mockFetch, ok } from '@/test/fetch-mock';
import { serverSettings, testUser } from '@/test/fixtures';
import { renderApp, signIn } from '@/test/render';

function setup(path = '/') {
  const fetches = mockFetch((request) => {
    if (request.path === '/api/settings') return ok(serverSettings);
    if (request.path === '/api/auth/me') return ok(testUser);
    return ok({});
  });
  signIn();
  return { ...renderApp(path), ...fetches };
}

const menuButton = () => screen.getByRole('button', { name: /menu/iu });

describe('top bar', () => {
  it('has the brand linking to / and the four links', async () => {
    setup('/settings');
    const brand = await screen.findByRole('link', { name: 'SocialPulse home' });
    expect(brand).toHaveAttribute('href', '/');
    const [desktopNav] = screen.getAllByRole('navigation', { name: 'Main navigation' });
    const links = within(desktopNav as HTMLElement).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Pulse', '/'],
      ['Summaries', '/summaries'],
      ['Platforms', '/connections'],
      ['Settings', '/settings'],
    ]);
  });

  it('the menu button toggles the small-screen menu and says so', async () => {
    const { user } = setup();
    await screen.findByRole('heading', { level: 1, name: "Today's Pulse" });
    const button = menuButton();
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAccessibleName('Open menu');
    expect(menu).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Close menu');
    expect(menu).toBeVisible();
    expect(within(menu as HTMLElement).getByRole('button', { name: 'Sign Out' })).toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('Sign Out exists only inside the small-screen menu', async () => {
    setup();
    await screen.findByRole('heading', { level: 1, name: "Today's Pulse" });
    const menu = document.getElementById(
      menuButton().getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    const signOuts = screen.queryAllByRole('button', { name: 'Sign Out', hidden: true });
    expect(signOuts).toHaveLength(1);
    expect(menu).toContainElement(signOuts[0] ?? null);
  });

  it('choosing a link closes the menu and navigates', async () => {
    const { user, router } = setup();
    await screen.findByRole('heading', { level: 1, name: "Today's Pulse" });
    await user.click(menuButton());
    const menu = document.getElementById(
      menuButton().getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    await user.click(within(menu).getByRole('link', { name: 'Summaries' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/summaries'));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
  });

  it('choosing the current page closes the menu too', async () => {
    const { user } = setup();
    await screen.findByRole('heading', { level: 1, name: "Today's Pulse" });
    await user.click(menuButton());
    const menu = document.getElementById(
      menuButton().getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    await user.click(within(menu).getByRole('link', { name: 'Pulse' }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes the menu and returns focus to the button', async () => {
    const { user } = setup();
    await screen.findByRole('heading', { level: 1, name: "Today's Pulse" });
    await user.click(menuButton());
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('Sign Out closes the menu, revokes the session on the server and goes to /auth', async () => {
    const { user, router, calls } = setup();
    await screen.findByRole('heading', { level: 1, name: "Today's Pulse" });
    await user.click(menuButton());
    const menu = document.getElementById(
      menuButton().getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    await user.click(within(menu).getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    const logout = calls.find((c) => c.path === '/api/auth/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(logout?.json()).toEqual({ refreshToken: 'refresh-1' });
    expect(useAuthStore.getState()).toMatchObject({
      token: null,
      user: null,
      isAuthenticated: false,
    });
    expect(screen.queryByRole('button', { name: /menu/iu })).not.toBeInTheDocument();
  });
});

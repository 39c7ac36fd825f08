import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSettingsStore } from '@/features/settings/stores/settings-store';
import { i18n } from '@/lib/i18n';
import { fail, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { serverSettings, testUser } from '@/test/fixtures';
import { renderApp, signIn } from '@/test/render';

type SettingsHandler = (request: RecordedRequest) => Response | undefined;

function setup(onSettings?: SettingsHandler) {
  const fetches = mockFetch((request) => {
    if (request.path === '/api/auth/me') return ok({ ...testUser, googleId: 'g-1' });
    if (request.path === '/api/settings') {
      const custom = onSettings?.(request);
      if (custom !== undefined) return custom;
      if (request.method === 'PATCH')
        return ok({ ...serverSettings, ...(request.json() as object) });
      return ok(serverSettings);
    }
    if (request.path === '/api/tokens') return ok([]);
    return ok({});
  });
  signIn();
  return { ...renderApp('/settings'), ...fetches };
}

const patches = (calls: RecordedRequest[]) =>
  calls.filter((c) => c.path === '/api/settings' && c.method === 'PATCH');

describe('/settings', () => {
  it('shows the profile with initials, email, verified badge and Google link', async () => {
    setup();
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('Jane Doe')).toBeInTheDocument();
    expect(within(profile).getByText('JD')).toBeInTheDocument();
    expect(within(profile).getByText('jane@example.com')).toBeInTheDocument();
    expect(within(profile).getByText('Verified')).toBeInTheDocument();
    expect(await within(profile).findByText('Connected with Google')).toBeInTheDocument();
  });

  it('shows the loaded settings and syncs them into the store', async () => {
    setup();
    expect(await screen.findByLabelText('Tone')).toHaveValue('engaging');
    expect(screen.getByRole('option', { name: '✨ Engaging' })).toBeInTheDocument();
    expect(screen.getByLabelText('Summary language')).toHaveValue('en');
    expect(screen.getByLabelText('Default period')).toHaveValue('today');
    expect(screen.getByRole('switch', { name: 'Email notifications' })).not.toBeChecked();
    expect(useSettingsStore.getState().keywords).toEqual(['ai']);
  });

  it('shows one slider per platform as a percent, 50% by default', async () => {
    const { user } = setup();
    const telegram = await screen.findByRole('slider', { name: 'Telegram' });
    expect(telegram).toHaveAttribute('aria-valuetext', '50%');
    expect(screen.getByRole('slider', { name: 'Reddit' })).toHaveAttribute('aria-valuetext', '80%');
    expect(screen.getByRole('slider', { name: 'X (Twitter)' })).toHaveAttribute(
      'aria-valuemax',
      '1',
    );
    expect(screen.getByRole('slider', { name: 'YouTube' })).toHaveAttribute('aria-valuemin', '0');
    telegram.focus();
    await user.keyboard('{ArrowRight}');
    expect(telegram).toHaveAttribute('aria-valuetext', '60%');
    expect(screen.getByText('60%')).toBeInTheDocument();
  });

  it('adds keyword chips with Enter or the button, ignores blanks and duplicates, removes with ×', async () => {
    const { user } = setup();
    const input = await screen.findByRole('textbox', { name: 'Keyword alerts' });
    await user.type(input, 'rust{Enter}');
    await user.type(input, '   {Enter}');
    await user.type(input, 'AI{Enter}');
    expect(await screen.findByText('Keywords must not repeat')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'climate');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    const chips = screen.getByRole('list', { name: 'Keyword alerts' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ai', 'rust', 'climate']);
    await user.click(screen.getByRole('button', { name: 'Remove rust' }));
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ai', 'climate']);
  });

  it('refuses a keyword over 50 characters', async () => {
    const { user } = setup();
    const input = await screen.findByRole('textbox', { name: 'Keyword alerts' });
    await user.type(input, `${'a'.repeat(51)}{Enter}`);
    expect(await screen.findByText('Keywords must be at most 50 characters')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves the form with a PATCH and a success toast', async () => {
    const { user, calls } = setup();
    await user.selectOptions(await screen.findByLabelText('Tone'), 'professional');
    await user.click(screen.getByRole('switch', { name: 'Email notifications' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    const [patch] = patches(calls);
    expect(patch?.json()).toMatchObject({
      summaryTone: 'professional',
      emailNotifications: true,
      keywords: ['ai'],
    });
    expect(patch?.json()).not.toHaveProperty('language');
    expect(useSettingsStore.getState().summaryTone).toBe('professional');
  });

  it('shows server validation errors', async () => {
    const { user } = setup((request) =>
      request.method === 'PATCH'
        ? fail(400, 'Validation failed: Invalid keywords', 'VALIDATION_ERROR', [
            { field: 'keywords', message: 'Keywords must not repeat' },
          ])
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Validation failed: Invalid keywords')).toBeInTheDocument();
    expect(await screen.findByText('Keywords must not repeat')).toBeInTheDocument();
  });

  it('switching the UI language changes the whole UI at once and saves it', async () => {
    const { user, calls } = setup();
    await user.selectOptions(await screen.findByLabelText('Interface language'), 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ajustes' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Resúmenes' }).length).toBeGreaterThan(0);
    await waitFor(() => expect(patches(calls).map((c) => c.json())).toEqual([{ language: 'es' }]));
    expect(await screen.findByText('Idioma guardado')).toBeInTheDocument();
    expect(i18n.language).toBe('es');
    expect(useSettingsStore.getState().language).toBe('es');
  });

  it('a failed language save switches back', async () => {
    const { user } = setup((request) =>
      request.method === 'PATCH' ? fail(500, 'Database unavailable', 'INTERNAL_ERROR') : undefined,
    );
    await user.selectOptions(await screen.findByLabelText('Interface language'), 'de');
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    await waitFor(() => expect(useSettingsStore.getState().language).toBe('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  });

  it('"Failed to load settings" with a Retry that loads them again', async () => {
    let attempts = 0;
    const { user } = setup((request) => {
      if (request.method !== 'GET') return undefined;
      attempts += 1;
      return attempts === 1 ? fail(500, 'Database unavailable', 'INTERNAL_ERROR') : undefined;
    });
    expect(await screen.findByText('Failed to load settings')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Tone')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load settings')).not.toBeInTheDocument();
  });

  it('an invalid settings answer shows the load error', async () => {
    setup((request) => (request.method === 'GET' ? ok({ summaryTone: 'loud' }) : undefined));
    expect(await screen.findByText('Failed to load settings')).toBeInTheDocument();
  });

  it('has a Sign Out section', async () => {
    setup();
    const section = await screen.findByRole('region', { name: 'Sign Out' });
    expect(within(section).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });
});

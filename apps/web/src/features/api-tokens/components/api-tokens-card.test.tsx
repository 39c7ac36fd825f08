import type { ApiToken } from '@socialpulse/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiTokensCard } from '@/features/api-tokens/components/api-tokens-card';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithRouter, signIn } from '@/test/render';

const listed: ApiToken = {
  id: 't1',
  name: 'Old script',
  scope: 'read',
  admin: false,
  prefix: 'sp_pat_AbCdEf',
  createdAt: '2026-11-01T10:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
  expired: false,
};
const SECRET = `sp_pat_${'x'.repeat(43)}`;

describe('Settings → API tokens', () => {
  // Many keystrokes and two dialogs: more than the default time on a busy machine.
  it(
    'creates a token, shows its secret once, and lists it without the secret',
    { timeout: 45_000 },
    async () => {
      const calls = mockFetch((request) => {
        if (request.path === '/api/tokens' && request.method === 'POST') {
          const input = request.json() as { name: string; scope: ApiToken['scope'] };
          return ok({ ...listed, id: 't2', name: input.name, scope: input.scope, token: SECRET });
        }
        if (request.path === '/api/tokens') return ok([listed]);
        return ok({});
      });
      signIn();
      const { user } = renderWithRouter(<ApiTokensCard />);
      expect(await screen.findByText('Old script')).toBeInTheDocument();
      expect(screen.getByText('sp_pat_AbCdEf…')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Create token' }));
      const form = await screen.findByRole('dialog', { name: 'New API token' });
      // A name is required, and a chosen date must be given: nothing is sent until they are.
      await user.selectOptions(within(form).getByLabelText('Expires'), 'date');
      await user.click(within(form).getByRole('button', { name: 'Create token' }));
      expect(within(form).getByText('Give the token a name')).toBeInTheDocument();
      expect(within(form).getByText('Choose a date after today')).toBeInTheDocument();
      expect(calls.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

      await user.type(within(form).getByLabelText('Name'), 'Nightly export');
      await user.selectOptions(within(form).getByLabelText('Scope'), 'read_write');
      await user.selectOptions(within(form).getByLabelText('Expires'), 'never');
      await user.click(within(form).getByRole('button', { name: 'Create token' }));
      const shown = await screen.findByRole('dialog', { name: 'Copy your new token' });
      expect(within(shown).getByLabelText('Token “Nightly export”')).toHaveValue(SECRET);
      expect(calls.calls.find((c) => c.method === 'POST')?.json()).toEqual({
        name: 'Nightly export',
        scope: 'read_write',
        admin: false,
        expiresAt: null,
      });
      // No administrator access offered to a normal user.
      expect(screen.queryByText(/Administrator access/u)).not.toBeInTheDocument();

      await user.click(within(shown).getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByText('Nightly export')).toBeInTheDocument();
      expect(document.body.textContent).not.toContain(SECRET);
    },
  );

  it('revokes after a confirmation, and keeps the token when the server refuses', async () => {
    let refuse = true;
    const calls = mockFetch((request) => {
      if (request.path === '/api/tokens/t1' && request.method === 'DELETE')
        return refuse ? fail(404, 'API token not found', 'NOT_FOUND') : ok(null);
      if (request.path === '/api/tokens') return ok([listed]);
      return ok({});
    });
    signIn();
    const { user } = renderWithRouter(<ApiTokensCard />);
    await user.click(await screen.findByRole('button', { name: 'Revoke “Old script”' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Revoke “Old script”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Could not revoke the token')).toBeInTheDocument();
    expect(screen.getByText('Old script')).toBeInTheDocument();

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Revoke “Old script”' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Revoke “Old script”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('You have no API tokens yet.')).toBeInTheDocument();
    expect(calls.calls.filter((c) => c.method === 'DELETE')).toHaveLength(2);
  });
});

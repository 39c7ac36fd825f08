import type { Options } from '@socialpulse/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { authResult, serverSettings, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';

const item = (value: string) => ({ value, label: value, description: value });
const options = (email: boolean): Options => ({
  platforms: [item('reddit')],
  tones: [{ ...item('engaging'), emoji: '✨' }],
  languages: [item('en')],
  periods: [item('today')],
  capabilities: { llm: false, email },
  signIn: { password: true, google: false, sso: null },
  oauth: { publicUrl: 'http://localhost:3000', sandboxAcceptsHere: true },
});

describe('forgot password', () => {
  it('says plainly that a server without mail cannot send the link, and offers no form', async () => {
    const { calls } = mockFetch((request) =>
      request.path === '/api/options' ? ok(options(false)) : ok({}),
    );
    renderApp('/forgot-password');
    expect(
      await screen.findByText(
        'This server cannot send email; ask your administrator to reset your password',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/auth/password/forgot')).toBe(false);
  });

  it('refuses a malformed address before asking the server, then shows the neutral answer', async () => {
    const { calls } = mockFetch((request) =>
      request.path === '/api/options' ? ok(options(true)) : ok(null),
    );
    renderApp('/forgot-password');
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/auth/password/forgot')).toBe(false);
    await user.clear(email);
    await user.type(email, 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account uses this address, we have sent it a link',
    );
    const sent = calls.find((c) => c.path === '/api/auth/password/forgot');
    expect(sent?.json()).toEqual({ email: 'jane@example.com' });
  });
});

describe('a temporary password from an administrator', () => {
  it('holds the user at "Choose your own password" until they change it', async () => {
    const temporary = { ...testUser, hasPassword: true, mustChangePassword: true };
    let changed = false;
    const { calls } = mockFetch((request) => {
      if (request.path === '/api/options') return ok(options(false));
      if (request.path === '/api/auth/me')
        return ok({ ...temporary, mustChangePassword: !changed });
      if (request.path === '/api/settings') return ok(serverSettings);
      if (request.path === '/api/account/password') {
        if ((request.json() as { currentPassword?: string }).currentPassword !== 'Temp-1aaaa')
          return fail(403, 'The password is not correct', 'FORBIDDEN', [
            { field: 'currentPassword', message: 'The password is not correct' },
          ]);
        changed = true;
        return ok(null);
      }
      return ok({});
    });
    useAuthStore.getState().setAuth({ ...authResult, user: temporary });
    renderApp('/settings');
    expect(
      await screen.findByRole('heading', { name: 'Choose your own password', level: 1 }),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'Wrong-1aaaa');
    await user.type(screen.getByLabelText('New password'), 'Mine-2bbbb!');
    await user.type(screen.getByLabelText('Confirm new password'), 'Mine-2bbbb!');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password is not correct')).toBeInTheDocument();
    expect(useAuthStore.getState().user?.mustChangePassword).toBe(true);
    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'Temp-1aaaa');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(useAuthStore.getState().user?.mustChangePassword).toBe(false));
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/account/password')).toHaveLength(2);
  });
});

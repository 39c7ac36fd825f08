import type { AdminUsers } from '@socialpulse/contract';
import { focusManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { serverSettings, testUser } from '@/test/fixtures';
import { renderApp, signIn } from '@/test/render';

const adminUser = { ...testUser, isAdmin: true, hasPassword: true };

const listing: AdminUsers = {
  signups: 'invite',
  signupsEditable: false,
  users: [
    {
      id: 'u1',
      username: 'Jane Doe',
      email: 'jane@example.com',
      isAdmin: true,
      disabled: false,
      createdAt: '2026-11-20T10:00:00.000Z',
      lastSeenAt: '2026-11-25T09:00:00.000Z',
      platforms: [],
      summaryCount: 0,
    },
    {
      id: 'u2',
      username: 'bob',
      email: 'bob@example.com',
      isAdmin: false,
      disabled: false,
      createdAt: '2026-11-21T10:00:00.000Z',
      lastSeenAt: null,
      platforms: ['reddit', 'youtube'],
      summaryCount: 4,
    },
  ],
};

describe('Settings for administrators and everyone', () => {
  it('links to Administration only for administrators', async () => {
    mockFetch((request) => {
      if (request.path === '/api/auth/me') return ok(testUser);
      if (request.path === '/api/settings') return ok(serverSettings);
      if (request.path === '/api/tokens') return ok([]);
      return ok({});
    });
    signIn();
    renderApp('/settings');
    expect(await screen.findByRole('button', { name: 'Export my data' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete account' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open administration' })).not.toBeInTheDocument();
  });

  it('asks for the password before deleting the account and shows a wrong one', async () => {
    const { user, calls } = (() => {
      const fetches = mockFetch((request) => {
        if (request.path === '/api/auth/me') return ok(adminUser);
        if (request.path === '/api/settings') return ok(serverSettings);
        if (request.path === '/api/tokens') return ok([]);
        if (request.path === '/api/account' && request.method === 'DELETE')
          return fail(403, 'The password is not correct', 'FORBIDDEN');
        return ok({});
      });
      signIn();
      return { ...renderApp('/settings'), ...fetches };
    })();
    expect(await screen.findByRole('link', { name: 'Open administration' })).toHaveAttribute(
      'href',
      '/admin',
    );
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Your password'), 'Wrong-pass-1');
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The password is not correct',
    );
    const deletes = calls.filter((c) => c.path === '/api/account');
    expect(deletes).toHaveLength(1);
    expect(deletes[0]?.json()).toEqual({ password: 'Wrong-pass-1' });
  });
});

describe('/admin', () => {
  it('lists users with last seen, platforms and summaries, and disables one', async () => {
    let current = listing;
    const fetches = mockFetch((request) => {
      if (request.path === '/api/auth/me') return ok(adminUser);
      if (request.path === '/api/admin/invites') return ok([]);
      if (request.path === '/api/admin/users') return ok(current);
      if (request.path === '/api/admin/users/u2' && request.method === 'PATCH') {
        const bob = { ...listing.users[1]!, disabled: true };
        current = { ...listing, users: [listing.users[0]!, bob] };
        return ok(bob);
      }
      return ok({});
    });
    signIn();
    const { user } = renderApp('/admin');
    expect(
      await screen.findByRole('heading', {
        name: 'Signups: By invitation — only with a link an administrator made',
      }),
    ).toBeInTheDocument();
    // SIGNUPS on the server decides: the screen says so and offers no choice.
    expect(screen.getByText(/^Set with SIGNUPS on the server/u)).toBeInTheDocument();
    expect(screen.queryByLabelText('Who may register')).not.toBeInTheDocument();
    const rows = screen.getAllByTestId('admin-user-row');
    expect(rows).toHaveLength(2);
    const bob = rows[1]!;
    expect(within(bob).getByText('reddit, youtube')).toBeInTheDocument();
    expect(within(bob).getByText('4')).toBeInTheDocument();
    expect(within(bob).getByText('Never')).toBeInTheDocument();
    // The only administrator is not offered to step down (the server would refuse); it says why.
    expect(within(rows[0]!).queryAllByRole('button')).toEqual([]);
    expect(within(rows[0]!).getByText(/^Only administrator/u)).toBeInTheDocument();
    // Phones get the same users as cards, each with its actions.
    const cards = screen.getAllByTestId('admin-user-card');
    expect(cards.map((c) => c.dataset.email)).toEqual(rows.map((r) => r.dataset.email));
    expect(within(cards[1]!).getByRole('button', { name: 'Disable' })).toBeInTheDocument();
    await user.click(within(bob).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(within(bob).getByText('Disabled')).toBeInTheDocument());
    const patch = fetches.calls.find((c) => c.method === 'PATCH');
    expect(patch?.json()).toEqual({ disabled: true });
  });

  it('an administrator changes the signup mode when the server leaves it to them', async () => {
    let current: AdminUsers = { ...listing, signups: 'open', signupsEditable: true };
    const fetches = mockFetch((request) => {
      if (request.path === '/api/auth/me') return ok(adminUser);
      if (request.path === '/api/admin/invites') return ok([]);
      if (request.path === '/api/admin/users') return ok(current);
      if (request.path === '/api/admin/signups' && request.method === 'PUT') {
        current = { ...current, signups: 'closed' };
        return ok({ signups: 'closed', signupsEditable: true });
      }
      return ok({});
    });
    signIn();
    const { user } = renderApp('/admin');
    expect(
      await screen.findByRole('heading', { name: 'Signups: Open — anyone may register' }),
    ).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    // The option is short; the sentence under the field says what it means.
    await user.selectOptions(screen.getByLabelText('Who may register'), 'Closed');
    await user.click(save);
    expect(
      await screen.findByRole('heading', { name: 'Signups: Closed — nobody new may register' }),
    ).toBeInTheDocument();
    expect(fetches.calls.find((c) => c.method === 'PUT')?.json()).toEqual({ mode: 'closed' });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('an invitation someone used leaves the open ones when the admin looks again', async () => {
    const invite = {
      id: 'i1',
      createdAt: '2026-11-20T10:00:00.000Z',
      expiresAt: '2026-11-27T10:00:00.000Z',
    };
    let open = [invite, { ...invite, id: 'i2' }];
    mockFetch((request) => {
      if (request.path === '/api/auth/me') return ok(adminUser);
      if (request.path === '/api/admin/invites') return ok(open);
      if (request.path === '/api/admin/users') return ok(listing);
      return ok({});
    });
    signIn();
    renderApp('/admin');
    expect(await screen.findByText('2 unused invitations')).toBeInTheDocument();
    // Someone registers with one link while the screen is open; the admin comes back to the tab.
    open = [invite];
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    expect(await screen.findByText('1 unused invitation')).toBeInTheDocument();
    focusManager.setFocused(undefined);
  });

  it('makes another account an administrator, and shows a refused removal', async () => {
    let current = listing;
    const fetches = mockFetch((request) => {
      if (request.path === '/api/auth/me') return ok(adminUser);
      if (request.path === '/api/admin/invites') return ok([]);
      if (request.path === '/api/admin/users') return ok(current);
      if (request.path === '/api/admin/users/u2/role' && request.method === 'PUT') {
        if (current.users[1]!.isAdmin)
          return fail(
            409,
            'You are the only administrator: make another account an administrator first',
            'CONFLICT',
          );
        const bob = { ...listing.users[1]!, isAdmin: true };
        current = { ...listing, users: [listing.users[0]!, bob] };
        return ok(bob);
      }
      return ok({});
    });
    signIn();
    const { user } = renderApp('/admin');
    const rows = await screen.findAllByTestId('admin-user-row');
    const bob = rows[1]!;
    expect(within(bob).queryByText('Admin')).not.toBeInTheDocument();
    await user.click(within(bob).getByRole('button', { name: 'Make admin' }));
    await waitFor(() => expect(within(bob).getByText('Admin')).toBeInTheDocument());
    expect(fetches.calls.find((c) => c.method === 'PUT')?.json()).toEqual({ isAdmin: true });
    // The server's refusal reaches the administrator, and the row stays as it was.
    await user.click(within(bob).getByRole('button', { name: 'Remove admin' }));
    expect(
      await screen.findByText(/make another account an administrator first/u),
    ).toBeInTheDocument();
    expect(within(bob).getByText('Admin')).toBeInTheDocument();
  });

  it('steps down from the own row after a confirmation, then leaves for Settings', async () => {
    let refuse = true;
    // Two administrators: stepping down is offered (and may still be refused if the other one
    // stepped down meanwhile).
    const twoAdmins = {
      ...listing,
      users: [listing.users[0]!, { ...listing.users[1]!, isAdmin: true }],
    };
    const fetches = mockFetch((request) => {
      if (request.path === '/api/auth/me') return ok(adminUser);
      if (request.path === '/api/admin/invites') return ok([]);
      if (request.path === '/api/admin/users') return ok(twoAdmins);
      if (request.path === '/api/admin/users/u1/role' && request.method === 'PUT')
        return refuse
          ? fail(
              409,
              'You are the only administrator: make another account an administrator first',
              'CONFLICT',
            )
          : ok({ ...listing.users[0]!, isAdmin: false });
      return ok({});
    });
    signIn();
    const { user, router } = renderApp('/admin');
    const rows = await screen.findAllByTestId('admin-user-row');
    await user.click(within(rows[0]!).getByRole('button', { name: 'Step down' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Stop being an administrator?' });
    await user.click(within(dialog).getByRole('button', { name: 'Step down' }));
    // Refused as the last administrator: said, and nothing changes.
    expect(
      await screen.findByText(/make another account an administrator first/u),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Administration' })).toBeInTheDocument();

    refuse = false;
    await user.click(within(rows[0]!).getByRole('button', { name: 'Step down' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Step down' }),
    );
    expect(await screen.findByText('You are no longer an administrator')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(fetches.calls.filter((c) => c.method === 'PUT').map((c) => c.json())).toEqual([
      { isAdmin: false },
      { isAdmin: false },
    ]);
    expect(screen.queryByRole('link', { name: /Administration/u })).not.toBeInTheDocument();
  });

  it('says so when the server refuses a non-administrator', async () => {
    mockFetch((request) => {
      if (request.path === '/api/auth/me') return ok(testUser);
      if (request.path === '/api/admin/users')
        return fail(403, 'Only administrators can do this', 'FORBIDDEN');
      return ok({});
    });
    signIn();
    renderApp('/admin');
    expect(await screen.findByText('Failed to load users')).toBeInTheDocument();
    expect(screen.getByText('Only administrators can do this')).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { fail, jsonResponse, mockFetch, ok } from '@/test/fetch-mock';
import { authResult, serverSettings } from '@/test/fixtures';
import { renderWithRouter } from '@/test/render';

const setup = () => renderWithRouter(<RegisterForm />, '/auth');

async function fill(
  user: ReturnType<typeof setup>['user'],
  values: Partial<Record<'username' | 'email' | 'password' | 'confirm', string>>,
) {
  if (values.username !== undefined)
    await user.type(screen.getByLabelText('Username'), values.username);
  if (values.email !== undefined) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password !== undefined)
    await user.type(screen.getByLabelText('Password'), values.password);
  if (values.confirm !== undefined)
    await user.type(screen.getByLabelText('Confirm password'), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('RegisterForm', () => {
  it('shows the username, email, password and confirm messages on an empty submit', async () => {
    const { calls } = mockFetch(() => ok(authResult));
    const { user } = setup();
    await fill(user, {});
    expect(await screen.findByText('Username must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      'Username must be at least 2 characters',
    );
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['abcdefgh', 'Password must contain at least one uppercase letter'],
    ['ABCDEFGH', 'Password must contain at least one lowercase letter'],
    ['Abcdefgh', 'Password must contain at least one number'],
    ['Abcdefg1', 'Password must contain at least one special character'],
  ])('password %j: %s', async (password, message) => {
    mockFetch(() => ok(authResult));
    const { user } = setup();
    await fill(user, { username: 'jane', email: 'jane@example.com', password, confirm: password });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining(message) as string,
    );
  });

  it('refuses the Google sandbox domain under the email field, without calling the API', async () => {
    const { calls } = mockFetch(() => ok(authResult));
    const { user } = setup();
    await fill(user, {
      username: 'jane',
      email: 'jane@sandbox.socialpulse.invalid',
      password: 'Secret123!',
      confirm: 'Secret123!',
    });
    const message =
      'Addresses at sandbox.socialpulse.invalid are reserved for the Google sandbox; use your own email address';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(message);
    expect(calls).toHaveLength(0);
  });

  it("shows Passwords don't match under the confirmation", async () => {
    mockFetch(() => ok(authResult));
    const { user } = setup();
    await fill(user, {
      username: 'jane',
      email: 'jane@example.com',
      password: 'Secret123!',
      confirm: 'Secret123?',
    });
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      "Passwords don't match",
    );
  });

  it('shows the strength meter while typing a password', async () => {
    mockFetch(() => ok(authResult));
    const { user } = setup();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'Abcdefg1');
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuetext',
      'Strong (4/5)',
    );
  });

  it('registers with a form body, clears the remembered fields and goes to /', async () => {
    const { calls } = mockFetch(() => ok(authResult));
    const { user } = setup();
    await fill(user, {
      username: 'jane',
      email: 'jane@example.com',
      password: 'Secret123!',
      confirm: 'Secret123!',
    });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(calls[0]?.path).toBe('/api/auth/register');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(calls[0]?.body))).toEqual({
      username: 'jane',
      email: 'jane@example.com',
      password: 'Secret123!',
      confirmPassword: 'Secret123!',
    });
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    expect(localStorage.getItem('registerEmail')).toBeNull();
    expect(localStorage.getItem('registerUsername')).toBeNull();
  });

  it('remembers the username and email until success and prefills them', async () => {
    mockFetch(() => fail(409, 'Email already registered', 'CONFLICT'));
    const { user, unmount } = setup();
    await fill(user, {
      username: 'jane',
      email: 'jane@example.com',
      password: 'Secret123!',
      confirm: 'Secret123!',
    });
    expect(await screen.findByText('Email already registered')).toBeInTheDocument();
    expect(localStorage.getItem('registerUsername')).toBe('jane');
    expect(localStorage.getItem('registerEmail')).toBe('jane@example.com');
    unmount();

    setup();
    expect(screen.getByLabelText('Username')).toHaveValue('jane');
    expect(screen.getByLabelText('Email')).toHaveValue('jane@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('toasts "Failed to create account" when the server gives no message', async () => {
    mockFetch(() => jsonResponse(500, {}));
    const { user } = setup();
    await fill(user, {
      username: 'jane',
      email: 'jane@example.com',
      password: 'Secret123!',
      confirm: 'Secret123!',
    });
    expect(await screen.findByText('Failed to create account')).toBeInTheDocument();
  });
});

describe('RegisterForm and the language chosen before sign-up', () => {
  it('saves a non-English language chosen on /auth to the new account', async () => {
    const { useSettingsStore } = await import('@/features/settings/stores/settings-store');
    useSettingsStore.getState().setLanguage('fr');
    const { calls } = mockFetch((request) =>
      request.path === '/api/settings' ? ok({ ...serverSettings, language: 'fr' }) : ok(authResult),
    );
    const { user } = setup();
    await user.type(await screen.findByLabelText('Nom d’utilisateur'), 'jane');
    await user.type(screen.getByLabelText('E-mail'), 'jane@example.com');
    await user.type(screen.getByLabelText('Mot de passe'), 'Secret123!');
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'Secret123!');
    await user.click(screen.getByRole('button', { name: 'Créer le compte' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    const patch = calls.find((c) => c.path === '/api/settings');
    expect(patch?.method).toBe('PATCH');
    expect(patch?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(patch?.json()).toEqual({ language: 'fr' });
    expect(useSettingsStore.getState().language).toBe('fr');
  });
});

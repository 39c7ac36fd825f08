import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoginForm } from '@/features/auth/components/login-form';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { fail, jsonResponse, mockFetch, ok } from '@/test/fetch-mock';
import { authResult } from '@/test/fixtures';
import { renderWithRouter } from '@/test/render';

const setup = () => renderWithRouter(<LoginForm />, '/auth');

describe('LoginForm', () => {
  it('shows the product messages for an invalid email and a short password, linked to the fields', async () => {
    mockFetch(() => ok(authResult));
    const { user } = setup();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const email = screen.getByLabelText('Email');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters',
    );
  });

  it('an empty form shows both messages and sends nothing', async () => {
    const { calls } = mockFetch(() => ok(authResult));
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('logs in: sends JSON, stores the session, remembers lastEmail and goes to /', async () => {
    const { calls } = mockFetch(() => ok(authResult));
    const { user } = setup();
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(calls[0]?.path).toBe('/api/auth/login');
    expect(calls[0]?.json()).toEqual({ email: 'jane@example.com', password: 'Secret123!' });
    expect(useAuthStore.getState()).toMatchObject({
      token: 'access-1',
      refreshToken: 'refresh-1',
      isAuthenticated: true,
    });
    expect(localStorage.getItem('lastEmail')).toBe('jane@example.com');
  });

  it('prefills the remembered lastEmail', () => {
    localStorage.setItem('lastEmail', 'kept@example.com');
    setup();
    expect(screen.getByLabelText('Email')).toHaveValue('kept@example.com');
  });

  it('toasts the server message on failure', async () => {
    mockFetch(() => fail(401, 'Invalid email or password', 'INVALID_CREDENTIALS'));
    const { user } = setup();
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('the error toast of a failed login goes away when the next attempt succeeds', async () => {
    let attempts = 0;
    mockFetch(() =>
      ++attempts === 1
        ? fail(401, 'Invalid email or password', 'INVALID_CREDENTIALS')
        : ok(authResult),
    );
    const { user } = setup();
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'Wrong123!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Secret123!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    await waitFor(() =>
      expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument(),
    );
  });

  it('repeated failures show one error toast, not a stack', async () => {
    const { calls } = mockFetch(() =>
      fail(401, 'Invalid email or password', 'INVALID_CREDENTIALS'),
    );
    const { user } = setup();
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'Wrong123!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    // The second attempt has been answered and its error handled: the button is back.
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/auth/login')).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled());
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(screen.getAllByText('Invalid email or password')).toHaveLength(1);
  });

  it('toasts "Failed to log in" when the server gives no message', async () => {
    mockFetch(() => jsonResponse(500, {}));
    const { user } = setup();
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Failed to log in')).toBeInTheDocument();
  });

  it('toasts "Invalid authentication response" when the answer breaks the contract', async () => {
    mockFetch(() => ok({ accessToken: 'only-this' }));
    const { user } = setup();
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(screen.getByText('Invalid authentication response')).toBeInTheDocument(),
    );
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});

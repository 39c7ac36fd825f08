import { optionsSchema, type Options } from '@socialpulse/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok } from '@/test/fetch-mock';
import { serverSettings, testUser } from '@/test/fixtures';
import { renderApp, signIn } from '@/test/render';

const item = (value: string) => ({ value, label: value, description: value });
const options = (email: boolean): Options => ({
  platforms: [item('reddit')],
  tones: [{ ...item('engaging'), emoji: '✨' }],
  languages: [item('en')],
  periods: [item('today')],
  capabilities: { llm: false, email },
  signIn: { password: true, google: true, sso: null },
  oauth: { publicUrl: 'http://localhost:3000', sandboxAcceptsHere: true },
});

function setup(email: boolean) {
  mockFetch((request) => {
    if (request.path === '/api/options') return ok(options(email));
    if (request.path === '/api/settings')
      return ok({ ...serverSettings, emailNotifications: true });
    if (request.path === '/api/auth/me') return ok(testUser);
    return ok({});
  });
  signIn();
  return renderApp('/settings');
}

describe('Settings: email notifications and the server’s email capability', () => {
  it('the options fixture follows the contract', () => {
    expect(optionsSchema.safeParse(options(false)).success).toBe(true);
  });

  it('says email is not set up and disables the switch when the server cannot send email', async () => {
    setup(false);
    expect(await screen.findByText('Email is not set up on this server.')).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Email notifications' });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(
      'Get an email when a summary is ready or a keyword is mentioned. Email is not set up on this server.',
    );
  });

  it('keeps the switch usable when the server can send email', async () => {
    setup(true);
    const toggle = await screen.findByRole('switch', { name: 'Email notifications' });
    expect(toggle).toBeChecked();
    expect(toggle).toBeEnabled();
    expect(screen.queryByText('Email is not set up on this server.')).not.toBeInTheDocument();
  });
});

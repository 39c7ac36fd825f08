import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockFetch, ok, okWith, type RecordedRequest } from '@/test/fetch-mock';
import { connectionsFixture, serverSettings, testUser } from '@/test/fixtures';
import { renderApp, signIn } from '@/test/render';

type Handler = (request: RecordedRequest) => Response | undefined;

const telegramConnected = connectionsFixture.map((c) =>
  c.platform === 'telegram'
    ? { ...c, status: 'connected' as const, profileData: { username: 'Jane T', avatar: null } }
    : c,
);

/** /connections with the Telegram modal open on its first step. */
async function openModal(onRequest?: Handler) {
  let connected = false;
  const fetches = mockFetch((request) => {
    const custom = onRequest?.(request);
    if (custom !== undefined) return custom;
    if (request.path === '/api/settings') return ok(serverSettings);
    if (request.path === '/api/auth/me') return ok(testUser);
    if (request.path === '/api/connections')
      return ok(connected ? telegramConnected : connectionsFixture);
    if (request.path === '/api/telegram/auth/phone')
      return okWith('Code sent to your Telegram app', { codeVia: 'app' });
    if (request.path === '/api/telegram/auth/verify') {
      connected = true;
      return okWith('Connected to Telegram successfully', { status: 'connected' });
    }
    return ok({});
  });
  signIn();
  const view = renderApp('/connections');
  const card = await screen.findByRole('region', { name: 'Telegram' });
  await view.user.click(within(card).getByRole('button', { name: 'Connect Telegram' }));
  const dialog = await screen.findByRole('dialog', { name: 'Enter Phone Number' });
  return { ...view, ...fetches, card, dialog };
}

/**
 * Radix adds its outside-pointerdown listener in a zero-delay timer once the dialog has mounted, so
 * the click waits for that one task; fireEvent then runs the handlers and React's updates at once.
 */
async function clickOutside() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  fireEvent.pointerDown(document.body);
  fireEvent.pointerUp(document.body);
  fireEvent.click(document.body);
}

const sent = (calls: RecordedRequest[], path: string) =>
  calls.filter((c) => c.path === path).map((c) => c.json());

describe('Telegram connect modal', () => {
  it('step 1: a telephone input with a "+digits" placeholder; the card reads Connecting...', async () => {
    const { dialog, card } = await openModal();
    const input = within(dialog).getByLabelText('Phone number');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
    expect(input.getAttribute('placeholder')).toMatch(/^\+\d[\d ]+$/u);
    expect(input).toHaveFocus();
    // The page behind the modal is hidden from assistive technology while it is open.
    expect(
      within(card).getByRole('button', { name: 'Connecting...', hidden: true }),
    ).toBeDisabled();
  });

  it('Submit is disabled while the input is blank after trimming', async () => {
    const { dialog, user } = await openModal();
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Phone number'), '   ');
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Phone number'), '+1');
    expect(submit).toBeEnabled();
  });

  it('in the phone step Cancel and Escape close the modal', async () => {
    const { dialog, user, card } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card).getByRole('button', { name: 'Connect Telegram' })).toBeEnabled();
    await user.click(within(card).getByRole('button', { name: 'Connect Telegram' }));
    await screen.findByRole('dialog', { name: 'Enter Phone Number' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(card).getByRole('button', { name: 'Connect Telegram' }));
    await screen.findByRole('dialog', { name: 'Enter Phone Number' });
    await clickOutside();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('trims the phone, then in the code step Cancel is disabled and closing is blocked', async () => {
    const { dialog, user, calls } = await openModal();
    await user.type(within(dialog).getByLabelText('Phone number'), '  +1 555 123 4567  {Enter}');
    expect(sent(calls, '/api/telegram/auth/phone')).toEqual([{ phoneNumber: '+1 555 123 4567' }]);

    const codeStep = await screen.findByRole('dialog', { name: 'Enter Verification Code' });
    const code = within(codeStep).getByLabelText('Verification code');
    expect(code).toHaveAttribute('type', 'text');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveValue('');
    expect(within(codeStep).getByText(/sent to your app/u)).toBeInTheDocument();
    expect(within(codeStep).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(codeStep).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await clickOutside();
    expect(screen.getByRole('dialog', { name: 'Enter Verification Code' })).toBeInTheDocument();
  });

  it('verifies the trimmed code: toast, modal closed, connections fetched again', async () => {
    const { dialog, user, calls, card } = await openModal();
    await user.type(within(dialog).getByLabelText('Phone number'), '+15551234567{Enter}');
    const codeStep = await screen.findByRole('dialog', { name: 'Enter Verification Code' });
    const submit = within(codeStep).getByRole('button', { name: 'Submit' });
    await user.type(within(codeStep).getByLabelText('Verification code'), '  ');
    expect(submit).toBeDisabled();
    await user.type(within(codeStep).getByLabelText('Verification code'), '12345 ');
    await user.click(submit);

    expect(await screen.findByText('Connected to Telegram successfully')).toBeInTheDocument();
    expect(sent(calls, '/api/telegram/auth/verify')).toEqual([{ code: '12345' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(card).findByText('Jane T')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Disconnect' })).toBeEnabled();
  });

  it('asks for the 2FA password when the server says password_needed, still unclosable', async () => {
    let step = 0;
    const { dialog, user, calls } = await openModal((request) => {
      if (request.path !== '/api/telegram/auth/verify') return undefined;
      step += 1;
      return step === 1
        ? okWith('Enter your password', { status: 'password_needed', passwordHint: 'sandbox-…' })
        : undefined;
    });
    await user.type(within(dialog).getByLabelText('Phone number'), '+15550000000{Enter}');
    const codeStep = await screen.findByRole('dialog', { name: 'Enter Verification Code' });
    await user.type(within(codeStep).getByLabelText('Verification code'), '12345{Enter}');

    const passwordStep = await screen.findByRole('dialog', { name: 'Enter 2FA Password' });
    const password = within(passwordStep).getByLabelText('2FA password');
    expect(password).toHaveAttribute('type', 'password');
    expect(within(passwordStep).getByText('Hint: sandbox-…')).toBeInTheDocument();
    expect(within(passwordStep).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Enter 2FA Password' })).toBeInTheDocument();

    await user.type(password, 'sandbox-2fa{Enter}');
    expect(await screen.findByText('Connected to Telegram successfully')).toBeInTheDocument();
    expect(sent(calls, '/api/telegram/auth/verify')).toEqual([
      { code: '12345' },
      { password: 'sandbox-2fa' },
    ]);
  });

  it('in sandbox mode shows the code and password the sandbox accepts, marked Sandbox', async () => {
    const { dialog, user } = await openModal((request) => {
      if (request.path === '/api/telegram/auth/phone')
        return okWith('Code sent to your Telegram app', { codeVia: 'app', sandboxCode: '12345' });
      if (request.path === '/api/telegram/auth/verify')
        return okWith('Enter your password', {
          status: 'password_needed',
          sandboxPassword: 'sandbox-2fa',
        });
      return undefined;
    });
    await user.type(within(dialog).getByLabelText('Phone number'), '+15550002222{Enter}');
    const codeStep = await screen.findByRole('dialog', { name: 'Enter Verification Code' });
    const note = within(codeStep).getByRole('note');
    expect(note).toHaveTextContent('Sandbox');
    expect(note).toHaveTextContent('The sandbox code is 12345.');
    await user.type(within(codeStep).getByLabelText('Verification code'), '12345{Enter}');
    const passwordStep = await screen.findByRole('dialog', { name: 'Enter 2FA Password' });
    expect(within(passwordStep).getByRole('note')).toHaveTextContent(
      "this test account's password is sandbox-2fa.",
    );
  });

  it('a real Telegram login shows no sandbox note', async () => {
    const { dialog, user } = await openModal();
    await user.type(within(dialog).getByLabelText('Phone number'), '+15551234567{Enter}');
    const codeStep = await screen.findByRole('dialog', { name: 'Enter Verification Code' });
    expect(within(codeStep).queryByRole('note')).not.toBeInTheDocument();
  });

  it('a failed phone step: "Failed to send verification code" with the server’s wait time', async () => {
    const { dialog, user } = await openModal((request) =>
      request.path === '/api/telegram/auth/phone'
        ? fail(429, 'Too many attempts. Try again in 5 minutes.', 'RATE_LIMITED')
        : undefined,
    );
    await user.type(within(dialog).getByLabelText('Phone number'), '+15551234567{Enter}');
    expect(await screen.findByText('Failed to send verification code')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Too many attempts. Try again in 5 minutes.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Enter Phone Number' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
  });

  it('a wrong code: "Invalid verification code", stays on the code step', async () => {
    const { dialog, user } = await openModal((request) =>
      request.path === '/api/telegram/auth/verify'
        ? fail(400, 'The code is invalid. Check it and try again.', 'BAD_REQUEST')
        : undefined,
    );
    await user.type(within(dialog).getByLabelText('Phone number'), '+15551234567{Enter}');
    const codeStep = await screen.findByRole('dialog', { name: 'Enter Verification Code' });
    await user.type(within(codeStep).getByLabelText('Verification code'), '00000{Enter}');
    expect(await screen.findByText('Invalid verification code')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Enter Verification Code' })).toBeInTheDocument();
  });

  it('a wrong password: "Authentication failed"', async () => {
    let step = 0;
    const { dialog, user } = await openModal((request) => {
      if (request.path !== '/api/telegram/auth/verify') return undefined;
      step += 1;
      return step === 1
        ? okWith('Enter your password', { status: 'password_needed' })
        : fail(400, 'The password is incorrect.', 'BAD_REQUEST');
    });
    await user.type(within(dialog).getByLabelText('Phone number'), '+15551234567{Enter}');
    const codeStep = await screen.findByRole('dialog', { name: 'Enter Verification Code' });
    await user.type(within(codeStep).getByLabelText('Verification code'), '12345{Enter}');
    const passwordStep = await screen.findByRole('dialog', { name: 'Enter 2FA Password' });
    await user.type(within(passwordStep).getByLabelText('2FA password'), 'nope{Enter}');
    expect(await screen.findByText('Authentication failed')).toBeInTheDocument();
  });

  it('"Use a different number" goes back to the phone step, where Cancel works again', async () => {
    const { dialog, user } = await openModal();
    await user.type(within(dialog).getByLabelText('Phone number'), '+15551234567{Enter}');
    const codeStep = await screen.findByRole('dialog', { name: 'Enter Verification Code' });
    await user.click(within(codeStep).getByRole('button', { name: 'Use a different number' }));
    const phoneStep = await screen.findByRole('dialog', { name: 'Enter Phone Number' });
    expect(within(phoneStep).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });
});

import { expect, test, type Page } from '@playwright/test';
import { useSmtpInbox } from './smtp-inbox';
import { newUser, registerByApi } from './support';

/**
 * Forgetting a password for real: the app mails the reset link to an SMTP server this test runs,
 * the test reads the link out of the parsed mail and the browser follows it.
 */
const inbox = useSmtpInbox();

/** The link of the newest mail to `email` whose subject matches, once it has arrived. */
async function linkFromMail(email: string, subject: RegExp, path: string): Promise<string> {
  const matching = () =>
    inbox.mails.filter(
      (m) => m.to && !Array.isArray(m.to) && m.to.text === email && subject.test(m.subject ?? ''),
    );
  await expect.poll(() => matching().length, { timeout: 20_000 }).toBeGreaterThan(0);
  const text = matching().at(-1)?.text ?? '';
  const match = new RegExp(`https?://\\S+${path}\\?token=[\\w%-]+`, 'u').exec(text);
  expect(match, text).not.toBeNull();
  return match![0];
}

async function screenshots(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `test-results/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `test-results/${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('resetting a password by email link', async ({ page }) => {
  const user = newUser();
  await registerByApi(page, user);

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password', level: 1 })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await screenshots(page, 'forgot-password');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText(
    'If an account uses this address, we have sent it a link',
  );

  const resetLink = await linkFromMail(
    user.email,
    /Reset your SocialPulse password/u,
    '/reset-password',
  );
  await page.goto(resetLink);
  await expect(
    page.getByRole('heading', { name: 'Choose a new password', level: 1 }),
  ).toBeVisible();
  const newPassword = 'Rainy-Night-77';
  // A mismatch is refused in the form, and nothing is spent.
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill('Rainy-Night-78');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel('Confirm new password').fill(newPassword);
  await screenshots(page, 'reset-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/u);

  // The old password no longer works; the new one does.
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: "Today's Pulse" })).toBeVisible();

  // The link worked once.
  await page.goto(resetLink);
  await page.getByLabel('New password', { exact: true }).fill('Another-Day-12');
  await page.getByLabel('Confirm new password').fill('Another-Day-12');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This link is invalid, already used or expired',
  );

  // Settings: the address is not verified yet; the registration's link verifies it.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Verify your email address' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Password', exact: true })).toBeVisible();
  await screenshots(page, 'settings-account');
  const verifyLink = await linkFromMail(
    user.email,
    /Verify your SocialPulse email/u,
    '/verify-email',
  );
  await page.goto(verifyLink);
  await expect(page.getByText('Your email address is verified.')).toBeVisible();
  await screenshots(page, 'verify-email');
  await page.getByRole('link', { name: 'Go to Settings' }).click();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verify your email address' })).toBeHidden();
});

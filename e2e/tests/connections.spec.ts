import { expect, test, type Page } from '@playwright/test';
import { signedInAsNewUser } from './support';

/** Clicks Connect, answers the sandbox consent page in the popup, and waits for it to close. */
async function connectThroughPopup(page: Page, label: string, decision: 'Allow' | 'Deny') {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: `Connect ${label}` }).click(),
  ]);
  // Google's sandbox (YouTube connects through it) chooses no account in advance, and a name is
  // the browser's that used it first: a new browser types a name of its own.
  if (label === 'YouTube' && decision === 'Allow') {
    await popup.getByRole('radio', { name: /Use another account/ }).check();
    await popup.getByLabel('Other account name').fill(`viewer-${Date.now().toString(36)}`);
  }
  await popup.getByRole('button', { name: decision }).click();
  await popup.waitForEvent('close');
}

/**
 * Connects the sandbox Telegram as a newcomer would: the code (and the 2FA password) are read from
 * the dialog's Sandbox note, never from the repository's documentation.
 */
async function connectTelegram(page: Page, phone: string, twoStep = false) {
  await page.getByRole('button', { name: 'Connect Telegram' }).click();
  const phoneStep = page.getByRole('dialog', { name: 'Enter Phone Number' });
  await expect(phoneStep).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit' });
  await page.getByLabel('Phone number', { exact: true }).fill('   ');
  await expect(submit).toBeDisabled();
  await page.getByLabel('Phone number', { exact: true }).fill(` ${phone} `);
  await submit.click();

  const codeStep = page.getByRole('dialog', { name: 'Enter Verification Code' });
  await expect(codeStep).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(codeStep).toBeVisible();
  const codeNote = codeStep.getByRole('note');
  await expect(codeNote).toContainText('Sandbox');
  const code = /code is (\S+)\.$/u.exec((await codeNote.textContent()) ?? '')?.[1];
  expect(code).toBe('12345');
  await page.getByLabel('Verification code', { exact: true }).fill(code ?? '');
  await submit.click();

  if (twoStep) {
    const passwordStep = page.getByRole('dialog', { name: 'Enter 2FA Password' });
    await expect(passwordStep).toBeVisible();
    const note = (await passwordStep.getByRole('note').textContent()) ?? '';
    const password = /password is (\S+)\.$/u.exec(note)?.[1];
    expect(password).toBe('sandbox-2fa');
    await page.getByLabel('2FA password', { exact: true }).fill(password ?? '');
    await submit.click();
  }
  await expect(page.getByText('Connected to Telegram successfully')).toBeVisible();
}

test('connect Reddit through the popup, see the account, then disconnect', async ({ page }) => {
  await signedInAsNewUser(page);
  await page.getByRole('link', { name: 'Platforms' }).click();
  await expect(page.getByRole('heading', { name: 'Social Connections' })).toBeVisible();
  const reddit = page.getByRole('region', { name: 'Reddit' });
  await expect(reddit.getByText('Sandbox')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Facebook' }).getByText('Coming soon'),
  ).toBeVisible();

  await connectThroughPopup(page, 'Reddit', 'Allow');
  await expect(page.getByText('Account connected successfully')).toBeVisible();
  await expect(reddit.getByRole('button', { name: 'Disconnect' })).toBeVisible();

  // Disconnect asks first: Cancel keeps the account, the dialog's Disconnect removes it.
  await reddit.getByRole('button', { name: 'Disconnect' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Disconnect Reddit?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(reddit.getByRole('button', { name: 'Disconnect' })).toBeVisible();

  await reddit.getByRole('button', { name: 'Disconnect' }).click();
  await confirm.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('Reddit disconnected successfully')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(reddit.getByRole('button', { name: 'Connect Reddit' })).toBeVisible();
});

test('denying consent shows the product message and connects nothing', async ({ page }) => {
  await signedInAsNewUser(page);
  await page.goto('/connections');
  await connectThroughPopup(page, 'Reddit', 'Deny');
  await expect(page.getByText('You declined to authorize the application')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Reddit' }).getByRole('button', { name: 'Connect Reddit' }),
  ).toBeVisible();
});

test('connect Telegram with phone and code, browse chats with search and a type filter', async ({
  page,
}) => {
  await signedInAsNewUser(page);
  await page.goto('/connections');
  await connectTelegram(page, '+15551234567');
  const telegram = page.getByRole('region', { name: 'Telegram' });
  await expect(telegram.getByRole('button', { name: 'Disconnect' })).toBeVisible();

  await page.goto('/summary/source/telegram');
  const list = page.getByRole('list', { name: 'Sources' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const all = await list.getByRole('listitem').count();
  expect(all).toBeGreaterThan(3);

  await page.getByRole('radio', { name: 'Channels' }).click();
  const channels = await list.getByRole('listitem').count();
  expect(channels).toBeGreaterThan(0);
  expect(channels).toBeLessThan(all);
  for (const row of await list.getByRole('listitem').all()) {
    await expect(row).toContainText('Channel');
  }

  await page.getByRole('searchbox', { name: 'Search' }).fill('zzzz-no-such-chat');
  await expect(page.getByText('No sources found')).toBeVisible();
});

test('connect a Telegram account that asks for its 2FA password, then disconnect', async ({
  page,
}) => {
  await signedInAsNewUser(page);
  await page.goto('/connections');
  await connectTelegram(page, '+15550002222', true);
  const telegram = page.getByRole('region', { name: 'Telegram' });
  await telegram.getByRole('button', { name: 'Disconnect' }).click();
  await page
    .getByRole('alertdialog', { name: 'Disconnect Telegram?' })
    .getByRole('button', { name: 'Disconnect' })
    .click();
  await expect(page.getByText('Telegram disconnected successfully')).toBeVisible();
  await expect(telegram.getByRole('button', { name: 'Connect Telegram' })).toBeVisible();
});

test('page through a YouTube channel’s videos and pick one', async ({ page }) => {
  await signedInAsNewUser(page);
  await page.goto('/connections');
  await connectThroughPopup(page, 'YouTube', 'Allow');
  await expect(page.getByText('Account connected successfully')).toBeVisible();

  await page.goto('/summary/source/youtube');
  await page
    .getByRole('link', { name: /^Pick a video from/ })
    .first()
    .click();
  const videos = page.getByRole('list', { name: 'Videos' });
  await expect(videos.getByRole('listitem').first()).toBeVisible();
  const firstPage = await videos.getByRole('listitem').count();
  // Durations read h:mm:ss (m:ss under an hour); counts are abbreviated with K and M.
  await expect(videos.getByRole('link').first()).toHaveAccessibleName(
    /^Duration \d+:\d{2}(:\d{2})? .+ \d+(\.\d)?[KM]? views/,
  );

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => videos.getByRole('listitem').count()).toBeGreaterThan(firstPage);

  await videos.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/summary\/setup\/youtube\//);
});

test('a user never sees another user’s connections', async ({ browser }) => {
  const alice = await browser.newPage();
  await signedInAsNewUser(alice);
  await alice.goto('/connections');
  await connectTelegram(alice, '+15551234567');

  const bob = await (await browser.newContext()).newPage();
  await signedInAsNewUser(bob);
  await bob.goto('/connections');
  await expect(bob.getByRole('button', { name: 'Connect Telegram' })).toBeVisible();
  await bob.goto('/summary/source/telegram');
  await expect(bob.getByRole('link', { name: 'Connect Telegram' })).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { connectSandboxReddit, expectPulseReady, signedInAsNewUser } from './support';

test('Your sources and Saved: follow a suggestion, unfollow and delete it; find a saved note', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.context().route(
    (url) => !url.href.startsWith(baseURL ?? ''),
    (route) => route.fulfill({ contentType: 'text/html', body: '<title>source</title>' }),
  );
  await signedInAsNewUser(page);
  await connectSandboxReddit(page);
  await page.getByRole('link', { name: 'Pulse', exact: true }).click();
  await expectPulseReady(page);
  await expect(page.getByText(/Updated /)).toBeVisible();

  // Suggested Sources: each says why in words; Follow makes it one of "Your sources".
  const suggested = page.getByRole('region', { name: 'Suggested Sources' });
  const card = suggested.getByRole('article').first();
  await expect(
    card.getByText(/posts? this week|recent posts? on subjects|your keyword/),
  ).toBeVisible();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  expect(name).not.toBe('');
  await card.getByRole('button', { name: `Follow ${name}` }).click();
  await expect(page.getByText(`Following ${name}`)).toBeVisible();
  await expect(
    card.getByRole('link', { name: new RegExp(`^Following ${escape(name)}`) }),
  ).toBeVisible();

  await suggested.getByRole('link', { name: 'Your sources', exact: true }).click();
  await expect(page).toHaveURL(/\/sources$/);
  await expect(page.getByRole('heading', { name: 'Your sources' })).toBeVisible();
  const source = page.getByRole('article', { name });
  await expect(source.getByText('Following', { exact: true })).toBeVisible();
  await expect(source.getByText('Reddit')).toBeVisible();
  await expect(source.getByText('Not summarized yet')).toBeVisible();

  // Unfollow keeps it listed; Delete asks first, then removes it.
  await source.getByRole('button', { name: `Unfollow ${name}` }).click();
  await expect(source.getByText('Not followed')).toBeVisible();
  await source.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete source?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Source deleted')).toBeVisible();
  await expect(page.getByRole('article', { name })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('article', { name })).toHaveCount(0);

  // Saved: a highlight saved with a note is found, with its note, under Saved.
  await page.getByRole('link', { name: 'Back to Pulse' }).click();
  const highlights = page.getByRole('region', { name: 'Daily Highlights' });
  const highlight = highlights.getByRole('article').first();
  const title = (await highlight.getByRole('heading').textContent()) ?? '';
  await highlight.getByRole('button', { name: 'Save' }).click();
  const saveDialog = page.getByRole('dialog', { name: 'Save highlight' });
  await saveDialog.getByLabel('Note (optional)').fill('Ask the team on Monday');
  await saveDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Highlight saved')).toBeVisible();
  await highlights.getByRole('link', { name: 'Saved' }).click();
  await expect(page).toHaveURL(/\/pulse\/saved$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Ask the team on Monday')).toBeVisible();
  await page.getByRole('button', { name: `Remove ${title} from saved` }).click();
  await expect(page.getByText('No saved highlights yet')).toBeVisible();
});

test('one keyword list: a Settings chip is in Manage Keywords, and back', async ({ page }) => {
  await signedInAsNewUser(page);
  await page.getByRole('link', { name: 'Settings' }).click();
  const input = page.getByPlaceholder('Add a keyword');
  await input.fill('webassembly');
  await input.press('Enter');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  // The toast stays clear of the navigation, so the next click reaches it at once.
  const toastBox = await page.locator('[data-sonner-toast]').first().boundingBox();
  const barBox = await page.getByRole('banner').boundingBox();
  expect(toastBox && barBox && toastBox.y >= barBox.y + barBox.height).toBe(true);

  await page.getByRole('link', { name: 'Pulse', exact: true }).click();
  await page.getByRole('button', { name: 'Manage Keywords' }).first().click();
  const manage = page.getByRole('dialog', { name: 'Manage Keywords' });
  await expect(manage.getByRole('switch', { name: 'Track webassembly' })).toBeChecked();

  // Added in Manage Keywords: a chip in Settings.
  await manage.getByRole('button', { name: 'Add keyword' }).click();
  await page.getByRole('textbox', { name: 'Keyword' }).fill('sourdough');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Keyword added')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Settings' }).click();
  const chips = page.getByRole('list', { name: 'Keyword alerts' }).getByRole('listitem');
  await expect(chips).toHaveText(['webassembly', 'sourdough']);
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

import { expect, test, type Page } from '@playwright/test';
import { signedInAsNewUser } from './support';

const CLUB = 'Running Club Berlin';

/** Connects the sandbox Telegram with the code its dialog's Sandbox note gives. */
async function connectSandboxTelegram(page: Page) {
  await page.goto('/connections');
  await page.getByRole('button', { name: 'Connect Telegram' }).click();
  await page.getByLabel('Phone number', { exact: true }).fill('+15551234567');
  await page.getByRole('button', { name: 'Submit' }).click();
  const codeStep = page.getByRole('dialog', { name: 'Enter Verification Code' });
  const code = /code is (\S+)\.$/u.exec((await codeStep.getByRole('note').textContent()) ?? '');
  await page.getByLabel('Verification code', { exact: true }).fill(code?.[1] ?? '');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Connected to Telegram successfully')).toBeVisible();
}

/** From the Telegram source list to the setup form of the German running club. */
async function openClubSetup(page: Page) {
  await page.goto('/summary/source/telegram');
  await page.getByRole('searchbox', { name: 'Search' }).fill(CLUB);
  await page
    .getByRole('list', { name: 'Sources' })
    .getByRole('link', { name: new RegExp(CLUB) })
    .click();
  await expect(page).toHaveURL(/\/summary\/setup\/telegram\//);
  await expect(page.getByRole('heading', { level: 2, name: CLUB })).toBeVisible();
}

test('without a language model the setup form says posts stay in their language, names it, and offers it', async ({
  page,
}) => {
  await signedInAsNewUser(page);
  // Connecting queues the Pulse's first read of the user's chats, and the items it stores tell the
  // chat's language too: whether that read lands before the form opens is a race the journey
  // does not control. The form's first question is answered as before any read ("nothing known");
  // every later one goes to the server.
  let firstAsked = false;
  await page.route('**/api/summaries/source-language?*', async (route) => {
    if (firstAsked) return route.fallback();
    firstAsked = true;
    await route.fulfill({ json: { success: true, data: { language: null, basis: null } } });
  });
  await connectSandboxTelegram(page);
  await openClubSetup(page);

  // Nothing tells the chat's language yet: the plain note, next to the language choice.
  const language = page.getByLabel('Summary language');
  await expect(language).toHaveValue('en');
  const note = page.getByTestId('setup-language-note');
  await expect(note).toHaveText(
    "Without a language model, posts are quoted as they were written; only the summary's own wording is in English.",
  );
  await expect(language).toHaveAccessibleDescription(/quoted as they were written/u);
  await expect(note.getByRole('button')).toHaveCount(0);

  // A summary in English: the digest says the same in its own words.
  await page.getByLabel('Period').selectOption('last_7_days');
  await page.getByRole('button', { name: 'Generate summary' }).click();
  await expect(page).toHaveURL(/\/summaries\/[0-9a-f-]{36}$/);
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(header.locator('[data-status]')).toHaveText('Completed', { timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText(
    'Most of this content is in German',
  );

  // The next summary of the chat: the form now knows its language and names it.
  await openClubSetup(page);
  await expect(note).toHaveText(
    `Posts in ${CLUB} are mostly in German. Without a language model they are quoted in German; only the summary's wording will be in English.Write it in German`,
  );
  await note.getByRole('button', { name: 'Write it in German' }).click();
  await expect(language).toHaveValue('de');
  await expect(note).toHaveText(
    "Without a language model, posts are quoted as they were written; only the summary's own wording is in German.",
  );
  await expect(note.getByRole('button')).toHaveCount(0);

  // Back to English by hand: the offer comes back.
  await language.selectOption('en');
  await expect(note.getByRole('button', { name: 'Write it in German' })).toBeVisible();
});

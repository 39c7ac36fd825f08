import { expect, test } from '@playwright/test';
import { signedInAsNewUser } from './support';

test('settings: change preferences, save, and see them after a reload', async ({ page }) => {
  await signedInAsNewUser(page);
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByText('Not verified')).toBeVisible();

  // Platform Preferences: sliders 0..1 in steps of 0.1, default 0.5, shown as a percent.
  const reddit = page.getByRole('slider', { name: 'Reddit' });
  await expect(reddit).toHaveAttribute('aria-valuenow', '0.5');
  await reddit.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(reddit).toHaveAttribute('aria-valuenow', '0.7');
  await expect(page.getByText('70%')).toBeVisible();

  await page.getByLabel('Tone').selectOption('professional');
  await page.getByLabel('Default period').selectOption('last_7_days');

  // Keyword chips: blank and duplicate entries are not added.
  const keyword = page.getByPlaceholder('Add a keyword');
  await keyword.fill('rust');
  await keyword.press('Enter');
  await keyword.fill('  ');
  await keyword.press('Enter');
  await keyword.fill('RUST');
  await keyword.press('Enter');
  await keyword.fill('open source');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const chips = page.getByRole('list', { name: 'Keyword alerts' }).getByRole('listitem');
  await expect(chips).toHaveCount(2);

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Tone')).toHaveValue('professional');
  await expect(page.getByLabel('Default period')).toHaveValue('last_7_days');
  await expect(page.getByRole('slider', { name: 'Reddit' })).toHaveAttribute(
    'aria-valuenow',
    '0.7',
  );
  await expect(chips).toHaveCount(2);
  await expect(chips.first()).toContainText('rust');

  // Removing a chip and saving persists too.
  await page.getByRole('button', { name: 'Remove rust' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await page.reload();
  await expect(chips).toHaveCount(1);
});

test('system language switches the whole interface and stays after a reload', async ({ page }) => {
  await signedInAsNewUser(page);
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByLabel('Interface language').selectOption('de');
  await expect(page.getByRole('link', { name: 'Einstellungen' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Einstellungen' })).toBeVisible();
  await page.getByRole('link', { name: 'Pulse' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText("Today's Pulse");

  await page.goto('/settings');
  await page.getByLabel('Sprache der Oberfläche').selectOption('ru');
  await expect(page.getByRole('link', { name: 'Настройки' })).toBeVisible();
  await page.getByLabel('Язык интерфейса').selectOption('en');
  await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
});

test('adult (NSFW) content is hidden by default; showing it is saved', async ({ page }) => {
  await signedInAsNewUser(page);
  await page.goto('/settings');
  const hide = page.getByRole('switch', { name: 'Hide adult (NSFW) content' });
  await expect(hide).toBeChecked();
  await hide.click();
  await expect(hide).not.toBeChecked();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Hide adult (NSFW) content' })).not.toBeChecked();
});

import { expect, test, type Page } from '@playwright/test';
import { connectSandboxReddit, signedInAsNewUser } from './support';

/** What a user's own script does: plain Node fetch with the token, no browser, no cookies. */
function script(token: string) {
  const base = test.info().project.use.baseURL ?? '';
  return async (method: string, path: string, body?: object) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return {
      status: response.status,
      json: (await response.json()) as { data?: unknown; message?: string },
    };
  };
}

/** Creates a token in the Settings dialog; returns the secret the dialog shows once. */
async function createToken(
  page: Page,
  input: { name: string; scope: string; expiry: string },
): Promise<string> {
  await page.getByRole('button', { name: 'Create token' }).click();
  const dialog = page.getByRole('dialog', { name: 'New API token' });
  await dialog.getByLabel('Name').fill(input.name);
  await dialog.getByLabel('Scope').selectOption({ label: input.scope });
  await dialog.getByLabel('Expires').selectOption({ label: input.expiry });
  await dialog.getByRole('button', { name: 'Create token' }).click();
  const shown = page.getByRole('dialog', { name: 'Copy your new token' });
  const secret = await shown.getByLabel(`Token “${input.name}”`).inputValue();
  expect(secret).toMatch(/^sp_pat_[\w-]{43}$/u);
  return secret;
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('API token: created in Settings, used from a script, revoked and then refused', async ({
  page,
}) => {
  await signedInAsNewUser(page);
  await connectSandboxReddit(page);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'API tokens' });
  await expect(section.getByText('You have no API tokens yet.')).toBeVisible();

  // A name is required; the dialog says so and makes nothing.
  await section.getByRole('button', { name: 'Create token' }).click();
  const form = page.getByRole('dialog', { name: 'New API token' });
  await form.getByRole('button', { name: 'Create token' }).click();
  await expect(form.getByText('Give the token a name')).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();

  const secret = await createToken(page, {
    name: 'Nightly export',
    scope: 'Read and write',
    expiry: 'In 30 days',
  });
  const shown = page.getByRole('dialog', { name: 'Copy your new token' });
  await shown.getByRole('button', { name: 'Copy token' }).click();
  await expect(page.getByText('Token copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: 'test-results/api-token-shown-desktop.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/api-token-shown-phone.png' });
  await shown.getByRole('button', { name: 'Done' }).click();

  // Listed without its secret: only its first characters.
  const row = section.getByTestId('api-token').filter({ hasText: 'Nightly export' });
  await expect(row).toContainText('Read and write');
  await expect(row).toContainText(`${secret.slice(0, 13)}…`);
  await expect(row).toContainText('never used');
  await expect(page.locator('body')).not.toContainText(secret);

  // The script: makes a summary and lists the summaries, as the user.
  const call = script(secret);
  const made = await call('POST', '/api/summaries', { platform: 'reddit', sourceId: 'typescript' });
  expect(made.status, made.json.message).toBeLessThan(300);
  const listed = await call('GET', '/api/summaries');
  expect(listed.status).toBe(200);
  expect(JSON.stringify(listed.json.data)).toContain('typescript');
  // Managing tokens needs a session of the app, never a token.
  const sneaky = await call('POST', '/api/tokens', { name: 'x', scope: 'read', expiresAt: null });
  expect(sneaky.status).toBe(403);

  // A read-only token reads and is refused a write with a clear message.
  const readOnly = script(
    await createToken(page, { name: 'Dashboard', scope: 'Read only', expiry: 'Never' }),
  );
  await page
    .getByRole('dialog', { name: 'Copy your new token' })
    .getByRole('button', {
      name: 'Done',
    })
    .click();
  expect((await readOnly('GET', '/api/summaries')).status).toBe(200);
  const write = await readOnly('POST', '/api/summaries', {
    platform: 'reddit',
    sourceId: 'programming',
  });
  expect(write.status).toBe(403);
  expect(write.json.message).toContain('can only read');

  // Its use shows in the list.
  await page.reload();
  await expect(row).toContainText('last used');
  await expect(section.getByTestId('api-token')).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await section.screenshot({ path: 'test-results/api-tokens-list-phone.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await section.screenshot({ path: 'test-results/api-tokens-list-desktop.png' });

  // Revoked after a confirmation: the script's next call is refused.
  await row.getByRole('button', { name: 'Revoke “Nightly export”' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke “Nightly export”?' });
  await page.screenshot({ path: 'test-results/api-token-revoke-desktop.png' });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Token revoked')).toBeVisible();
  await expect(row).toHaveCount(0);
  const refused = await call('GET', '/api/summaries');
  expect(refused.status).toBe(401);
  expect(refused.json.message).toBe('Invalid API token');
  // The other token still works.
  expect((await readOnly('GET', '/api/summaries')).status).toBe(200);
});

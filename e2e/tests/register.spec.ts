import { expect, test } from '@playwright/test';
import { newUser, registerByApi } from './support';

test('register: every validation message, the strength meter, then success', async ({ page }) => {
  const user = newUser();
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  const submit = page.getByRole('button', { name: 'Create account' });

  await submit.click();
  await expect(page.getByText('Username must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

  await page.getByLabel('Username').fill('a');
  await page.getByLabel('Email').fill('not-an-email');
  const password = page.getByLabel('Password', { exact: true });
  const confirm = page.getByLabel('Confirm password');
  const strength = page.getByTestId('strength-label');

  const cases: Array<[string, string, string]> = [
    ['abcdefgh', 'Password must contain at least one uppercase letter', 'Weak'],
    ['ABCDEFGH', 'Password must contain at least one lowercase letter', 'Weak'],
    ['Abcdefgh', 'Password must contain at least one number', 'Medium'],
    ['Abcdefg1', 'Password must contain at least one special character', 'Strong'],
  ];
  for (const [value, message, label] of cases) {
    await password.fill(value);
    await submit.click();
    await expect(page.getByText(message)).toBeVisible();
    await expect(strength).toHaveText(new RegExp(`^${label} \\(`));
  }
  await password.fill('ab');
  await expect(strength).toHaveText(/^Very Weak \(1\/5\)/);

  await password.fill(user.password);
  await expect(strength).toHaveText(/^Very Strong \(5\/5\)/);
  await confirm.fill(`${user.password}x`);
  await submit.click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expect(page.getByText('Username must be at least 2 characters')).toBeVisible();

  // Email and username are remembered until registration succeeds.
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.reload();
  await page.getByRole('tab', { name: 'Register' }).click();
  await expect(page.getByLabel('Username')).toHaveValue(user.username);
  await expect(page.getByLabel('Email')).toHaveValue(user.email);

  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: "Today's Pulse" })).toBeVisible();
  const remembered = await page.evaluate(() => [
    localStorage.getItem('registerEmail'),
    localStorage.getItem('registerUsername'),
  ]);
  expect(remembered).toEqual([null, null]);
});

test('register: an email already in use gets a clear message and no account', async ({ page }) => {
  const user = newUser();
  await registerByApi(page, user);
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Username').fill(`${user.username}2`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('An account with this email already exists')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

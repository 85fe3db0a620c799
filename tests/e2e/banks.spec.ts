import type { Page } from '@playwright/test';
import { test, expect, apiAs, tokenFor, uid } from './fixtures';

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/shots/banks-${name}.png`, fullPage: true });
const unexpected = (errors: string[]) => errors.filter((e) => !e.startsWith('Failed to load resource'));

test('an admin creates, finds and updates a bank; a duplicate is refused', async ({ admin: page, consoleErrors }) => {
  const id = uid();
  await page.goto('/accounts-bank');
  await expect(page.getByRole('heading', { name: 'Bank Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Bank' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Bank' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Bank name is required')).toBeVisible();
  await dialog.getByLabel('Bank Name').fill(`Sonali Bank ${id}`);
  await dialog.getByLabel('Branch Name').fill('Motijheel');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category create success...!!!')).toBeVisible();

  await page.getByRole('button', { name: 'Create Bank' }).click();
  await dialog.getByLabel('Bank Name').fill(`sonali bank ${id}`);
  await dialog.getByLabel('Branch Name').fill('MOTIJHEEL');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(`Bank sonali bank ${id}, branch MOTIJHEEL already exists`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByLabel('Search banks').fill(id);
  await expect(page.getByRole('row', { name: new RegExp(`Sonali Bank ${id}.*Motijheel`) })).toBeVisible();
  await page.getByRole('button', { name: `Edit Sonali Bank ${id} Motijheel` }).click();
  const update = page.getByRole('dialog', { name: 'Update Bank' });
  await update.getByLabel('Branch Name').fill('Gulshan');
  await update.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`Sonali Bank ${id}.*Gulshan`) })).toBeVisible();
  await page.getByLabel('Search banks').fill('gulsh');
  await expect(page.getByRole('row', { name: new RegExp(`Sonali Bank ${id}`) })).toBeVisible();
  await shot(page, 'list');
  expect(unexpected(consoleErrors)).toEqual([]);
});

test('a plain user may list banks but not change them', async ({ page, adminToken, request }) => {
  const admin = apiAs(request, adminToken);
  const email = `bank-clerk-${uid()}@e2e.local`;
  await admin.post('/register', { name: 'Clerk', email, pass: 'clerk-pass-1', role: 'user' });
  const user = apiAs(request, await tokenFor(request, email, 'clerk-pass-1'));
  expect((await user.get('/bank_all')).data).toBeInstanceOf(Array);
  await user.post('/bank_post', { name: 'Janata Bank', branch: 'X' }, 403);
  await user.patch('/bank_edit/1', { name: 'Janata Bank', branch: 'X' }, 403);
  await user.delete('/bank_remove/1', undefined, 403);
  expect((await request.get('/api/bank_all')).status()).toBe(401);
  await page.addInitScript((t) => localStorage.setItem('accessToken', t), await tokenFor(request, email, 'clerk-pass-1'));
  await page.goto('/accounts-bank');
  await expect(page.getByRole('button', { name: 'Create Bank' })).toHaveCount(0);
  await shot(page, 'as-user');
});

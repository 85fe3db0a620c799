import { test, expect, apiAs, uid, screenshots, emptyAddDialog } from './fixtures';

const shot = screenshots('parties');
const unexpected = (errors: string[]) => errors.filter((e) => !e.startsWith('Failed to load resource'));

test("a supplier's opening of 5000 is its due; editing asks for phone and mobile", async ({ admin: page, adminToken, request, consoleErrors }) => {
  const api = apiAs(request, adminToken);
  const id = uid();
  const name = `Rahim Traders ${id}`;
  await page.goto('/customer-supplier-supplier');
  const dialog = await emptyAddDialog(page, { heading: 'Suppliers', button: 'Add Supplier', required: 'Supplier name is required' });
  await dialog.getByLabel('Supplier Name').fill(name);
  await dialog.getByLabel('Zone').fill(`Motijheel ${id}`);
  await dialog.getByLabel('Opening Balance').fill('5000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Supplier create success...!!!')).toBeVisible();

  await page.getByLabel('Search').fill(id);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(`Motijheel ${id}`);
  await expect(row.getByRole('cell').nth(8)).toHaveText('5,000.00');
  const supplier = (await api.get(`/supplier_all?search=${id}`)).data[0];
  expect((await api.get(`/get_open_balance?partyId=${supplier.id}`)).data.balance).toBe(5000);
  await shot(page, 'suppliers');

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog.getByText('Phone is required')).toBeVisible();
  await expect(dialog.getByText('Mobile is required')).toBeVisible();
  await dialog.getByLabel('Phone').fill('029550000');
  await dialog.getByLabel('Mobile').fill('01711000000');
  await dialog.getByLabel('Opening Balance').fill('6500');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Supplier Update success...!!!')).toBeVisible();
  await expect(row.getByRole('cell').nth(8)).toHaveText('6,500.00');
  expect((await api.get(`/get_open_balance?partyId=${supplier.id}`)).data.balance).toBe(6500);
  expect(unexpected(consoleErrors)).toEqual([]);
});

test('customers: zone filter, search by mobile, delete after confirmation', async ({ admin: page, adminToken, request, consoleErrors }) => {
  const api = apiAs(request, adminToken);
  const id = uid();
  await api.post('/party_post', { type: 1, name: `Karim Store ${id}`, mobile: `0171${id}`, zone: `Mirpur ${id}`, amount: 1200 });
  await api.post('/party_post', { type: 3, name: `Both Ways ${id}`, zone: `Uttara ${id}` });
  await page.goto('/customer-supplier-customer');
  await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible();
  await page.getByLabel('Search').fill(id);
  await expect(page.getByRole('row', { name: new RegExp(id) })).toHaveCount(2);
  await page.getByRole('combobox', { name: 'Zone' }).click();
  await page.getByRole('option', { name: `Mirpur ${id}` }).click();
  await expect(page.getByRole('row', { name: new RegExp(id) })).toHaveCount(1);
  await expect(page.getByRole('row', { name: new RegExp(`Karim Store ${id}`) })).toContainText('1,200.00');
  await shot(page, 'customers');

  await page.getByRole('button', { name: `Delete Karim Store ${id}` }).click();
  await expect(page.getByText('Are you sure you want to delete this customer?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText('Deleted successfully!')).toBeVisible();
  await expect(page.getByText('No data available')).toBeVisible();
  expect(unexpected(consoleErrors)).toEqual([]);
});

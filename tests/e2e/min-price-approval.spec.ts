// Issue 39: a clerk's price below the model's minimum, where the setting lets an admin allow it, asks
// for an admin's approval in the bill form's dialog, as the credit limit does. Cancelled, the bill is
// not saved and the line says why; with an admin's one-time code it saves once; asked from the
// dialog, the request waits in the admin's list and the bill saves once approved.
import { test, expect, apiAs, tokenFor, signIn, uid } from './fixtures';

test('below the minimum price: the approval dialog, cancelled, with a code, and asked of an admin', async ({ page, request, adminToken, consoleErrors }) => {
  const api = apiAs(request, adminToken);
  const u = uid();
  const today = new Date().toISOString().slice(0, 10);
  const name = `Min Price Traders ${u}`;
  const customer = (await api.post('/party_post', { type: 1, name })).data;
  const supp = (await api.post('/party_post', { type: 2, name: `Supplier ${u}` })).data;
  const g = (await api.post('/product_group_post', { name: `Fans ${u}` })).data;
  const b = (await api.post('/product_brand_post', { name: `Brand ${u}`, g_id: g.id })).data;
  const c = (await api.post('/product_category_post', { name: `Ceiling ${u}`, g_id: g.id, b_id: b.id })).data;
  const fan = (await api.post('/product_model_post', { name: `Fan ${u}`, g_id: g.id, b_id: b.id, c_id: c.id, min_price: 5000 })).data;
  await api.post('/create_purchase', { pu_date: today, supp_id: supp.id, supp_inv: `S-${u}`, items: [{ m_id: fan.id, qty: 5, unit_price: 4000 }] });
  const billAt = async (price: number) =>
    api.post('/create_sales', { inv_date: today, cus_id: customer.id, inv_disc: 0, collect: 0, collect_type: 'Cash', items: [{ m_id: fan.id, qty: 1, unit_price: price }] });
  const first = await billAt(5500);
  const second = await billAt(5500);
  const clerkEmail = `clerk-${u}@e2e.local`;
  await api.post('/register', { name: 'Counter Clerk', email: clerkEmail, pass: 'clerk-pass-1', role: 'user' });
  await signIn(page, await tokenFor(request, clerkEmail, 'clerk-pass-1'));
  const due = async () => (await api.get(`/credit_status?partyId=${customer.id}`)).due;
  expect(await due()).toBe(11000);

  const lowerTo = async (saleId: number, price: string) => {
    await page.goto(`/sales/bill-edit?id=${saleId}`);
    const field = page.getByRole('textbox', { name: /^Price of / });
    await expect(field).toHaveValue('5500');
    await field.fill(price);
    await page.getByRole('button', { name: /^Update/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Below the minimum price: approval needed' });
    await expect(dialog).toContainText(`Line 1 (Fan ${u}): 4500.00 is below the minimum price 5000.00; only an admin may sell below it`);
    return dialog;
  };

  // ---- cancelled: nothing saved (the two bills still 5,500 each)
  let dialog = await lowerTo(first.saleId, '4500');
  await expect(dialog.getByLabel(/password/i)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/sales/bill-edit\\?id=${first.saleId}$`));
  expect(await due()).toBe(11000);

  // ---- a wrong code refused in the dialog; the admin's one-time code saves it
  dialog = await lowerTo(first.saleId, '4500');
  await dialog.getByLabel('Approval code').fill('000000');
  await dialog.getByRole('button', { name: 'Save with code' }).click();
  await expect(dialog.getByTestId('approval-error')).toHaveText('This approval code is not right, was used already or has expired');
  expect(await due()).toBe(11000);
  const code = (await api.post('/approval_codes', {})).code;
  await dialog.getByLabel('Approval code').fill(code);
  await dialog.getByRole('button', { name: 'Save with code' }).click();
  await expect(page).toHaveURL(new RegExp(`/sales-report\\?id=${first.saleId}$`));
  // 4,500 + 5,500
  expect(await due()).toBe(10000);

  // ---- asked of an admin: waiting in the admin's list, saved once approved
  dialog = await lowerTo(second.saleId, '4500');
  await dialog.getByRole('button', { name: 'Ask an admin' }).click();
  await expect(dialog.getByTestId('approval-waiting')).toContainText('waiting for an admin');
  const waiting = (await api.get('/approval_requests')).data.find((r: { party: string }) => r.party === name);
  expect(waiting).toMatchObject({ amount: 4500, requested_by: 'Counter Clerk' });
  expect(await due()).toBe(10000);
  await api.post(`/approval_requests/${waiting.id}/approve`);
  await expect(page).toHaveURL(new RegExp(`/sales-report\\?id=${second.saleId}$`));
  // 4,500 + 4,500
  expect(await due()).toBe(9000);
  expect(consoleErrors.filter((e) => !/status of (400|403|409)/.test(e))).toEqual([]);
});

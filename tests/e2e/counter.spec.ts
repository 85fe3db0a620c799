// The counter (issue 24): a bill made by keyboard alone — three serials scanned (a USB scanner types
// the code and Enter), a cable typed by name, a plug by its code, a fan picked with the arrow keys,
// a collection, saved with Ctrl+S and printed; and a quotation made into a bill.
import { execFileSync } from 'node:child_process';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, apiAs, categoryOf, uid, screenshots } from './fixtures';

const SHOTS = process.env.COUNTER_SHOTS ?? 'test-results/shots';
const shot = screenshots('counter', SHOTS);

/** A customer; two serial-tracked models and three plain ones with sale prices, bought in. */
async function setUp(request: APIRequestContext, token: string) {
  const api = apiAs(request, token);
  const u = uid();
  const customer = `Karim Electronics ${u}`;
  const cus = (await api.post('/party_post', { type: 1, name: customer, mobile: '01911000001' })).data;
  const supp = (await api.post('/party_post', { type: 2, name: `Dhaka Wholesale ${u}`, mobile: '01811000009' })).data;
  const { model } = await categoryOf(api, { group: `Counter ${u}`, brand: `Minister ${u}`, category: `Home ${u}` });
  const tv = await model(`Smart TV 43 ${u}`, { srl_avl: 1, sale_price: 32000, min_price: 30000, warranty: '2 years' });
  const fridge = await model(`Fridge 250L ${u}`, { srl_avl: 1, sale_price: 45000 });
  const cable = await model(`HDMI Cable ${u}`, { sale_price: 250, min_price: 200 });
  const plug = await model(`Multi Plug ${u}`, { pro_code: `PLG${u}`, sale_price: 120 });
  const fan = await model(`Table Fan ${u}`, { sale_price: 2800 });
  const serials = { tv: [`TV${u}A`, `TV${u}B`, `TV${u}C`], fridge: [`FR${u}A`] };
  await api.post('/create_purchase', {
    pu_date: new Date().toISOString().slice(0, 10),
    supp_id: supp.id,
    supp_inv: `S-${u}`,
    items: [
      { m_id: tv.id, qty: 3, unit_price: 28000, serial: serials.tv },
      { m_id: fridge.id, qty: 1, unit_price: 40000, serial: serials.fridge },
      { m_id: cable.id, qty: 20, unit_price: 150 },
      { m_id: plug.id, qty: 10, unit_price: 80 },
      { m_id: fan.id, qty: 5, unit_price: 2200 },
    ],
  });
  return { api, u, customer, cus, tv, fridge, cable, plug, fan, serials };
}

/** Types into the focused field and presses Enter, as a scanner does. */
async function scan(page: Page, code: string) {
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

test('a bill by keyboard alone: three serials scanned, a cable by name, a plug by code, a fan by arrow keys, a collection; saved and printed; then a quotation made into a bill', async ({
  admin: page,
  adminToken,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const f = await setUp(request, adminToken);
  const finder = page.getByRole('combobox', { name: 'Model' });
  const items = page.getByRole('table').filter({ hasText: 'Description' });

  await page.goto('/sales-create');
  // the customer picker has the focus: type, Enter takes the first match and moves to the finder
  await expect(page.getByRole('textbox', { name: 'Customer' }).or(page.getByRole('combobox', { name: 'Customer' }))).toBeFocused();
  await page.keyboard.type(f.customer);
  await page.getByRole('option', { name: f.customer }).waitFor();
  await page.keyboard.press('Enter');
  await expect(finder).toBeFocused();

  // two TVs scanned make one line of two at the model's sale price; a fridge scanned makes its own
  await scan(page, f.serials.tv[0]);
  await expect(items.getByRole('row', { name: new RegExp(f.tv.name) })).toContainText(f.serials.tv[0]);
  await scan(page, f.serials.tv[1].toLowerCase()); // any case
  await expect(items.getByRole('row', { name: new RegExp(f.tv.name) })).toContainText(f.serials.tv[1]);
  await expect(items.getByRole('row', { name: new RegExp(f.tv.name) })).toContainText('64,000.00');
  // the same serial again, and a code that is nothing: said beside the field, nothing added
  await scan(page, f.serials.tv[1]);
  await expect(page.getByText(`Serial ${f.serials.tv[1]} is already on this bill`)).toBeVisible();
  await scan(page, `NOPE${f.u}`);
  await expect(page.getByText(`Nothing matches “NOPE${f.u}”`)).toBeVisible();
  await page.keyboard.press('Control+A');
  await scan(page, f.serials.fridge[0]);
  await expect(items.getByRole('row', { name: new RegExp(f.fridge.name) })).toContainText('45,000.00');

  // a cable typed by name: Enter picks it, quantity, Enter, the price offered (its sale price), Enter adds it
  await expect(finder).toBeFocused();
  await finder.pressSequentially(`HDMI Cable ${f.u}`);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Quantity', { exact: true })).toBeFocused();
  await expect(page.getByTestId('min-price')).toHaveText('Min 200.00');
  await scan(page, '3');
  await expect(page.getByLabel('Price', { exact: true })).toHaveValue('250');
  // a price that is not a number is said beside the field, and Enter adds nothing
  await page.keyboard.type('abc');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Price must be a number')).toBeVisible();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('250');
  await page.keyboard.press('Enter');
  await expect(items.getByRole('row', { name: new RegExp(f.cable.name) })).toContainText('750.00');
  // the plug by its code
  await expect(finder).toBeFocused();
  await scan(page, `PLG${f.u}`);
  await expect(page.getByLabel('Quantity', { exact: true })).toBeFocused();
  await scan(page, '2');
  // Enter on Quantity moves to Price: the next Enter adds the line once Price has the focus
  await expect(page.getByLabel('Price', { exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(items.getByRole('row', { name: new RegExp(f.plug.name) })).toContainText('240.00');
  // the fan from the list with the arrow keys
  await finder.pressSequentially(`table fan ${f.u}`);
  await page.getByRole('option', { name: new RegExp(f.fan.name) }).waitFor();
  await shot(page, 'finder-list');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Quantity', { exact: true })).toBeFocused();
  await scan(page, '1');
  // Enter on Quantity moves to Price: the next Enter adds the line once Price has the focus
  await expect(page.getByLabel('Price', { exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(items.getByRole('row', { name: new RegExp(f.fan.name) })).toContainText('2,800.00');

  // Enter in the empty finder moves on to the discount, then the collection; Ctrl+S saves
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Discount')).toBeFocused();
  await scan(page, '90');
  await expect(page.getByLabel('Collection')).toBeFocused();
  await page.keyboard.type('50000');
  const totals = page.getByTestId('bill-totals');
  // 64,000 + 45,000 + 750 + 240 + 2,800 = 1,12,790, less 90 (amounts grouped as Bangladesh writes them)
  await expect(totals).toContainText(/1,?12,790\.00/);
  await expect(totals).toContainText(/1,?12,700\.00/);
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-keyshortcuts', /Control\+S/);
  await shot(page, 'bill-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'bill-390');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.keyboard.press('Control+S');
  await expect(page.getByText('Sale added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/sales-report\?id=\d+/);
  const saleId = Number(new URL(page.url()).searchParams.get('id'));

  // its invoice, printed
  await expect(page.getByTestId('invoice-summary').getByRole('row', { name: /Net Outstanding/ })).toContainText('62,700.00');
  await expect(page.getByText(`Serial: ${f.serials.tv[0]}, ${f.serials.tv[1]}`)).toBeVisible();
  await shot(page, 'invoice');
  const pdf = `${SHOTS}/counter-invoice.pdf`;
  await page.pdf({ path: pdf, format: 'A4' });
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  expect(text).toMatch(/Page 1 of \d/);
  expect(text).toContain('240.00');
  expect(text).toContain('2,800.00');

  // the books: five lines, the customer owes 62,700, stock left
  const bill = await f.api.get(`/both_sales_item?inv=${saleId}`);
  expect(bill.data.map((l: { m_id: number; qty: number; unit_price: number }) => [l.m_id, l.qty, l.unit_price])).toEqual([
    [f.tv.id, 2, 32000],
    [f.fridge.id, 1, 45000],
    [f.cable.id, 3, 250],
    [f.plug.id, 2, 120],
    [f.fan.id, 1, 2800],
  ]);
  expect((await f.api.get(`/get_open_balance?partyId=${f.cus.id}`)).data.balance).toBe(62700);
  expect((await f.api.get(`/get_stock_by_modelId/${f.tv.id}`)).result.avl_qty).toBe(1);

  // ---- a quotation made into a bill: the last TV and two cables
  const q = await f.api.post('/quotation/create', {
    customer_id: f.cus.id,
    items: [
      {
        m_id: f.tv.id,
        qty: 1,
        unit_price: 31500,
        serial: [{ srl_id: (await f.api.get(`/finder?q=${f.serials.tv[2]}`)).serials[0].id, sl_no: f.serials.tv[2] }],
      },
      { m_id: f.cable.id, qty: 2, unit_price: 240 },
    ],
  });
  await page.goto('/quotation');
  const row = page.getByRole('row', { name: new RegExp(q.quotation_no) });
  await row.getByRole('button', { name: 'Make Bill' }).click();
  await expect(page.getByTestId('from-quotation')).toContainText(`From quotation ${q.quotation_no}`);
  await expect(items.getByRole('row', { name: new RegExp(f.tv.name) })).toContainText(f.serials.tv[2]);
  // the last price this customer paid shows beside the price
  await finder.fill(`HDMI Cable ${f.u}`);
  await finder.press('Enter');
  await expect(page.getByTestId('last-price')).toContainText('Last paid 250.00');
  await shot(page, 'from-quotation');
  await page.keyboard.press('Alt+S');
  await expect(page.getByText('Sale added successfully')).toBeVisible();
  await expect(page.getByTestId('invoice-summary').getByRole('row', { name: /Sales/ })).toContainText('31,980.00');
  const converted = await f.api.get(`/quotation/${q.quotation_id}`);
  expect(converted.master.converted_inv_no).toMatch(/^INV-JHE-\d{4}-\d+$/);
  // the list shows it converted (looked at on a phone's width)
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/quotation');
  await expect(page.getByRole('row', { name: new RegExp(q.quotation_no) })).toContainText(`Converted: ${converted.master.converted_inv_no}`);
  await shot(page, 'quotations-390');
  // the bill form on a phone: the page does not scroll sideways (the item table scrolls in its own box)
  await page.goto('/sales-create');
  await expect(page.getByRole('combobox', { name: 'Model' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(consoleErrors).toEqual([]);
});

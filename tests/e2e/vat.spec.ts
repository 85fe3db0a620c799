// Issue 23 in the browser: with VAT on, a three-line bill's Mushak 6.3 tax invoice (every field, the
// amount in words, two copies, each on A4), printed to PDF and turned into PNG; a 60-line bill runs
// onto further sheets with the column heads repeated and the totals at the end; the VAT settings and
// rates screens. This spec runs after every other one (see playwright.config.ts) and turns VAT off
// again, so no other spec sees a taxed bill.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { test, expect, apiAs, uid, categoryOf, screenshots, signIn, tokenFor } from './fixtures';
import { choose } from './selects';
import { columnEdges, pdfWords, touching } from './pdfBoxes';
import { MUSHAK63_WIDTHS } from '../../src/web/features/vat/mushak63Layout';

const SHOTS = 'test-results/shots';
const VAT_ON = { vat_registered: true, bin: '0012345678901', default_rate: 15, signatory_name: 'Nasir Uddin', signatory_designation: 'Accounts Manager' };

test('the Mushak 6.3 tax invoice of a VAT bill, on screen and as a PDF; a long bill runs onto more sheets', async ({
  admin: page,
  adminToken,
  request,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  const api = apiAs(request, adminToken);
  const u = uid();
  const cus = (await api.post('/party_post', { type: 1, name: `Karim Store ${u}`, mobile: '01711000002', address: 'Mirpur 10, Dhaka' })).data;
  const supp = (await api.post('/party_post', { type: 2, name: `Square Supply ${u}`, mobile: '01811000002' })).data;
  const g = (await api.post('/product_group_post', { name: `Grocery ${u}` })).data;
  const b = (await api.post('/product_brand_post', { name: `Pran ${u}`, g_id: g.id })).data;
  const c = (await api.post('/product_category_post', { name: `Food ${u}`, g_id: g.id, b_id: b.id })).data;
  const model = async (name: string) => (await api.post('/product_model_post', { name: `${name} ${u}`, g_id: g.id, b_id: b.id, c_id: c.id })).data;
  const juice = await model('Mango Juice 1L');
  const oil = await model('Soybean Oil 5L');
  const rice = await model('Miniket Rice 5kg');
  const many = [];
  for (let i = 1; i <= 57; i++) many.push(await model(`Biscuit pack ${i}`));
  const all = [juice, oil, rice, ...many];
  const today = new Date().toISOString().slice(0, 10);
  await api.post('/create_purchase', {
    pu_date: today,
    supp_id: supp.id,
    supp_inv: `S-${u}`,
    items: all.map((m) => ({ m_id: m.id, qty: 20, unit_price: 50 })),
  });

  try {
    await api.put('/vat/settings', VAT_ON);
    await api.put(`/vat/rates/model/${oil.id}`, { vat_rate: 5 });
    await api.put(`/vat/rates/model/${rice.id}`, { vat_exempt: true });
    await api.put(`/vat/party/${cus.id}`, { bin: '0098765432101' });

    // 2 × 120.00 at 15 %, 1 × 900.00 at 5 %, 1 × 450.00 exempt (1,590.00), less 59.00 shared by value:
    // 8.91, 33.40 and the rest, 16.69. 231.09 + VAT 34.66; 866.60 + VAT 43.33; 433.31. Total 1,608.99.
    const bill = await api.post('/create_sales', {
      inv_date: today,
      cus_id: cus.id,
      inv_disc: 59,
      collect: 0,
      items: [
        { m_id: juice.id, qty: 2, unit_price: 120 },
        { m_id: oil.id, qty: 1, unit_price: 900 },
        { m_id: rice.id, qty: 1, unit_price: 450 },
      ],
    });
    // The bill's form shows each line's VAT and the total with VAT, as the server works them out.
    await page.goto(`/sales/bill-edit?id=${bill.saleId}`);
    await expect(page.getByTestId('bill-totals').getByRole('row', { name: /Total \(VAT included\)/ })).toContainText('1,608.99');
    await expect(page.getByTestId('bill-totals').getByRole('row', { name: /^VAT/ })).toContainText('77.99');
    await expect(page.getByRole('cell', { name: '15% · 34.66' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Exempt' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/vat-bill-form.png`, fullPage: true });
    await page.goto(`/sales-report?id=${bill.saleId}`);
    await page.getByRole('button', { name: 'Mushak 6.3' }).click();
    await expect(page).toHaveURL(/\/vat\/mushak-6-3\?id=/);
    const original = page.getByTestId('mushak-original');
    for (const text of [
      'National Board of Revenue',
      'Tax Invoice (Tax Challan)',
      'Mushak-6.3',
      '0012345678901',
      '0098765432101',
      `Karim Store ${u}`,
      'Mirpur 10, Dhaka',
      'Nasir Uddin',
      'Accounts Manager',
      'Exempt',
      'One Thousand Six Hundred Eight Taka And Ninety Nine Paisa Only',
    ])
      await expect(original.getByText(text, { exact: false }).first()).toBeVisible();
    await expect(original.getByTestId('mushak-total')).toHaveText('1,608.99');
    await expect(page.getByTestId('mushak-duplicate')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/vat-mushak-6-3.png`, fullPage: true });
    await page.emulateMedia({ media: 'print' });
    await page.pdf({ path: `${SHOTS}/vat-mushak-6-3.pdf`, preferCSSPageSize: true, printBackground: true });
    await page.emulateMedia({ media: 'screen' });
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [`${SHOTS}/vat-mushak-6-3.pdf`]).toString())?.[1]);
    expect(pages).toBe(2); // the original and the duplicate, one sheet each
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', `${SHOTS}/vat-mushak-6-3.pdf`, `${SHOTS}/vat-mushak-6-3-page`]);

    // 60 lines: each copy runs onto a second sheet, its column heads repeated, its totals at the end.
    const long = await api.post('/create_sales', {
      inv_date: today,
      cus_id: cus.id,
      inv_disc: 0,
      collect: 0,
      items: all.map((m) => ({ m_id: m.id, qty: 1, unit_price: 100 })),
    });
    await page.goto(`/vat/mushak-6-3?id=${long.saleId}`);
    await expect(page.getByTestId('mushak-original').getByTestId('mushak-total')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await page.pdf({ path: `${SHOTS}/vat-mushak-6-3-long.pdf`, preferCSSPageSize: true });
    await page.emulateMedia({ media: 'screen' });
    const longPages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [`${SHOTS}/vat-mushak-6-3-long.pdf`]).toString())?.[1]);
    expect(longPages).toBeGreaterThanOrEqual(4);
    const text = execFileSync('pdftotext', ['-layout', `${SHOTS}/vat-mushak-6-3-long.pdf`, '-'])
      .toString()
      .split('\f');
    // The column heads on every sheet that carries lines; the totals once per copy, after its last line.
    const withLines = text.filter((p) => /Biscuit pack|Mango Juice/.test(p));
    expect(withLines.length).toBeGreaterThanOrEqual(4);
    expect(withLines.every((p) => p.includes('Description of goods'))).toBe(true);
    const totals = text.flatMap((p, i) => (/^\s*Total\s+[\d,]+\.\d\d/m.test(p) ? [i] : []));
    expect(totals).toHaveLength(2);
    for (const i of totals)
      expect(
        text
          .slice(i + 1)
          .find((p) => /Biscuit pack/.test(p))
          ?.includes('DUPLICATE') ?? true,
      ).toBe(true);
    execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '2', '-l', '2', `${SHOTS}/vat-mushak-6-3-long.pdf`, `${SHOTS}/vat-mushak-6-3-long-page`]);

    // The settings and rates screens.
    await page.goto('/vat/settings');
    await expect(page.getByLabel('Business Identification Number (BIN)')).toHaveValue('0012345678901');
    await page.screenshot({ path: `${SHOTS}/vat-settings.png`, fullPage: true });
    await page.goto('/vat/rates');
    await page.getByPlaceholder('Search by model or category').fill(`Soybean Oil 5L ${u}`);
    await expect(page.getByRole('cell', { name: 'VAT 5 %' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/vat-rates.png`, fullPage: true });
    expect(fs.existsSync(`${SHOTS}/vat-mushak-6-3-page-1.png`)).toBe(true);

    // This month's VAT return ties to the VAT ledgers, and its sales register lists the bills' lines.
    const month = today.slice(0, 7);
    const m91 = await api.get(`/vat/mushak-9-1?month=${month}`);
    expect(m91.ties).toBe(true);
    await page.goto('/vat/returns');
    await expect(page.getByText('Ties to the VAT ledgers')).toBeVisible();
    await expect(page.locator('[data-figure="Output VAT"]')).toHaveText(m91.output_vat.toLocaleString('en-IN', { minimumFractionDigits: 2 }));
    await expect(page.getByTestId('sales-register').getByText(`Mango Juice 1L ${u}`).first()).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Sales register CSV' }).click();
    const csv = fs.readFileSync(await (await download).path(), 'utf8');
    expect(csv).toContain(`Mango Juice 1L ${u}`);
    // The purchase register shows the purchase; the trader's register the juice's opening, purchase and sales.
    await expect(page.getByTestId('purchase-register').getByText(`S-${u}`)).toBeVisible();
    await expect(page.getByTestId('trader-register').getByText(`Mango Juice 1L ${u} (opening)`)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/vat-returns.png`, fullPage: true });
    // Issue 40: a note of the return opens the documents it counts: the standard-rated supplies, the bill.
    await page.locator('[data-note="standard"]').click();
    await expect(page.getByTestId('note-documents')).toContainText(`Karim Store ${u}`);
    await page.screenshot({ path: `${SHOTS}/vat-returns-note.png` });
    await page.keyboard.press('Escape');
    await page.getByTestId('mushak-9-1-notes').screenshot({ path: `${SHOTS}/vat-9-1-notes-1366.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('mushak-9-1-notes').screenshot({ path: `${SHOTS}/vat-9-1-notes-390.png` });
    await page.setViewportSize({ width: 1366, height: 900 });
  } finally {
    await api.put('/vat/settings', { vat_registered: false, bin: '0012345678901' });
  }
  expect(consoleErrors).toEqual([]);
});

// Issue 23, item 7: with VAT on, the quotation and return forms show each line's VAT and SD and the
// totals from the server's preview, and their views the saved figures; the purchase form adds the
// input VAT and VAT in cost to its totals. Quoted: 2 × 120.00 at 15 % (VAT 36.00), 1 × 900.00 at 5 %
// (45.00), 1 × 450.00 exempt: VAT 81.00, total 1,671.00. A bill of the same lines without discount,
// one juice back: VAT 18.00 reversed, 138.00 credited. 4 of 10 bought with 150.00 of input VAT go back: 60.00.
test('the quotation and return forms show each line’s VAT from the server, at 1366 and 390 wide', async ({
  admin: page,
  adminToken,
  request,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const api = apiAs(request, adminToken);
  const u = uid();
  const cus = (await api.post('/party_post', { type: 1, name: `Rupa Store ${u}`, mobile: '01711000003' })).data;
  const supp = (await api.post('/party_post', { type: 2, name: `Meghna Supply ${u}`, mobile: '01811000003' })).data;
  const g = (await api.post('/product_group_post', { name: `Grocery Q ${u}` })).data;
  const b = (await api.post('/product_brand_post', { name: `Pran Q ${u}`, g_id: g.id })).data;
  const c = (await api.post('/product_category_post', { name: `Food Q ${u}`, g_id: g.id, b_id: b.id })).data;
  const model = async (name: string) => (await api.post('/product_model_post', { name: `${name} ${u}`, g_id: g.id, b_id: b.id, c_id: c.id })).data;
  const juice = await model('Mango Juice 1L');
  const oil = await model('Soybean Oil 5L');
  const rice = await model('Miniket Rice 5kg');
  const today = new Date().toISOString().slice(0, 10);
  const lines = [
    { m_id: juice.id, qty: 2, unit_price: 120 },
    { m_id: oil.id, qty: 1, unit_price: 900 },
    { m_id: rice.id, qty: 1, unit_price: 450 },
  ];
  const shoot = async (name: string) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-1366.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });
  };

  try {
    await api.put('/vat/settings', { vat_registered: true, bin: '0012345678901', default_rate: 15 });
    await api.put(`/vat/rates/model/${oil.id}`, { vat_rate: 5 });
    await api.put(`/vat/rates/model/${rice.id}`, { vat_exempt: true });
    // Input VAT is credited only on a supplier's invoice with a BIN (issue 40, item 7). The 150.00 is
    // shared over the goods that bear VAT (juice and oil, 500.00 each: 75.00 each; the exempt rice none);
    // the oil is sold at a reduced 5 %, so its 75.00 goes into its cost and the juice's 75.00 is credited.
    await api.put(`/vat/party/${supp.id}`, { bin: '0011223344556' });
    const bought = await api.post('/create_purchase', {
      pu_date: today,
      supp_id: supp.id,
      supp_inv: `Q-${u}`,
      input_vat: 150,
      items: [
        { m_id: juice.id, qty: 10, unit_price: 50 },
        { m_id: oil.id, qty: 10, unit_price: 50 },
        { m_id: rice.id, qty: 10, unit_price: 50 },
      ],
    });

    // The quotation form: its lines' VAT from the server, and the totals.
    const q = await api.post('/quotation/create', { quotation_date: today, customer_id: cus.id, items: lines });
    await page.goto(`/quotation/edit?id=${q.quotation_id}`);
    await expect(page.getByRole('columnheader', { name: 'VAT (SD)' })).toBeVisible();
    await expect(page.getByRole('cell', { name: '15% · 36.00' })).toBeVisible();
    await expect(page.getByRole('cell', { name: '5% · 45.00' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Exempt' })).toBeVisible();
    await expect(page.getByTestId('quotation-vat')).toHaveText('81.00');
    await expect(page.getByTestId('quotation-grand-total')).toHaveText('1,671.00');
    await shoot('vat-quotation-form');
    // its print: the saved figures
    await page.goto(`/quotation/report?id=${q.quotation_id}`);
    await expect(page.getByRole('cell', { name: '15% · 36.00' })).toBeVisible();
    await expect(page.getByTestId('quotation-grand-total')).toHaveText('1,671.00');
    await expect(page.getByText('One Thousand Six Hundred Seventy One Taka Only')).toBeVisible();
    await shoot('vat-quotation-report');

    // The sales return form: what the return reverses, from the server's preview.
    const bill = await api.post('/create_sales', { inv_date: today, cus_id: cus.id, inv_disc: 0, collect: 0, items: lines });
    const sold = await api.get(`/sales_by_invoice?inv_no=${bill.saleId}`);
    const juiceLine = sold.data.find((l: { m_id: number }) => l.m_id === juice.id);
    const ret = await api.post('/create_sales_return', {
      return_date: today,
      cuss_id: cus.id,
      inv_no_id: bill.saleId,
      items: [{ inv_item_id: juiceLine.id, m_id: juice.id, r_qty: 1, r_unit: 120 }],
    });
    await page.goto(`/sales/bill-return-edit?id=${ret.returnId}`);
    await expect(page.getByRole('columnheader', { name: 'VAT (SD) reversed' })).toBeVisible();
    await expect(page.getByRole('cell', { name: '15% · 18.00' })).toBeVisible();
    await expect(page.getByTestId('return-vat')).toHaveText('18.00');
    await expect(page.getByTestId('return-net')).toHaveText('138.00');
    await shoot('vat-sales-return-form');
    await page.goto(`/sales/bill-return-view?id=${ret.returnId}`);
    await expect(page.getByText('Credit Note (Mushak 6.7)')).toBeVisible();
    await expect(page.getByTestId('return-summary')).toContainText('138.00');
    await shoot('vat-sales-return-view');
    // Issue 40, item 10: a price allowance on the oil (5 %), goods kept: 100.00 off, VAT 5.00 back, 105.00 credited.
    const oilLine = sold.data.find((l: { m_id: number }) => l.m_id === oil.id);
    const allow = await api.post('/create_sales_return', {
      return_date: today,
      cuss_id: cus.id,
      inv_no_id: bill.saleId,
      items: [{ inv_item_id: oilLine.id, allowance: 100 }],
    });
    await page.goto(`/sales/bill-return-edit?id=${allow.returnId}`);
    await expect(page.getByRole('cell', { name: 'Allowance' })).toBeVisible();
    await expect(page.getByTestId('return-vat')).toHaveText('5.00');
    await expect(page.getByTestId('return-net')).toHaveText('105.00');
    await shoot('vat-sales-allowance-form');

    // The purchase return form and view: the input VAT it takes back.
    const pur = await api.get(`/both_purchase?pId=${bought.purchaseId}`);
    const juiceBought = pur.data.find((l: { m_id: number }) => l.m_id === juice.id);
    const pret = await api.post('/create_purchase_return', {
      return_date: today,
      supp_id: supp.id,
      pu_no_id: bought.purchaseId,
      items: [{ pu_item_id: juiceBought.id, m_id: juice.id, r_qty: 4, r_unit: 50 }],
    });
    await page.goto(`/purchase-return-edit?id=${pret.returnId}`);
    // 4 of the 10 juices: 75.00 × 4 ÷ 10 = 30.00; the supplier is debited 200.00 + 30.00.
    await expect(page.getByTestId('line-vat')).toHaveText('Input 30.00');
    await expect(page.getByTestId('return-supplier-debit')).toHaveText('230.00');
    await shoot('vat-purchase-return-form');
    await page.goto(`/purchase-return-report?id=${pret.returnId}`);
    await expect(page.getByTestId('return-input-vat')).toHaveText('30.00');

    // The purchase form: the input VAT and VAT in cost in its totals.
    await page.goto('/purchase-management-create');
    await page.getByLabel('Input VAT (rebatable)').fill('150');
    await expect(page.getByTestId('purchase-input-vat')).toHaveText('150.00');
    await expect(page.getByTestId('purchase-total-with-vat')).toHaveText('150.00');
    await shoot('vat-purchase-form');
  } finally {
    await api.put('/vat/settings', { vat_registered: false, bin: '0012345678901' });
  }
  expect(consoleErrors).toEqual([]);
});

// Issue 38: an issued tax invoice on its edit screen, as a counter clerk. 3 × 1,000.00 at 15 %: VAT
// 450.00, total 3,450.00. The model's rate then drops to 10 %; the form still shows the VAT as issued
// (450.00, not 300.00). Its date, customer, lines and discount are shown, not taken; there is no Delete:
// the clerk cancels it by a full credit note, which credits the customer the 3,450.00. The clerk's
// customer form shows the credit limit and days as the admin's.
test('a tax invoice is cancelled by a credit note, never deleted; its form keeps the VAT as issued; admin-only fields', async ({
  page,
  adminToken,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const api = apiAs(request, adminToken);
  const u = uid();
  const shot = screenshots('vat-tax-invoice');
  const cus = (await api.post('/party_post', { type: 1, name: `Rahim Electronics ${u}`, mobile: '01711000003', credit_limit: 100000, credit_days: 30 })).data;
  const supp = (await api.post('/party_post', { type: 2, name: `Walton Depot ${u}`, mobile: '01811000003' })).data;
  const { model } = await categoryOf(api, { group: `Appliance ${u}`, brand: `Walton ${u}`, category: `Fridge ${u}` });
  const fridge = await model(`Fridge 250L ${u}`, { sale_price: 1000 });
  const today = new Date().toISOString().slice(0, 10);
  await api.post('/create_purchase', { pu_date: today, supp_id: supp.id, supp_inv: `F-${u}`, items: [{ m_id: fridge.id, qty: 5, unit_price: 600 }] });
  const clerkEmail = `clerk-${u}@e2e.local`;
  await api.post('/register', { name: 'Counter Clerk', email: clerkEmail, pass: 'clerk-pass-1', role: 'user' });
  const clerk = apiAs(request, await tokenFor(request, clerkEmail, 'clerk-pass-1'));
  await signIn(page, await tokenFor(request, clerkEmail, 'clerk-pass-1'));
  try {
    await api.put('/vat/settings', VAT_ON);
    const bill = await clerk.post('/create_sales', {
      inv_date: today,
      cus_id: cus.id,
      inv_disc: 0,
      collect: 0,
      items: [{ m_id: fridge.id, qty: 3, unit_price: 1000 }],
    });
    await api.put(`/vat/rates/model/${fridge.id}`, { vat_rate: 10 });

    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/sales/bill-edit?id=${bill.saleId}`);
      await expect(page.getByRole('alert').getByText(/^Tax invoice 6\.3\//)).toBeVisible();
      await expect(page.getByTestId('bill-totals').getByRole('row', { name: /^VAT/ })).toContainText('450.00');
      await expect(page.getByTestId('bill-totals').getByRole('row', { name: /Total \(VAT included\)/ })).toContainText('3,450.00');
      await expect(page.getByLabel('Invoice Date')).toBeDisabled();
      await expect(page.getByLabel('Discount')).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Delete Bill' })).toHaveCount(0);
      await shot(page, `edit-${width}`);
    }
    await page.setViewportSize({ width: 1366, height: 900 });
    // The server holds the same line whatever a client sends: a new price is refused with what to do.
    const refused = await clerk.patch(
      `/sales_update/${bill.saleId}`,
      { inv_date: today, cus_id: cus.id, inv_disc: 0, collect: 0, items: [{ m_id: fridge.id, qty: 3, unit_price: 900 }] },
      409,
    );
    expect(refused.message).toMatch(/cannot change\. Correct it with a sales return \(credit note\)/);

    await page.getByRole('button', { name: 'Cancel by credit note' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete' }).click();
    await expect(page).toHaveURL(/\/sales\/bill-return-view\?id=\d+/);
    const credit = (await api.get(`/all_sales_return_both?rId=${new URL(page.url()).searchParams.get('id')}`)).master;
    expect([credit.total, credit.rmks]).toEqual([3000, expect.stringMatching(/^Cancels INV-.* \(tax invoice 6\.3\//)]);
    // The customer owes nothing of it: 3,450.00 billed, 3,450.00 credited.
    const due = (await api.get(`/get_open_balance?partyId=${cus.id}`)).data.balance;
    expect(due).toBe(0);

    // The clerk's customer form: the credit limit and days are the admin's.
    await page.goto('/customer-supplier-customer');
    await page.getByLabel('Search').fill(u);
    await page.getByRole('button', { name: `Edit Rahim Electronics ${u}` }).click();
    await expect(page.getByRole('dialog').getByLabel('Credit Limit')).toBeDisabled();
    await expect(page.getByRole('dialog').getByLabel('Credit Days')).toBeDisabled();
    await expect(page.getByRole('dialog').getByText('Only an admin can change it').first()).toBeVisible();
    await shot(page, 'customer-form-clerk');
  } finally {
    await api.put('/vat/settings', { vat_registered: false, bin: '0012345678901' });
  }
  expect(consoleErrors).toEqual([]);
});

// Issue 40, item 2: the Mushak 6.3 fits A4 landscape at crore amounts and 60 lines. The PDF the
// browser prints is measured word by word: every figure of the form whole and inside its column,
// no two words on a line touching, nothing past the page's margin; a short bill one sheet a copy, a
// long one its column heads on every sheet and its totals after its last line.
test('the Mushak 6.3 prints crore amounts and 60 lines on A4 landscape, no figure cut or touching its neighbour', async ({
  admin: page,
  adminToken,
  request,
  consoleErrors,
}) => {
  test.setTimeout(300_000);
  const api = apiAs(request, adminToken);
  const u = uid();
  const cus = (await api.post('/party_post', { type: 1, name: `Crore Traders ${u}`, mobile: '01711000009', address: 'Motijheel, Dhaka' })).data;
  const supp = (await api.post('/party_post', { type: 2, name: `Crore Supply ${u}`, mobile: '01811000009' })).data;
  const g = (await api.post('/product_group_post', { name: `Machines ${u}` })).data;
  const b = (await api.post('/product_brand_post', { name: `Walton ${u}`, g_id: g.id })).data;
  const c = (await api.post('/product_category_post', { name: `Plant ${u}`, g_id: g.id, b_id: b.id })).data;
  const model = async (name: string) => (await api.post('/product_model_post', { name: `${name} ${u}`, g_id: g.id, b_id: b.id, c_id: c.id })).data;
  const turbine = await model('Gas turbine');
  const press = await model('Hydraulic press');
  const seed = await model('Seed stock');
  const many = [];
  for (let i = 1; i <= 57; i++) many.push(await model(`Generator set ${i}`));
  const all = [turbine, press, seed, ...many];
  const today = new Date().toISOString().slice(0, 10);
  await api.post('/create_purchase', { pu_date: today, supp_id: supp.id, supp_inv: `C-${u}`, items: all.map((m) => ({ m_id: m.id, qty: 5, unit_price: 50 })) });
  const figures = (m: { lines: Record<string, number>[]; totals: Record<string, number> }) =>
    [...m.lines.flatMap((l) => [l.unit_price, l.total_price, l.discount, l.after_discount, l.sd, l.vat, l.total]), ...Object.values(m.totals)].map((v) =>
      v.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    );
  const FIGURE = /^[\d,]+\.\d\d$|^\d+(\.\d+)?%$|^Exempt$/;

  /** Prints the bill's 6.3 to PDF and PNGs; checks every word of it; returns its pages. */
  const printAndMeasure = async (saleId: number, name: string) => {
    const m = await api.get(`/vat/mushak-6-3/${saleId}`);
    await page.goto(`/vat/mushak-6-3?id=${saleId}`);
    await expect(page.getByTestId('mushak-total')).toHaveCount(2, { timeout: 60_000 });
    await page.emulateMedia({ media: 'print' });
    await page.pdf({ path: `${SHOTS}/${name}.pdf`, preferCSSPageSize: true, printBackground: true });
    await page.emulateMedia({ media: 'screen' });
    execFileSync('pdftoppm', ['-png', '-r', '80', `${SHOTS}/${name}.pdf`, `${SHOTS}/${name}`]);
    const pages = pdfWords(`${SHOTS}/${name}.pdf`);
    for (const [i, p] of pages.entries()) {
      expect(p.width, 'A4 landscape').toBeGreaterThan(p.height);
      // 10 mm margins: nothing printed past them.
      expect(
        p.words.filter((w) => w.xMin < 28 - 1 || w.xMax > p.width - 28 + 1).map((w) => w.text),
        `page ${i + 1}: past the margin`,
      ).toEqual([]);
      expect(
        touching(p.words, 1).map(([a, b]) => `${a.text} | ${b.text}`),
        `page ${i + 1}: words touching`,
      ).toEqual([]);
      // Every figure below the column numbers lies inside its own column (3 px of padding: 1 pt kept clear of the rule).
      const heads = p.words.filter((w) => w.text === '(13)');
      for (const [h, head] of heads.entries()) {
        const edges = columnEdges(p, MUSHAK63_WIDTHS, head.yMin)!;
        expect(edges, `page ${i + 1}: column numbers`).not.toBeNull();
        const below = heads[h + 1]?.yMin ?? p.height;
        const cells = p.words.filter((w) => w.yMin > head.yMax && w.yMax < below && FIGURE.test(w.text));
        const outside = cells.filter((w) => !edges.some((e, k) => k < edges.length - 1 && w.xMin >= e + 1 && w.xMax <= edges[k + 1] - 1));
        expect(
          outside.map((w) => w.text),
          `page ${i + 1}: figures across a column's rule`,
        ).toEqual([]);
      }
    }
    // Each of the form's figures printed whole, twice (the original and the duplicate).
    const printed = pages.flatMap((p) => p.words.map((w) => w.text));
    const count = (s: string) => printed.filter((t) => t === s).length;
    const missing = [...new Set(figures(m))].filter((f) => count(f) < 2 * figures(m).filter((x) => x === f).length);
    expect(missing, 'figures not printed whole in both copies').toEqual([]);
    return { m, pages };
  };

  try {
    await api.put('/vat/settings', VAT_ON);
    await api.put(`/vat/rates/model/${press.id}`, { vat_rate: 5 });
    await api.put(`/vat/rates/model/${seed.id}`, { vat_exempt: true });
    await api.put(`/vat/party/${cus.id}`, { bin: '0098765432101' });

    // Crore amounts on three lines: 49,00,00,000.00 at 15 %, 3 × 12,34,56,789.12 at 5 %, 4,99,99,999.99 exempt,
    // less 1,00,00,000.00; the grand total stays under 99,99,99,999.99.
    const short = await api.post('/create_sales', {
      inv_date: today,
      cus_id: cus.id,
      inv_disc: 10000000,
      collect: 0,
      items: [
        { m_id: turbine.id, qty: 1, unit_price: 490000000 },
        { m_id: press.id, qty: 3, unit_price: 123456789.12 },
        { m_id: seed.id, qty: 1, unit_price: 49999999.99 },
      ],
    });
    const s = await printAndMeasure(short.saleId, 'mushak63-crore');
    expect(s.m.totals.total).toBeGreaterThan(900000000);
    expect(s.m.totals.total).toBeLessThanOrEqual(999999999.99);
    expect(s.pages).toHaveLength(2); // one sheet a copy
    // Its ordinary invoice adds up: Total − Discount + VAT = Grand Total (issue 40, item 3).
    await page.goto(`/sales-report?id=${short.saleId}`);
    const vatRow = page.getByTestId('invoice-summary').getByRole('row', { name: /VAT/ });
    await expect(vatRow).toContainText(s.m.totals.vat.toLocaleString('en-IN', { minimumFractionDigits: 2 }), { timeout: 60_000 });
    await page.screenshot({ path: `${SHOTS}/vat-invoice-crore.png`, fullPage: true });

    // 60 lines of 1.4 crore each (grand total about 96 crore): each copy runs on, heads repeated, totals after its last line.
    const long = await api.post('/create_sales', {
      inv_date: today,
      cus_id: cus.id,
      inv_disc: 0,
      collect: 0,
      items: all.map((m, i) => ({ m_id: m.id, qty: 1, unit_price: 14000000 + i * 1234.56 })),
    });
    const l = await printAndMeasure(long.saleId, 'mushak63-60-lines');
    expect(l.m.lines).toHaveLength(60);
    expect(l.m.totals.total).toBeLessThanOrEqual(999999999.99);
    const words = l.pages.map((p) => p.words.map((w) => w.text));
    const withLines = words.filter((p) => p.some((t) => /^Generator$|^Gas$/.test(t)));
    expect(withLines.length).toBeGreaterThanOrEqual(4);
    expect(withLines.every((p) => p.includes('(13)'))).toBe(true);
    // The totals row once per copy, on the sheet of the copy's last line, below it.
    const total = l.m.totals.total.toLocaleString('en-IN', { minimumFractionDigits: 2 });
    const totalPages = l.pages.flatMap((p, i) => (p.words.some((w) => w.text === total) ? [i] : []));
    expect(totalPages).toHaveLength(2);
    for (const i of totalPages) {
      const p = l.pages[i];
      const totalY = p.words.find((w) => w.text === total)!.yMin;
      const lastLine = p.words.filter((w) => w.text === 'Generator').reduce((a, w) => Math.max(a, w.yMin), 0);
      expect(totalY).toBeGreaterThan(lastLine);
      expect(
        l.pages[i + 1]?.words.some((w) => w.text === 'Generator') && !l.pages[i + 1].words.some((w) => w.text === 'DUPLICATE' || w.text === 'Duplicate'),
      ).toBeFalsy();
    }
    // The month's 9.1 by its notes (issue 40, item 5): the bills' supplies by kind.
    await page.goto('/vat/returns');
    await expect(page.getByRole('row', { name: /Exempt supplies/ })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('row', { name: /Closing balance carried to the next month/ })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/vat-9-1-notes.png`, fullPage: true });
  } finally {
    await api.put('/vat/settings', { vat_registered: false, bin: '0012345678901' });
  }
  expect(consoleErrors).toEqual([]);
});

test('a VDS customer’s collection records the VAT it deducted at source and its Mushak 6.6 number (issue 40)', async ({
  admin: page,
  adminToken,
  request,
  consoleErrors,
}) => {
  const api = apiAs(request, adminToken);
  await api.put('/vat/settings', VAT_ON);
  try {
    const name = `Govt Office ${uid()}`;
    const customer = (await api.post('/party_post', { type: 1, name, mobile: '01711000066', amount: 5000, vds_entity: true })).data;
    await page.goto('/receipt-payment/receipt');
    await choose(page, 'Customer', name);
    await expect(page.getByTestId('previous-dues')).toHaveValue('5,000.00');
    const number = await page.getByTestId('collpay-number').inputValue();
    await expect(page.getByTestId('vds-fields')).toBeVisible();
    await page.getByLabel('Amount', { exact: true }).fill('1000');
    await page.getByLabel('VAT deducted at source').fill('150');
    await page.getByLabel('VDS certificate (Mushak 6.6) no').fill('6.6/2026/77');
    // the due falls by the money and the VAT kept back: 5,000 − 1,000 − 150 = 3,850
    await expect(page.getByTestId('outstanding')).toHaveValue('3,850.00');
    await page.screenshot({ path: `${SHOTS}/vds-collection-1366.png`, fullPage: true });
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText('Collection Successfully')).toBeVisible();
    expect((await api.get(`/get_open_balance?partyId=${customer.id}`)).data.balance).toBe(3850);
    // Dr cash 1,000 and Dr VAT deducted at source 150; Cr the customer 1,150
    const lines: { ledger_id: number; debit: number; credit: number }[] = (await api.get(`/voucher_by_vc_no?vcno=${number}`)).data.lines;
    expect(
      lines
        .filter((l) => l.debit > 0)
        .map((l) => l.debit)
        .sort((a, b) => a - b),
    ).toEqual([150, 1000]);
    expect(lines.filter((l) => l.credit > 0).map((l) => [l.ledger_id, l.credit])).toEqual([[4, 1150]]);
    expect(consoleErrors).toEqual([]);
  } finally {
    await api.put('/vat/settings', { vat_registered: false, bin: '0012345678901' });
  }
});

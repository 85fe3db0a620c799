// Issue 44 (and the outbox of issue 46, below): a sold serial scanned at the claim desk, the claim opened, sent in an RMA challan,
// replaced by the supplier and delivered; the job card and the challan downloaded as PDFs.
import { test, expect, apiAs, categoryOf, uid } from './fixtures';
import { choose } from './selects';
import { startGateway, startSmtp } from '../support/messageProviders';

const shots = process.env.E2E_SHOTS;

test('claim desk → claim → RMA challan → replacement → delivered', async ({ admin: page, request, adminToken, consoleErrors }) => {
  test.setTimeout(300_000);
  const api = apiAs(request, adminToken);
  const u = uid();
  const today = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);
  const customer = (await api.post('/party_post', { type: 1, name: `Warranty Customer ${u}`, mobile: '01711000044' })).data;
  const supplier = (await api.post('/party_post', { type: 2, name: `Service Centre ${u}` })).data;
  const { model } = await categoryOf(api, { group: `Phones ${u}`, brand: `Symphony ${u}`, category: `Smart ${u}` });
  const phone = await model(`Z50 ${u}`, { srl_avl: 1, warranty: '1 year' });
  const [sold, spare] = [`IMEI${u}1`, `IMEI${u}2`];
  await api.post('/create_purchase', {
    pu_date: today,
    supp_id: supplier.id,
    supp_inv: `S-${u}`,
    items: [{ m_id: phone.id, qty: 2, unit_price: 9000, serial: [sold, spare] }],
  });
  const serialId = (await api.get(`/warranty/serial?sl_no=${sold}`)).matches[0].serial_id;
  const bill = await api.post('/create_sales', {
    inv_date: today,
    cus_id: customer.id,
    inv_disc: 0,
    collect: 0,
    collect_type: 'Cash',
    items: [{ m_id: phone.id, qty: 1, unit_price: 12000, serial: [serialId] }],
  });

  // ---- scan the sold serial: its bill, customer and warranty; open the claim
  await page.goto('/warranty/desk');
  await page.getByLabel('Scan serial').fill(sold);
  await page.getByLabel('Scan serial').press('Enter');
  const card = page.getByTestId('serial-warranty');
  await expect(card).toContainText(bill.inv_no);
  await expect(card).toContainText(`Warranty Customer ${u}`);
  await expect(card).toContainText('in warranty until');
  await page.getByRole('textbox', { name: 'Problem' }).fill('Does not charge');
  await page.getByRole('textbox', { name: 'Accessories received' }).fill('Charger, box');
  if (shots) await page.screenshot({ path: `${shots}/warranty-desk-1366.png`, fullPage: true });
  await page.getByRole('button', { name: /^Open claim/ }).click();
  await expect(page).toHaveURL(/\/warranty\/claim\?id=\d+/);
  await expect(page.getByTestId('claim-state')).toHaveText('Received');
  const claimNo = (await page.getByRole('heading', { level: 3 }).textContent())!.replace('Claim ', '');

  const save = async (button: string, file: string) => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: button }).click();
    const d = await download;
    if (shots) await d.saveAs(`${shots}/${file}`);
    expect(d.suggestedFilename()).toMatch(/\.pdf$/);
  };
  await save('Job card (A4)', 'job-card-a4.pdf');
  await save('Job slip (80 mm)', 'job-card-slip.pdf');

  // ---- send it in an RMA challan to the service centre
  await page.goto('/warranty/rma');
  await choose(page, 'Supplier / service centre', `Service Centre ${u}`);
  await page.getByRole('checkbox', { name: `Send ${claimNo}` }).check();
  await page.getByRole('button', { name: /^Make challan/ }).click();
  await expect(page).toHaveURL(/\/warranty\/rma-view\?id=\d+/);
  await expect(page.getByRole('row', { name: new RegExp(claimNo) })).toContainText(sold);
  await save('Challan PDF', 'rma-challan.pdf');
  await page.getByRole('link', { name: claimNo }).click();
  await expect(page.getByTestId('claim-state')).toHaveText('Sent to supplier');

  // ---- the supplier replaces it with a new unit; the customer collects it
  await choose(page, 'Outcome', 'Replaced');
  await page.getByRole('textbox', { name: 'New serial' }).fill(`NEW${u}`);
  await page.getByRole('button', { name: /^Record/ }).click();
  await expect(page.getByTestId('claim-state')).toHaveText('Replaced');
  await page.getByRole('button', { name: /^Deliver/ }).click();
  await expect(page.getByTestId('claim-state')).toHaveText('Delivered');
  const history = page.getByTestId('claim-history');
  await expect(history.getByRole('row')).toHaveCount(5);
  await expect(history).toContainText(`${sold} back to the supplier; NEW${u} is the customer's in its place`);
  if (shots) await page.screenshot({ path: `${shots}/warranty-claim-1366.png`, fullPage: true });
  // ---- at 390 px the claim page and the desk fit the phone's width: no page scrolls sideways
  const noSideScroll = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 390, height: 844 });
  // opened afresh at the phone's width, as a phone would (the sidebar is then folded away)
  await page.reload();
  await expect(page.getByTestId('claim-state')).toHaveText('Delivered');
  await noSideScroll();
  if (shots) await page.screenshot({ path: `${shots}/warranty-claim-390.png`, fullPage: true });
  await page.goto('/warranty/desk');
  await page.getByLabel('Scan serial').fill(`NEW${u}`);
  await page.getByLabel('Scan serial').press('Enter');
  await expect(page.getByTestId('serial-warranty')).toContainText(`Replaced ${sold} under a claim`);
  await noSideScroll();
  if (shots) await page.screenshot({ path: `${shots}/warranty-desk-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });

  // ---- the reports, filtered by the service centre, then by a state none of its claims is in
  await page.goto('/warranty/reports');
  await choose(page, 'Supplier / service centre', `Service Centre ${u}`);
  const perSupplier = page.getByRole('row', { name: new RegExp(`Service Centre ${u}`) });
  await expect(perSupplier).toHaveCount(1);
  await expect(perSupplier.getByRole('cell')).toHaveText([`Service Centre ${u}`, '1', '1', '0', /^\d+$/, /^\d+$/]);
  if (shots) await page.screenshot({ path: `${shots}/warranty-reports-1366.png`, fullPage: true });
  await choose(page, 'State', 'Received');
  await expect(page).toHaveURL(/state=received/);
  await expect(perSupplier).toHaveCount(0);
  // The new unit is the customer's, under the bill's warranty.
  const fresh = (await api.get(`/warranty/serial?sl_no=NEW${u}`)).matches[0];
  expect(fresh).toMatchObject({ status: 2, replaces: sold, inv_no: bill.inv_no, in_warranty: true });
  expect(consoleErrors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
});

// Issue 46: the outbox screen lists sent, failed and queued messages with the provider's reply, and
// an admin's Resend queues a failed one again. A local gateway answers the test sends; the SMS channel
// stays off, so the server's worker sends nothing here (and quiet hours do not matter).
test('outbox: sent, failed and queued messages; resend', async ({ admin: page, request, adminToken, consoleErrors }) => {
  const api = apiAs(request, adminToken);
  const gateway = await startGateway();
  const before = await api.get('/messages/settings');
  const { smtp_pass_set: _p, sms_key_set: _k, templates: _t, default_templates: _d, ...kept } = before;
  try {
    await api.put('/messages/settings', {
      ...kept,
      sms_enabled: false,
      sms_shape: 'get',
      sms_url: gateway.url,
      sms_sender: 'SHOP',
      sms_params: 'api_key={api_key}&senderid={sender_id}&number={to}&message={message}&ref={ref}',
    });
    const n = String(Date.now()).slice(-6);
    const [good, bad] = [`01711${n}`, `01811${n}`];
    expect((await api.post('/messages/test', { channel: 'sms', to: good })).ok).toBe(true);
    gateway.mode = 'fail';
    expect((await api.post('/messages/test', { channel: 'sms', to: bad })).ok).toBe(false);
    expect(gateway.requests.map((r) => r.to)).toEqual([good, bad]);

    await page.goto('/messages');
    const tab = (name: string) => page.getByRole('radiogroup').getByText(name, { exact: true }).click();
    const row = (to: string) => page.getByTestId('outbox-row').filter({ hasText: to });
    await expect(row(good)).toContainText('sent');
    await expect(row(good)).toContainText('"status":"ok"');
    await expect(row(bad)).toContainText('failed');
    if (shots) await page.screenshot({ path: `${shots}/outbox-1366.png`, fullPage: true });
    await tab('Sent');
    await expect(row(good)).toHaveCount(1);
    await expect(row(bad)).toHaveCount(0);
    await tab('Failed');
    await expect(row(bad)).toHaveCount(1);
    await row(bad).getByRole('button', { name: 'Resend' }).click();
    await expect(page.getByText('Message queued again')).toBeVisible();
    await tab('Queued');
    await expect(row(bad)).toHaveCount(1);
    await expect(row(bad)).toContainText('queued');
    const queued = (await api.get('/messages?state=queued')).data.filter((m: { recipient: string }) => m.recipient === bad);
    expect(queued).toHaveLength(1);
    expect(consoleErrors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  } finally {
    await api.put('/messages/settings', kept);
    await gateway.close();
  }
});

test('SMTP and a gateway set up on the settings screen: a bill’s SMS and its emailed invoice go out and show in the outbox as sent', async ({
  admin: page,
  request,
  adminToken,
  consoleErrors,
}) => {
  const api = apiAs(request, adminToken);
  const gateway = await startGateway();
  const mailbox = await startSmtp();
  const before = await api.get('/messages/settings');
  const { smtp_pass_set: _p, sms_key_set: _k, templates: _t, default_templates: _d, ...kept } = before;
  try {
    await page.goto('/settings/messages');
    await page.getByLabel('SMTP host').fill('127.0.0.1');
    await page.getByLabel('Port').fill(String(mailbox.port));
    await choose(page, 'TLS', 'None');
    await page.getByLabel('From address').fill('Jamuna <bills@jamuna.test>');
    await page.getByLabel('Send email').check();
    await page.getByLabel('Gateway URL').fill(gateway.url);
    await page.getByLabel('Sender id').fill('SHOP');
    // no quiet hours, so the test does not depend on the hour it runs at
    await page.getByLabel('From (hour)').fill('0');
    await page.getByLabel('Until (hour)').fill('0');
    await page.getByLabel('Send SMS').check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Message settings saved')).toBeVisible();
    if (shots) await page.screenshot({ path: `${shots}/message-settings-1366.png`, fullPage: true });
    expect(await api.get('/messages/settings')).toMatchObject({
      sms_enabled: true,
      sms_url: gateway.url,
      email_enabled: true,
      smtp_port: mailbox.port,
      quiet_from: 0,
      quiet_to: 0,
    });

    const u = uid();
    const mobile = `0171${String(Date.now()).slice(-7)}`;
    const today = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);
    const customer = (await api.post('/party_post', { type: 1, name: `SMS Customer ${u}`, mobile })).data;
    const { model } = await categoryOf(api, { group: `Fans ${u}`, brand: `Walton ${u}`, category: `Ceiling ${u}` });
    const fan = await model(`Breeze ${u}`);
    const supplier = (await api.post('/party_post', { type: 2, name: `Fan Supplier ${u}` })).data;
    await api.post('/create_purchase', { pu_date: today, supp_id: supplier.id, supp_inv: `F-${u}`, items: [{ m_id: fan.id, qty: 5, unit_price: 2000 }] });
    const bill = await api.post('/create_sales', {
      inv_date: today,
      cus_id: customer.id,
      inv_disc: 0,
      collect: 1000,
      collect_type: 'Cash',
      items: [{ m_id: fan.id, qty: 1, unit_price: 2500 }],
    });

    // the server's worker sends it within a few seconds; the outbox shows the gateway's reply
    await page.goto('/messages');
    const row = page.getByTestId('outbox-row').filter({ hasText: mobile });
    await expect(async () => {
      await page.reload();
      await expect(row).toContainText('sent', { timeout: 2000 });
    }).toPass({ timeout: 45_000 });
    await expect(row).toContainText('"status":"ok"');
    const sent = gateway.requests.filter((r) => r.to === mobile);
    expect(sent).toHaveLength(1);
    // the bill's amount and what is still due (2,500 − 1,000 = 1,500) are in the text the customer got
    expect(sent[0].message).toContain(bill.inv_no);
    expect(sent[0].message).toMatch(/1,500/);

    // the invoice by email from the bill's page, with its PDF
    await page.goto(`/sales-report?id=${bill.saleId}`);
    await page.getByRole('button', { name: 'Send by email' }).click();
    await page.getByRole('textbox', { name: 'To' }).fill(`buyer.${u}@example.com`);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => mailbox.mails.filter((m) => m.to && JSON.stringify(m.to).includes(`buyer.${u}@`)).length, { timeout: 45_000 }).toBe(1);
    const mail = mailbox.mails.find((m) => JSON.stringify(m.to).includes(`buyer.${u}@`))!;
    expect(mail.subject).toContain(bill.inv_no);
    expect(mail.attachments.map((a) => a.contentType)).toContain('application/pdf');
    await page.goto('/messages');
    await expect(page.getByTestId('outbox-row').filter({ hasText: `buyer.${u}@example.com` })).toContainText('sent');
    expect(consoleErrors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  } finally {
    await api.put('/messages/settings', kept);
    await gateway.close();
    await mailbox.close();
  }
});

// Messages to customers with real parts: an SMTP server in the test receives the emails (parsed by
// mailparser), a local HTTP server stands in for the SMS gateway and counts requests. The worker is
// driven by the test with its clock set (the app's own timer is off in tests).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { adminCalls } from '../../../../tests/support/adminCalls.js';
import { makeModel, makeParty, stockIn } from '../../../../tests/support/salesFixtures.js';
import { startGateway, startSmtp, type Gateway, type Mailbox } from '../../../../tests/support/messageProviders.js';
import { one, rows, sql } from '../../db/client.js';
import { partyDue } from '../../ledger/balances.js';
import { drain, drainOnce, MAX_ATTEMPTS } from './worker.js';
import { queueRemindersIfDue } from './reminders.js';
import { smsCount } from './templates.js';
import { decryptSecret } from './secrets.js';
import { pdfFonts, pdfText } from '../../../../tests/support/pdfText.js';

const t = useTestApp();
const { call, ok } = adminCalls(() => t);
let smtp: Mailbox;
let gw: Gateway;
beforeAll(async () => {
  smtp = await startSmtp();
  gw = await startGateway();
});
afterAll(async () => {
  await smtp.close();
  await gw.close();
});

/** A Dhaka time on a day after the real clock's (the rows are queued at the real time, next_at now()). */
const at = (dhaka: string, day = '2027-03-05') => new Date(`${day}T${dhaka}:00+06:00`);
const opts = (now: Date) => ({ secret: 'test-secret', now: () => now });

const SETTINGS = () => ({
  email_enabled: true,
  smtp_host: '127.0.0.1',
  smtp_port: smtp.port,
  smtp_tls: 'none',
  smtp_user: 'shop',
  smtp_pass: 'smtp-password-1',
  smtp_from: 'Test Traders <bills@shop.test>',
  sms_enabled: true,
  sms_shape: 'get',
  sms_url: gw.url,
  sms_key: 'gateway-key-1',
  sms_sender: 'TESTSHOP',
  sms_params: 'api_key={api_key}&senderid={sender_id}&number={to}&message={message}&ref={ref}',
  email_daily_cap: 500,
  sms_daily_cap: 500,
  dues_enabled: false,
  dues_days: 30,
  cheque_enabled: false,
});

let customer: number;
let fan: number;
beforeEach(async () => {
  await t.reset();
  gw.requests.length = 0;
  gw.delivered.clear();
  gw.mode = 'ok';
  gw.delayMs = 0;
  smtp.mails.length = 0;
  customer = await makeParty(t.db, 'Rahim Traders', 1, '01711111111');
  fan = await makeModel(t.db, 'Ceiling Fan');
  await stockIn(t.db, { modelId: fan, qty: 50, unitCost: 200 });
});

/** A bill of `qty` fans at 300 with `collect` paid: its id and number. */
async function bill(qty = 3, collect = 200) {
  const r = await ok(
    'POST',
    '/create_sales',
    { inv_date: '2026-03-05', cus_id: customer, collect, collect_type: 'Cash', items: [{ m_id: fan, qty, unit_price: 300 }] },
    201,
  );
  return { id: r.saleId as number, invNo: r.inv_no as string };
}
const messages = () =>
  rows<{
    id: number;
    channel: string;
    template: string;
    state: string;
    recipient: string;
    body: string | null;
    attempts: number;
    provider_reply: string | null;
    error: string | null;
  }>(t.db, sql`select id::int as id, channel, template, state, recipient, body, attempts, provider_reply, error from messages order by id`);

describe('settings', () => {
  it('stores the password and key encrypted, never answers them, and is for admins only', async () => {
    const s = await ok('PUT', '/messages/settings', SETTINGS());
    expect(s).toMatchObject({ smtp_pass_set: true, sms_key_set: true, smtp_host: '127.0.0.1' });
    expect(JSON.stringify(s)).not.toContain('smtp-password-1');
    expect(JSON.stringify(s)).not.toContain('gateway-key-1');
    const row = (await one<{ smtp_pass: string; sms_key: string }>(t.db, sql`select smtp_pass, sms_key from message_settings`))!;
    expect(row.smtp_pass).not.toContain('smtp-password-1');
    expect(decryptSecret('test-secret', row.smtp_pass)).toBe('smtp-password-1');
    expect(decryptSecret('another-secret', row.smtp_pass)).toBeUndefined();
    // Left out: kept. '' removes it.
    const { smtp_pass: _p, sms_key: _k, ...rest } = SETTINGS();
    expect(await ok('PUT', '/messages/settings', rest)).toMatchObject({ smtp_pass_set: true, sms_key_set: true });
    expect(await ok('PUT', '/messages/settings', { ...rest, sms_key: '' })).toMatchObject({ smtp_pass_set: true, sms_key_set: false });
    const clerk = await t.userHeaders();
    expect((await call('GET', '/messages/settings', undefined, clerk)).statusCode).toBe(403);
    expect((await call('PUT', '/messages/settings', SETTINGS(), clerk)).statusCode).toBe(403);
    const bad = await call('PUT', '/messages/settings', { ...SETTINGS(), sms_url: 'ftp://x', smtp_port: 0 });
    expect(bad.statusCode).toBe(400);
  });

  it('"send a test" reaches the SMTP server and the gateway, and is kept in the outbox with the reply', async () => {
    await ok('PUT', '/messages/settings', { ...SETTINGS(), email_enabled: false, sms_enabled: false });
    expect(await ok('POST', '/messages/test', { channel: 'email', to: 'owner@shop.test' })).toMatchObject({ ok: true });
    expect(smtp.mails.map((m) => [m.subject, m.to && 'text' in m.to ? m.to.text : ''])).toEqual([['Test email', 'owner@shop.test']]);
    expect(await ok('POST', '/messages/test', { channel: 'sms', to: '01799999999' })).toMatchObject({ ok: true });
    expect(gw.requests.map((r) => [r.to, r.apiKey, r.sender])).toEqual([['01799999999', 'gateway-key-1', 'TESTSHOP']]);
    expect((await messages()).map((m) => [m.channel, m.state])).toEqual([
      ['email', 'sent'],
      ['sms', 'sent'],
    ]);
  });
});

describe('SMS on a bill and a collection', () => {
  it('nothing is queued or sent while the channel is off', async () => {
    await bill();
    expect(await messages()).toEqual([]);
    await drain(t.db, opts(at('10:00')));
    expect(gw.requests).toEqual([]);
  });

  it('queues the SMS with the bill and sends amount and due; a collection tells the new due', async () => {
    await ok('PUT', '/messages/settings', SETTINGS());
    // 3 fans at 300 = 900, 200 paid: due 700.
    const b = await bill(3, 200);
    expect((await messages()).map((m) => [m.template, m.state, m.recipient])).toEqual([['sale_sms', 'queued', '01711111111']]);
    expect(await drain(t.db, opts(at('10:00')))).toBe(1);
    expect(gw.requests).toHaveLength(1);
    expect(gw.requests[0].message).toBe(`Dear Rahim Traders, bill ${b.invNo} of Tk 900.00 on 5-Mar-2026. Paid Tk 200.00. Your due is Tk 700.00. Test Traders`);
    const [m] = await messages();
    expect(m).toMatchObject({ state: 'sent', attempts: 1, body: gw.requests[0].message });
    expect(m.provider_reply).toBe(`200 {"status":"ok","id":"msg-${m.id}"}`);
    // A collection of 250: due 700 - 250 = 450.
    await ok('POST', '/collPay_post', { supp_id: customer, date: '2026-03-05', coll_pay_type: 2, cash_bank_type: 'Cash', amount: 250 }, 201);
    await drain(t.db, opts(at('10:05')));
    expect(gw.requests[1].message).toMatch(/^Dear Rahim Traders, we received Tk 250\.00 on 5-Mar-2026 \(receipt CR-[^)]+\)\. Your due is now Tk 450\.00\./);
  });

  it('sends in Bangla to a customer who asked for it, and not at all to one who takes no SMS', async () => {
    await ok('PUT', '/messages/settings', SETTINGS());
    await ok('PUT', `/messages/consent/${customer}`, { email: '', msg_sms: true, msg_email: true, msg_lang: 'bn' });
    await bill();
    await drain(t.db, opts(at('10:00')));
    expect(gw.requests[0].message).toContain('প্রিয় Rahim Traders');
    await ok('PUT', `/messages/consent/${customer}`, { email: '', msg_sms: false, msg_email: true, msg_lang: 'bn' });
    await bill();
    expect(await messages()).toHaveLength(1);
  });

  it('holds messages through the quiet hours (21:00 to 09:00 Dhaka) and sends them at 09:00', async () => {
    await ok('PUT', '/messages/settings', SETTINGS());
    await bill();
    expect(await drain(t.db, opts(at('21:00')))).toBe(0);
    expect(await drain(t.db, opts(at('23:59')))).toBe(0);
    expect(await drain(t.db, opts(at('08:59', '2027-03-06')))).toBe(0);
    expect(gw.requests).toEqual([]);
    expect(await drain(t.db, opts(at('09:00', '2027-03-06')))).toBe(1);
    expect(gw.requests).toHaveLength(1);
    expect(await drain(t.db, opts(at('20:59', '2027-03-06')))).toBe(0);
  });

  it('keeps the quiet hours an admin sets (22:00 to 07:00; the same hour twice: none), and refuses an hour past 23', async () => {
    await ok('PUT', '/messages/settings', { ...SETTINGS(), quiet_from: 22, quiet_to: 7 });
    const saved = await ok('GET', '/messages/settings');
    expect([saved.quiet_from, saved.quiet_to]).toEqual([22, 7]);
    await bill();
    // 21:30 is inside the default quiet hours but outside these; the reminder of the day waits likewise
    expect(await drain(t.db, opts(at('22:00')))).toBe(0);
    expect(await drain(t.db, opts(at('06:59', '2027-03-06')))).toBe(0);
    expect(await drain(t.db, opts(at('21:30')))).toBe(1);
    // a settings call that leaves the hours out keeps them
    await ok('PUT', '/messages/settings', SETTINGS());
    expect((await ok('GET', '/messages/settings')).quiet_from).toBe(22);
    await ok('PUT', '/messages/settings', { ...SETTINGS(), quiet_from: 0, quiet_to: 0 });
    await bill();
    expect(await drain(t.db, opts(at('03:00', '2027-03-06')))).toBe(1);
    expect(gw.requests).toHaveLength(2);
    const bad = await t.app.inject({ method: 'PUT', url: '/api/messages/settings', headers: t.admin, payload: { ...SETTINGS(), quiet_from: 24 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Quiet hours start must be 0 to 23');
    expect((await ok('GET', '/messages/settings')).quiet_from).toBe(0);
  });

  it('sends no more than the daily cap; the rest go the next day', async () => {
    await ok('PUT', '/messages/settings', { ...SETTINGS(), sms_daily_cap: 2 });
    for (let i = 0; i < 3; i++) await bill(1, 0);
    expect(await drain(t.db, opts(at('10:00')))).toBe(2);
    expect(await drain(t.db, opts(at('18:00')))).toBe(0);
    expect(await drain(t.db, opts(at('09:30', '2027-03-06')))).toBe(1);
    expect(gw.delivered.size).toBe(3);
  });

  it('a bill whose message fails is still a bill: retried with back-off, then failed, and resent by hand', async () => {
    await ok('PUT', '/messages/settings', SETTINGS());
    gw.mode = 'fail';
    const b = await bill(3, 200);
    // The bill stands: its due (900 - 200) is in the books.
    expect(await one(t.db, sql`select inv_no from sales where id = ${b.id}`)).toEqual({ inv_no: b.invNo });
    expect(await partyDue(t.db, customer)).toBe(700);
    let now = at('10:00');
    expect(await drain(t.db, opts(now))).toBe(1);
    expect((await messages())[0]).toMatchObject({ state: 'queued', attempts: 1, error: 'The gateway answered 500 {"status":"error"}' });
    // Not again before its back-off: 1, 5, 30 and 120 minutes after each attempt.
    expect(await drain(t.db, opts(new Date(now.getTime() + 59_000)))).toBe(0);
    for (const minutes of [1, 5, 30, 120]) {
      now = new Date(now.getTime() + minutes * 60_000);
      expect(await drain(t.db, opts(now))).toBe(1);
    }
    expect(gw.requests).toHaveLength(MAX_ATTEMPTS);
    const [m] = await messages();
    expect(m).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS });
    gw.mode = 'ok';
    expect(await drain(t.db, opts(at('12:00', '2027-03-07')))).toBe(0);
    expect(await ok('POST', `/messages/${m.id}/resend`)).toEqual({ message: 'Message queued again' });
    expect(await drain(t.db, opts(at('12:00', '2027-03-07')))).toBe(1);
    expect((await messages()).map((x) => x.state)).toEqual(['failed', 'sent']);
    expect(await t.violations()).toEqual([]);
  });
});

describe('a server stopped mid-send', () => {
  it('an SMS whose gateway takes a reference is sent again with it: delivered once', async () => {
    await ok('PUT', '/messages/settings', SETTINGS());
    await bill();
    await bill();
    // The first server sends both, the gateway takes them, and the server dies before the replies.
    gw.mode = 'hang';
    void drainOnce(t.db, { ...opts(at('10:00')), leaseMs: 60_000 }).catch(() => undefined);
    await expect.poll(() => gw.requests.length).toBe(2);
    expect((await messages()).map((m) => m.state)).toEqual(['sending', 'sending']);
    // Another server (or this one restarted) after the lease: the gateway drops the repeats.
    gw.mode = 'ok';
    expect(await drain(t.db, opts(new Date(at('10:00').getTime() + 61_000)))).toBe(2);
    expect(gw.requests).toHaveLength(4);
    expect(gw.delivered.size).toBe(2);
    expect((await messages()).map((m) => m.state)).toEqual(['sent', 'sent']);
  });

  it('an email is never sent again on its own: marked failed, "may have been delivered"', async () => {
    await ok('PUT', '/messages/settings', SETTINGS());
    const b = await bill();
    await ok('PUT', `/messages/consent/${customer}`, { email: 'rahim@example.test', msg_sms: false, msg_email: true, msg_lang: 'en' });
    await ok('POST', '/messages/send_document', { kind: 'sale', id: b.id }, 201);
    // A claim whose server died: "sending" with its lease run out.
    await t.db.execute(sql`update messages set state = 'sending', attempts = 1, lease_until = ${at('10:00')} where channel = 'email'`);
    await drain(t.db, opts(at('10:05')));
    const email = (await messages()).find((m) => m.channel === 'email')!;
    expect(email.state).toBe('failed');
    expect(email.error).toMatch(/may have been delivered/);
    expect(smtp.mails).toEqual([]);
  });
});

describe('email with the PDF', () => {
  it('sends a bill by email: the SMTP server receives it with the invoice PDF attached', async () => {
    await ok('PUT', '/messages/settings', { ...SETTINGS(), sms_enabled: false });
    const b = await bill(3, 200);
    expect((await call('POST', '/messages/send_document', { kind: 'sale', id: b.id })).json()).toMatchObject({
      message: 'This customer has no email address: enter one',
    });
    await ok('PUT', `/messages/consent/${customer}`, { email: 'rahim@example.test', msg_sms: true, msg_email: true, msg_lang: 'en' });
    const clerk = await t.userHeaders();
    const res = await call('POST', '/messages/send_document', { kind: 'sale', id: b.id }, clerk);
    expect([res.statusCode, res.json().message]).toEqual([201, 'Email to rahim@example.test queued']);
    expect(await drain(t.db, opts(at('10:00')))).toBe(1);
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0];
    expect(mail.subject).toBe(`Invoice ${b.invNo} from Test Traders`);
    expect(mail.text).toContain('Your due is Tk 700.00');
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`Invoice-${b.invNo}.pdf`, 'application/pdf']]);
    expect(mail.attachments[0].content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = pdfText(mail.attachments[0].content);
    expect(pdf).toContain(`INVOICE ${b.invNo}`);
    expect(pdf).toContain('Grand total: Tk 900.00 Paid: Tk 200.00');
    // The message's text follows the document's lines.
    expect(pdf).toContain('Your due is Tk 700.00.');
    const m = (await messages())[0];
    expect(m.provider_reply).toMatch(/^250 /);
  });

  it('sends a quotation and a money receipt', async () => {
    await ok('PUT', '/messages/settings', { ...SETTINGS(), sms_enabled: false });
    await ok('PUT', `/messages/consent/${customer}`, { email: 'rahim@example.test', msg_sms: true, msg_email: true, msg_lang: 'en' });
    const q = await ok(
      'POST',
      '/quotation/create',
      { quotation_date: '2026-03-05', customer_id: customer, items: [{ m_id: fan, qty: 2, unit_price: 310 }] },
      201,
    );
    const c = await ok('POST', '/collPay_post', { supp_id: customer, date: '2026-03-05', coll_pay_type: 2, cash_bank_type: 'Cash', amount: 250 }, 201);
    await ok('POST', '/messages/send_document', { kind: 'collection', id: c.data.id }, 201);
    await ok('POST', '/messages/send_document', { kind: 'quotation', id: q.quotation_id }, 201);
    expect(await drain(t.db, opts(at('10:00')))).toBe(2);
    const [receipt, quotation] = [...smtp.mails].sort((a, b) => (a.subject! < b.subject! ? -1 : 1));
    expect(receipt.subject).toBe(`Money receipt ${c.data.vc_no} from Test Traders`);
    expect(pdfText(receipt.attachments[0].content)).toContain('Amount: Tk 250.00 (Cash)');
    expect(quotation.subject).toBe(`Quotation ${q.quotation_no} from Test Traders`);
    // 2 fans at 310 = 620.
    expect(pdfText(quotation.attachments[0].content)).toContain('Total: Tk 620.00');
  });

  it('a customer who reads Bangla gets the Bangla template in the PDF, in a font with Bangla glyphs (extracted as typed)', async () => {
    await ok('PUT', '/messages/settings', { ...SETTINGS(), sms_enabled: false });
    await ok('PUT', `/messages/consent/${customer}`, { email: 'rahim@example.test', msg_sms: false, msg_email: true, msg_lang: 'bn' });
    const b = await bill(3, 200);
    await ok('POST', '/messages/send_document', { kind: 'sale', id: b.id }, 201);
    expect(await drain(t.db, opts(at('10:00')))).toBe(1);
    const file = smtp.mails[0].attachments[0].content;
    const text = pdfText(file);
    expect(text).toContain(`INVOICE ${b.invNo}`);
    expect(text).toContain('প্রিয় Rahim Traders,');
    expect(text).toContain(`তারিখের চালান ${b.invNo} (900.00 টাকা) সংযুক্ত করা হলো। আপনার বকেয়া 700.00 টাকা।`);
    expect(text).toContain('ধন্যবাদ,');
    // The glyphs drawn are Noto Sans Bengali's, embedded (no '?' in their place).
    expect(pdfFonts(file)).toEqual(expect.arrayContaining([expect.stringMatching(/NotoSansBengali.*CID TrueType.*yes.*yes/)]));
    expect(text).not.toContain('?');
  });
});

describe('reminders', () => {
  it('reminds a customer of a due older than N days once a day across servers, and at most once a week', async () => {
    await ok('PUT', '/messages/settings', { ...SETTINGS(), dues_enabled: true, dues_days: 10 });
    await bill(3, 0); // 900 due from 2026-03-05
    await drain(t.db, opts(at('10:00')));
    gw.requests.length = 0;
    // 2026-03-10: the due is 5 days old, none. 2026-03-16: 11 days, one reminder.
    expect(await queueRemindersIfDue(t.db, at('10:00', '2026-03-10'))).toBe(0);
    expect(await queueRemindersIfDue(t.db, at('10:00', '2026-03-16'))).toBe(1);
    // The same day again (another server): nothing.
    expect(await queueRemindersIfDue(t.db, at('11:00', '2026-03-16'))).toBe(0);
    await drain(t.db, opts(at('11:00', '2026-03-16')));
    expect(gw.requests.map((r) => r.message)).toEqual(['Dear Rahim Traders, your due with Test Traders is Tk 900.00. Please pay at your earliest. Thank you.']);
    // Created now (the row's created_at is the real clock): within a week, so none the next day.
    expect(await queueRemindersIfDue(t.db, at('10:00', '2026-03-17'))).toBe(0);
  });
});

describe('templates', () => {
  it('counts SMS length and segments: GSM-7 160/153, UCS-2 (Bangla) 70/67', () => {
    expect(smsCount('a'.repeat(160))).toEqual({ encoding: 'GSM-7', length: 160, segments: 1 });
    expect(smsCount('a'.repeat(161))).toEqual({ encoding: 'GSM-7', length: 161, segments: 2 });
    expect(smsCount('a'.repeat(306))).toEqual({ encoding: 'GSM-7', length: 306, segments: 2 });
    expect(smsCount('a'.repeat(307))).toEqual({ encoding: 'GSM-7', length: 307, segments: 3 });
    expect(smsCount('{}')).toEqual({ encoding: 'GSM-7', length: 4, segments: 1 });
    expect(smsCount('ক'.repeat(70))).toEqual({ encoding: 'UCS-2', length: 70, segments: 1 });
    expect(smsCount('ক'.repeat(71))).toEqual({ encoding: 'UCS-2', length: 71, segments: 2 });
    expect(smsCount('ক'.repeat(134))).toEqual({ encoding: 'UCS-2', length: 134, segments: 2 });
  });

  it('previews a template with the latest real bill', async () => {
    const b = await bill(3, 200);
    const p = await ok('POST', '/messages/preview', { template: 'sale_sms', lang: 'en' });
    expect(p).toMatchObject({ document: `Bill ${b.invNo}`, subject: null, sms: { encoding: 'GSM-7', segments: 1 } });
    expect(p.body).toContain('Tk 900.00');
    const bn = await ok('POST', '/messages/preview', { template: 'sale_sms', lang: 'bn' });
    expect(bn.sms.encoding).toBe('UCS-2');
    expect(bn.sms.segments).toBe(Math.ceil(bn.body.length / 67));
  });
});

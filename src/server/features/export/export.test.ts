// The plain-text export: the books written as an hledger journal, read back by Debian's hledger,
// give the app's trial balance ledger by ledger, and every transaction balances.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTempDir, useTestApp } from '../../../../tests/support/useTestApp.js';
import { adminCalls } from '../../../../tests/support/adminCalls.js';
import { buildTradingFixture, FIXTURE_DATES as DATES } from '../../../../tests/support/reportsFixture.js';
import { dec, money, type Decimal } from '../../../domain/money.js';
import { rows, sql } from '../../db/client.js';
import { accountPart } from './journal.js';

const HLEDGER = '/usr/bin/hledger';
const hasHledger = fs.existsSync(HLEDGER);

const t = useTestApp();
const dir = useTempDir('journal-');
beforeEach(() => t.reset());

const { fixtureCall: call, journal } = adminCalls(() => t);

/** The trading fixture, plus names a journal must survive, a posted and an unposted hand voucher, and construction books. */
async function fixture() {
  const f = await buildTradingFixture(call, DATES);
  const odd = (await call('POST', '/party_post', { type: 1, name: '(Rahim): Sons;  & Co', mobile: '017', amount: 2500 })).data.id;
  await call('POST', '/create_sales', { inv_date: DATES[6], cus_id: odd, inv_disc: 0, collect: 0, items: [{ m_id: f.models.M2, qty: 1, unit_price: 900 }] });
  const loan = (await call('POST', '/ledger_post', { m_id: 3, s_id: 5, name: '[Loan]: Sonali; term  5 yr', amount: 20000, open_date: DATES[0] })).data.id;
  await journal(DATES[5], [
    { ledger_id: 7, debit: 1200, credit: 0 },
    { ledger_id: loan, debit: 0, credit: 1200 },
  ]);
  await journal(
    DATES[5],
    [
      { ledger_id: 9, debit: 999, credit: 0 },
      { ledger_id: 7, debit: 0, credit: 999 },
    ],
    false,
  );
  const pettyFunding = (
    await call('POST', '/project/ledger/create', { name: 'Owner: Funds', project_acc_main_id: 1, project_acc_sub_id: 1, amount: 70000, open_date: DATES[0] })
  ).insertId;
  await call('POST', '/project/voucher/create', {
    project_vc_type: 4,
    project_vc_date: DATES[1],
    data: [
      { project_ledger_id: 1, debit: 15000 },
      { project_ledger_id: pettyFunding, credit: 15000 },
    ],
  });
  return f;
}

async function exportJournal(query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/export/hledger${query}`, headers: t.admin });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

/** Sums amounts by the account's first `depth` parts: a party's lines count to its ledger. */
function byLedger(balances: [string, Decimal][], depth: number): Record<string, string> {
  const out: Record<string, Decimal> = {};
  for (const [account, amount] of balances) {
    const ledger = account.split(':').slice(0, depth).join(':');
    out[ledger] = (out[ledger] ?? dec(0)).plus(amount);
  }
  return Object.fromEntries(
    Object.entries(out)
      .filter(([, v]) => !v.isZero())
      .map(([k, v]) => [k, money(v)]),
  );
}

/** Every posting of the journal, read by this test itself: [account, amount]. */
function postingsOf(journal: string): [string, Decimal][] {
  return [...journal.matchAll(/^ {4}(\S.*?) {2,}BDT (-?\d+\.\d{2})(?: {2}; .*)?$/gm)].map((m) => [m[1].trimEnd(), dec(m[2])]);
}

/** hledger's own reading: `balance --flat --no-total`, one account per line. */
function hledgerBalances(file: string): [string, Decimal][] {
  const out = execFileSync(HLEDGER, ['-f', file, 'balance', '--flat', '--no-total'], { encoding: 'utf8' });
  return out
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => {
      const m = /^\s*BDT (-?\d+\.\d{2}) {2}(.+)$/.exec(l);
      if (!m) throw new Error(`unexpected hledger line: ${l}`);
      return [m[2], dec(m[1])];
    });
}

/** The app's trial balance, ledger by ledger, named as the journal names them. */
async function trialBalanceByLedger(): Promise<Record<string, string>> {
  const tb = await call('GET', '/trail_balance?trDate=2099-12-31');
  expect(tb.totalDebit).toBe(tb.totalCredit);
  const out: Record<string, string> = {};
  for (const g of tb.data)
    for (const h of g.heads)
      for (const s of h.sub_heads)
        for (const l of s.ledgers) if (l.balance !== 0) out[[g.g_name, h.acc_head, s.sub_name, l.name].map(accountPart).join(':')] = money(l.balance);
  return out;
}

/** The construction ledgers' balances (opening amount + debits − credits) as the app reports them. */
async function constructionBalances(): Promise<Record<string, string>> {
  const { result } = await call('GET', '/project/ledger?limit=100000');
  const out: Record<string, string> = {};
  let openings = dec(0);
  for (const l of result) {
    openings = openings.minus(l.amount);
    if (l.Avl_bal !== 0) out[['Construction', l.group_name, l.main_name, l.sub_name, l.name].map(accountPart).join(':')] = money(l.Avl_bal);
  }
  if (!openings.isZero()) out['Construction:Opening balances'] = money(openings);
  return out;
}

const trading = (balances: [string, Decimal][]) => balances.filter(([a]) => !a.startsWith('Construction:'));
const construction = (balances: [string, Decimal][]) => balances.filter(([a]) => a.startsWith('Construction:'));

describe('GET /export/hledger', () => {
  it("writes one transaction per posted voucher, whose ledgers hledger finds at the app's trial balance", async () => {
    await fixture();
    const res = await exportJournal();
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="books-\d{4}-\d{2}-\d{2}\.journal"$/);
    const journal = res.body;

    // One transaction per posted voucher (the unposted hand voucher is left out), then the construction vouchers.
    const [vouchers] = await rows<{ trading: number; construction: number }>(
      t.db,
      sql`select (select count(distinct vc_no)::int from voucher_lines where post_status = 1) as trading,
                 (select count(distinct project_vc_no)::int from project_voucher_lines) as construction`,
    );
    const codes = [...journal.matchAll(/^\d{4}-\d{2}-\d{2} \(([^)]+)\)/gm)].map((m) => m[1]).filter((c) => c !== 'opening');
    expect(vouchers.trading).toBeGreaterThan(10);
    expect(codes).toHaveLength(vouchers.trading + vouchers.construction);
    expect(new Set(codes).size).toBe(codes.length);
    expect(journal).not.toContain('BDT 999.00');

    // A party's lines sit under its ledger, with names that cannot break the journal's syntax.
    expect(journal).toContain('    Assets:Current Assets:Sundry Debtors:Accounts Receivable:Rahim Traders ');
    expect(journal).toContain('    Assets:Current Assets:Sundry Debtors:Accounts Receivable:Rahim)- Sons, & Co ');
    expect(journal).toContain('    Liabilities:Current Liabilities:Sundry Creditors:Loan]- Sonali, term 5 yr ');

    // The journal read by this test gives the trial balance, ledger by ledger...
    const tb = await trialBalanceByLedger();
    expect(tb['Liabilities:Current Liabilities:Sundry Creditors:Loan]- Sonali, term 5 yr']).toBe('-21200.00');
    expect(Object.keys(tb).length).toBeGreaterThan(8);
    expect(byLedger(trading(postingsOf(journal)), 4)).toEqual(tb);
    expect(byLedger(construction(postingsOf(journal)), 5)).toEqual(await constructionBalances());

    // ...and so does hledger, which refuses a journal with an unbalanced transaction.
    if (!hasHledger) return console.warn(`SKIPPED the hledger check: ${HLEDGER} is not installed`);
    const file = path.join(dir, 'books.journal');
    fs.writeFileSync(file, journal);
    const balances = hledgerBalances(file);
    expect(byLedger(trading(balances), 4)).toEqual(tb);
    expect(byLedger(construction(balances), 5)).toEqual(await constructionBalances());

    // Issue 20, finding 8: every account is declared, so hledger's strict account check passes;
    // without the declarations the same journal fails it.
    execFileSync(HLEDGER, ['-f', file, 'check', 'accounts'], { stdio: 'pipe' });
    const undeclared = path.join(dir, 'undeclared.journal');
    fs.writeFileSync(undeclared, journal.replace(/^account .*\n/gm, ''));
    expect(() => execFileSync(HLEDGER, ['-f', undeclared, 'check', 'accounts'], { stdio: 'pipe' })).toThrow(/undeclared account/);
  });

  it('hledger refuses the journal when one amount is tampered with, so the balance check can fail', async () => {
    await fixture();
    const journal = (await exportJournal()).body;
    const tampered = journal.replace(/^( {4}\S.*? {2,}BDT -?\d+)\.(\d{2})/m, (_m, head: string, cents: string) => `${head}.${cents === '00' ? '01' : '00'}`);
    expect(tampered).not.toBe(journal);
    expect(
      postingsOf(tampered)
        .reduce((s, [, a]) => s.plus(a), dec(0))
        .isZero(),
    ).toBe(false);
    if (!hasHledger) return console.warn(`SKIPPED the hledger check: ${HLEDGER} is not installed`);
    const file = path.join(dir, 'tampered.journal');
    fs.writeFileSync(file, tampered);
    expect(() => execFileSync(HLEDGER, ['-f', file, 'balance'], { stdio: 'pipe' })).toThrow(/could not balance this transaction/);
  });

  it('keeps the vouchers up to toDate, refuses an impossible date, and is for an admin only', async () => {
    await fixture();
    const early = (await exportJournal('?toDate=2026-03-01')).body;
    const dates = [...early.matchAll(/^(\d{4}-\d{2}-\d{2}) /gm)].map((m) => m[1]);
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.every((d) => d <= '2026-03-01')).toBe(true);
    const bad = await t.app.inject({ method: 'GET', url: '/api/export/hledger?toDate=2024-02-30', headers: t.admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Date must be a real date written yyyy-mm-dd');
    const user = await t.app.inject({ method: 'GET', url: '/api/export/hledger', headers: await t.userHeaders() });
    expect(user.statusCode).toBe(403);
  });

  it('writes an empty journal for empty books', async () => {
    const journal = (await exportJournal()).body;
    expect(journal).toContain('commodity BDT 1000.00');
    expect(postingsOf(journal)).toEqual([]);
    if (!hasHledger) return console.warn(`SKIPPED the hledger check: ${HLEDGER} is not installed`);
    const file = path.join(dir, 'empty.journal');
    fs.writeFileSync(file, journal);
    expect(hledgerBalances(file)).toEqual([]);
  });
});

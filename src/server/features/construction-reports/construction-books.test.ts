// Issue 21: the construction books as an accountant tries them. Two projects, two investors paying in
// capital 60/40, supplier bills for cement and steel (one with two heads), the supplier paid by bank
// and by cash, a petty-cash top-up by contra and labour paid from it, the client's payment, a
// returnable loan, an edit, a delete, then completion. Every figure is worked out by hand below, and
// every construction report must show the same ones.
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { call, makeProject, ok, resetConstruction, voucher, type Line } from '../../../../tests/support/construction.js';
import { sql } from '../../db/client.js';

const t = useTestApp();

interface Books {
  p1: number;
  p2: number;
  bank: number;
  cement: number;
  steel: number;
  labour: number;
  client: number;
  supplier: number;
  rahim: number;
  karim: number;
  rahimLedger: number;
  karimLedger: number;
  contra: string;
}
let b: Books;

const id = async (url: string, body: unknown) => (await ok(t, 'POST', url, body)).insertId as number;

async function posted(type: number, date: string, lines: Line[], project?: number): Promise<string> {
  const r = await voucher(t, type, date, lines, project);
  if (r.status !== 201) throw new Error(`voucher refused: ${JSON.stringify(r.body)}`);
  return r.body.project_vc_no as string;
}

/** The chart, the people and every entry of the scenario, in date order. */
async function buildScenario(): Promise<Books> {
  const expGroup = await id('/project/group/create', { name: 'Project Costs', nature: 'expense' });
  const expMain = await id('/project/main/create', { name: 'Direct Costs', project_g_id: expGroup });
  const materials = await id('/project/sub/create', { name: 'Materials', project_main_id: expMain });
  const incGroup = await id('/project/group/create', { name: 'Revenue' });
  const incMain = await id('/project/main/create', { name: 'Contract Revenue', project_g_id: incGroup });
  const incSub = await id('/project/sub/create', { name: 'Client Bills', project_main_id: incMain });
  const bankSub = await id('/project/sub/create', { name: 'Bank Accounts', project_main_id: 1 });
  const ledger = (name: string, main: number, sub: number) =>
    id('/project/ledger/create', { name, project_acc_main_id: main, project_acc_sub_id: sub, amount: 0, open_date: '2026-01-01' });
  const bank = await ledger('Sonali Bank', 1, bankSub);
  const cement = await ledger('Cement', expMain, materials);
  const steel = await ledger('Steel', expMain, materials);
  const labour = await ledger('Labour', expMain, materials);
  const client = await ledger('Client Bills', incMain, incSub);
  const supplierId = await id('/supplier/create', { name: 'Akij Traders' });
  const supplier = (await ok(t, 'GET', `/supplier/details/${supplierId}`)).result[0].ledger_id as number;
  const rahim = await id('/investor/create', { name: 'Rahim Uddin', phone: '017', contact_info: 'Dhaka' });
  const karim = await id('/investor/create', { name: 'Karim Ahmed', phone: '018', contact_info: 'Dhaka' });
  const ledgerOf = async (investor: number) => (await ok(t, 'GET', `/investor-details/${investor}`)).result[0].ledger_id as number;
  const rahimLedger = await ledgerOf(rahim);
  const karimLedger = await ledgerOf(karim);
  const p1 = await makeProject(t, 'P-001', 'Padma Approach Road');
  const p2 = await makeProject(t, 'P-002', 'Jamuna Housing');
  await ok(t, 'POST', '/project-investor/assign', { project_id: p1, investor_id: rahim, contribution_amount: 600000 });
  await ok(t, 'POST', '/project-investor/assign', { project_id: p1, investor_id: karim, contribution_amount: 400000 });

  // Capital: 600,000 and 400,000 into the bank, credited to each investor's ledger, tagged with P-001.
  await posted(5, '2026-01-05', [{ project_ledger_id: bank, debit: 600000 }, { project_ledger_id: rahimLedger, credit: 600000 }], p1);
  await posted(5, '2026-01-06', [{ project_ledger_id: bank, debit: 400000 }, { project_ledger_id: karimLedger, credit: 400000 }], p1);
  // The supplier's bills: cement 221,950.25; steel 150,000.00 with transport 6,480.75 booked to labour (156,480.75).
  await ok(t, 'POST', '/project-bill/create', {
    project_id: p1,
    vc_date: '2026-01-10',
    ledger_id: cement,
    items: [{ description: 'Cement 450 bags', amount: '221950.25' }],
    data: [{ project_ledger_id: supplier, credit: '221950.25' }],
  });
  await ok(t, 'POST', '/project-bill/create', {
    project_id: p1,
    vc_date: '2026-01-12',
    ledger_id: steel,
    items: [
      { description: 'Steel rods 60 grade', amount: '150000.00' },
      { description: 'Transport', amount: '6480.75', ledger_id: labour },
    ],
    data: [{ project_ledger_id: supplier, credit: '156480.75' }],
  });
  // A petty-cash top-up by contra, the supplier paid 200,000 by bank and 70,000 in cash.
  const contra = await posted(6, '2026-01-15', [{ project_ledger_id: 1, debit: 150000 }, { project_ledger_id: bank, credit: 150000 }]);
  await posted(3, '2026-01-20', [{ project_ledger_id: supplier, debit: 200000 }, { project_ledger_id: bank, credit: 200000 }], p1);
  await posted(2, '2026-01-21', [{ project_ledger_id: supplier, debit: 70000 }, { project_ledger_id: 1, credit: 70000 }], p1);
  // Labour paid from petty cash, entered as 32,501.00 and corrected by +249.50 to 32,750.50.
  const labourVc = await posted(2, '2026-01-25', [{ project_ledger_id: labour, debit: '32501.00' }, { project_ledger_id: 1, credit: '32501.00' }], p1);
  await ok(t, 'PUT', `/project/voucher/update/${labourVc}`, {
    project_vc_date: '2026-01-25',
    project_id: p1,
    data: [{ project_ledger_id: labour, debit: '32750.50' }, { project_ledger_id: 1, credit: '32750.50' }],
  });
  // A steel payment entered by mistake, then deleted.
  const wrong = await posted(2, '2026-01-26', [{ project_ledger_id: steel, debit: 5000 }, { project_ledger_id: 1, credit: 5000 }], p1);
  await ok(t, 'DELETE', `/project/voucher/delete/${wrong}`);
  // The client pays 750,000 into the bank; project 2 buys cement for 12,000 in cash.
  await posted(5, '2026-02-01', [{ project_ledger_id: bank, debit: 750000 }, { project_ledger_id: client, credit: 750000 }], p1);
  await posted(2, '2026-02-03', [{ project_ledger_id: cement, debit: 12000 }, { project_ledger_id: 1, credit: 12000 }], p2);
  // A returnable loan (a memo, not in the books).
  await ok(t, 'POST', '/todo/create', { description: 'Loan from Hasan', amount: 50000, type: 'receive', date: '2026-02-05' });
  return { p1, p2, bank, cement, steel, labour, client, supplier, rahim, karim, rahimLedger, karimLedger, contra };
}

beforeEach(async () => {
  await resetConstruction(t);
  b = await buildScenario();
});

const get = (url: string) => ok(t, 'GET', url);

describe('construction books by account nature (issue 21)', () => {
  it("project 1's income, expense, profit and capital, the same in every report, before and after completion", async () => {
    // Income: the client's 750,000 only (the 1,000,000 capital is not income).
    // Expense: 221,950.25 + 150,000.00 + 6,480.75 + 32,750.50 = 411,181.50 (the 270,000 paid to the supplier is not a second expense).
    const live = (await get(`/project-details/${b.p1}`)).result;
    expect(live.project_details).toMatchObject({ bill: 750000, expense: 411181.5, profit_loss: 338818.5, investment: 1000000, pledged: 1000000 });
    // The spec's completion figures from the ledger summary's columns give the same.
    const rows = live.ledger_summary as { investment: number; total_payment: number; total_received: number }[];
    const cents = (k: 'investment' | 'total_payment' | 'total_received') => rows.reduce((a, r) => a + Math.round(r[k] * 100), 0) / 100;
    expect([cents('investment'), cents('total_received'), cents('total_payment')]).toEqual([1000000, 750000, 411181.5]);

    await ok(t, 'PUT', `/project/status/${b.p1}`, { status: 'completed', profitLoss: 1, investment: 2 });
    expect((await get(`/project-details/${b.p1}`)).result.project_details).toMatchObject({ status: 'completed', profit_loss: 338818.5, investment: 1000000 });

    const list = await get('/projects');
    expect(list).toMatchObject({ total_expense: 423181.5, total_bill: 750000, total_profit_or_loss_for_completed: 338818.5 });
    expect(list.result.find((p: { id: number }) => p.id === b.p2)).toMatchObject({ expense: 12000, bill: 0, profit_loss: -12000, investment: 0 });
    // The expense report covers the same expense ledgers: 411,181.50 + project 2's 12,000.
    expect((await get('/project/report/expenses')).result.grand_total_expense).toBe(423181.5);

    const pl = (await get('/project/report/plSummery')).result;
    expect(pl).toMatchObject({ total_profit_loss: 338818.5, total_investment: 1000000 });
    expect(pl.projects).toEqual([{ project_id: b.p1, project_name: 'Padma Approach Road', work_id: 'P-001', final_profit_loss: 338818.5, final_investment: 1000000 }]);

    // Shares 60/40 of the capital received: 338,818.50 × 0.6 = 203,291.10 and × 0.4 = 135,527.40.
    const summary = (await get('/project/report/investor-summery')).result;
    expect([summary.total_invested_amount, summary.total_profit_loss, summary.total_expense, summary.total_closing_balance]).toEqual([
      1000000, 338818.5, 12000, 1000000,
    ]);
    const share = (ledger: number) => summary.investors.find((r: { ledger_id: number }) => r.ledger_id === ledger);
    expect(share(b.rahimLedger)).toMatchObject({ closing_balance: 600000, profit_share: 203291.1, expense_share: 0, available_balance: 803291.1 });
    expect(share(b.karimLedger)).toMatchObject({ closing_balance: 400000, profit_share: 135527.4, expense_share: 0, available_balance: 535527.4 });
    const karim = (await get(`/project/report/investor-details-summery?ledgerId=${b.karimLedger}`)).result;
    expect(karim.investor).toMatchObject({ closing_balance: 400000, profit_share: 135527.4, available_balance: 535527.4 });
    expect(karim.projects).toEqual([
      { project_id: b.p1, project_name: 'Padma Approach Road', work_id: 'P-001', status: 'completed', total_investment: 400000, pledged: 400000, total_profit_loss: 135527.4 },
    ]);

    // Project outstanding: P-001 1,000,000 + 750,000 − 411,181.50 = 1,338,818.50; P-002 −12,000.
    const outstanding = (await get('/project/report/project-outstading-summery')).result;
    expect([outstanding.total_investment, outstanding.total_received, outstanding.total_expense, outstanding.outstanding]).toEqual([
      1000000, 750000, 423181.5, 1326818.5,
    ]);
    expect(outstanding.projects.find((p: { project_id: number }) => p.project_id === b.p1)).toMatchObject({ outstanding: 1338818.5 });

    // Money: bank 600,000 + 400,000 − 150,000 − 200,000 + 750,000 = 1,400,000; petty cash 150,000 − 70,000 − 32,750.50 − 12,000 = 35,249.50.
    // Outstanding (the spec's formula) = 35,249.50 + 1,400,000 + 1,326,818.50 − |50,000| = 2,712,068.00.
    const overview = (await get('/project/report/investor-outstanding')).result;
    expect(overview.profit_loss).toEqual({ total_invested: 1000000, total_profit: 338818.5, total_expense: 12000, balance: 1326818.5 });
    expect([overview.total_petty, overview.grand_total_balance, overview.project_outstanding, overview.outstanding]).toEqual([
      35249.5, 1400000, 1326818.5, 2712068,
    ]);
    const dash = await get('/project/report/dashboard');
    expect(dash).toMatchObject({
      total_investment: 1000000,
      total_profit_loss: 338818.5,
      total_expense: 423181.5,
      total_bill_received: 750000,
      petty_cash: 35249.5,
      cash_at_bank: 1400000,
      project_petty_cash: 1326818.5,
      returnable: 50000,
      outstanding: 2712068,
    });
    expect(await t.violations()).toEqual([]);
  });

  it('a contra moves money between cash, bank and petty cash only', async () => {
    const refused = await voucher(t, 6, '2026-02-10', [{ project_ledger_id: b.cement, debit: 5000 }, { project_ledger_id: b.client, credit: 5000 }], b.p1);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'A contra moves money between cash, bank and petty-cash ledgers only: "Cement" is not one. Use a journal, payment or receipt voucher for it.',
    );
    const half = await voucher(t, 6, '2026-02-10', [{ project_ledger_id: b.bank, debit: 5000 }, { project_ledger_id: b.supplier, credit: 5000 }]);
    expect(half.body.message).toContain('"Akij Traders" is not one');
    // An edit can't turn a contra into something else either.
    const edit = await call(t, 'PUT', `/project/voucher/update/${b.contra}`, {
      project_vc_date: '2026-01-15',
      data: [{ project_ledger_id: 1, debit: 150000 }, { project_ledger_id: b.client, credit: 150000 }],
    });
    expect(edit.status).toBe(400);
    // Bank to petty cash and back is a contra.
    expect((await voucher(t, 6, '2026-02-10', [{ project_ledger_id: b.bank, debit: 1000 }, { project_ledger_id: 1, credit: 1000 }])).status).toBe(201);
    expect((await get('/project/report/pettyCash')).total_petty).toBe(34249.5);
    expect(await t.violations()).toEqual([]);
  });

  it('a completed project is locked until an admin reopens it; completing again recomputes, and the shares follow', async () => {
    await ok(t, 'PUT', `/project/status/${b.p1}`, { status: 'completed' });
    const message = 'Project "Padma Approach Road" (P-001) is completed: its vouchers and bills are locked until an admin reopens it.';
    const late = await voucher(t, 2, '2026-02-10', [{ project_ledger_id: b.labour, debit: 1000 }, { project_ledger_id: 1, credit: 1000 }], b.p1);
    expect(late).toEqual({ status: 409, body: { message } });
    const bill = (await t.db.execute(sql`select id, vc_no from project_bills order by id limit 1`)) as unknown as { rows: { id: number; vc_no: string }[] };
    const { id: billId, vc_no } = bill.rows[0];
    const billEdit = await call(t, 'PUT', `/project-bill/update/${billId}`, {
      vc_no,
      vc_date: '2026-01-10',
      ledger_id: b.cement,
      items: [{ description: 'Cement 450 bags', amount: '222200.25' }],
      data: [{ project_ledger_id: b.supplier, credit: '222200.25' }],
    });
    expect(billEdit).toEqual({ status: 409, body: { message } });
    expect((await call(t, 'DELETE', '/project-bill/delete', { id: billId, vc_no })).status).toBe(409);
    // Its group's nature can't change under it either.
    const groups = (await get('/project/group?search=costs')).result;
    expect((await call(t, 'PUT', `/project/group/update/${groups[0].id}`, { name: 'Project Costs', nature: 'asset' })).status).toBe(409);
    // Nothing moved.
    expect((await get(`/project-details/${b.p1}`)).result.project_details).toMatchObject({ expense: 411181.5, profit_loss: 338818.5 });

    const clerk = await t.userHeaders();
    const byClerk = await t.app.inject({ method: 'PUT', url: `/api/project/status/${b.p1}`, headers: clerk, payload: { status: 'in_progress' } });
    expect(byClerk.statusCode).toBe(403);
    await ok(t, 'PUT', `/project/status/${b.p1}`, { status: 'in_progress' });
    await voucher(t, 2, '2026-02-10', [{ project_ledger_id: b.labour, debit: 1000 }, { project_ledger_id: 1, credit: 1000 }], b.p1);
    await ok(t, 'PUT', `/project/status/${b.p1}`, { status: 'completed' });
    // 338,818.50 − 1,000 = 337,818.50: 60 % is 202,691.10, 40 % is 135,127.40.
    expect((await get(`/project-details/${b.p1}`)).result.project_details).toMatchObject({ profit_loss: 337818.5, expense: 412181.5 });
    const shares = (await get('/project/report/investor-summery')).result.investors.map((r: { profit_share: number }) => r.profit_share);
    expect(shares.sort()).toEqual([135127.4, 202691.1]);

    // The books check compares each completed project's stored figures with its books.
    await t.db.execute(sql`update projects set profit_loss = profit_loss + 1 where id = ${b.p1}`);
    const violations = await t.violations();
    expect(violations.map((v) => v.rule)).toEqual(["each completed project's stored profit/loss and investment equal its books"]);
    expect(violations[0].records).toEqual([
      expect.objectContaining({ project_id: b.p1, stored_profit_loss: '337819.50', books_profit_loss: '337818.50' }),
    ]);
    await t.db.execute(sql`update projects set profit_loss = profit_loss - 1 where id = ${b.p1}`);
    expect(await t.violations()).toEqual([]);
  });

  it('the construction trial balance and balance sheet, as on a date', async () => {
    const tb = (await get('/project/report/trial-balance?date=2026-02-28')).result;
    const side = (ledger: number) => {
      const row = tb.ledgers.find((l: { ledger_id: number }) => l.ledger_id === ledger);
      return row ? [row.debit, row.credit] : undefined;
    };
    expect(side(b.bank)).toEqual([1400000, 0]);
    expect(side(1)).toEqual([35249.5, 0]);
    expect(side(b.cement)).toEqual([233950.25, 0]); // 221,950.25 + project 2's 12,000
    expect(side(b.steel)).toEqual([150000, 0]);
    expect(side(b.labour)).toEqual([39231.25, 0]); // 32,750.50 + 6,480.75
    expect(side(b.supplier)).toEqual([0, 108431]); // 378,431.00 billed − 270,000 paid
    expect(side(b.rahimLedger)).toEqual([0, 600000]);
    expect(side(b.karimLedger)).toEqual([0, 400000]);
    expect(side(b.client)).toEqual([0, 750000]);
    expect(tb.opening_difference).toEqual({ debit: 0, credit: 0 });
    expect([tb.total_debit, tb.total_credit]).toEqual([1858431, 1858431]);
    expect(tb.ledgers.find((l: { ledger_id: number }) => l.ledger_id === b.cement)).toMatchObject({ group_name: 'Project Costs', nature: 'expense' });

    // On 31 January the client had not paid yet; on 7 January only the capital was in.
    const jan = (await get('/project/report/trial-balance?date=2026-01-31')).result;
    expect([jan.total_debit, jan.total_credit]).toEqual([1108431, 1108431]);
    const early = (await get('/project/report/trial-balance?date=2026-01-07')).result;
    expect(early.ledgers.map((l: { ledger_id: number; debit: number; credit: number }) => [l.ledger_id, l.debit, l.credit])).toEqual([
      [b.bank, 1000000, 0],
      [b.karimLedger, 0, 400000],
      [b.rahimLedger, 0, 600000],
    ]);

    // A one-sided opening shows as the difference in opening balances, and both statements still balance.
    await t.db.execute(sql`update project_ledgers set amount = 10000 where id = 1`);
    const opened = (await get('/project/report/trial-balance?date=2026-02-28')).result;
    expect(opened.opening_difference).toEqual({ debit: 0, credit: 10000 });
    expect([opened.total_debit, opened.total_credit]).toEqual([1868431, 1868431]);

    // Balance sheet: assets 1,400,000 + 45,249.50 = 1,445,249.50; liabilities 108,431 + the investors' 1,000,000
    // (their ledgers sit under Liabilities); profit 750,000 − 423,181.50 = 326,818.50; openings 10,000.
    const bs = (await get('/project/report/balance-sheet?date=2026-02-28')).result;
    expect([bs.total_assets, bs.total_liabilities_and_capital, bs.difference]).toEqual([1445249.5, 1445249.5, 0]);
    expect([bs.income, bs.expense, bs.profit_loss, bs.opening_difference]).toEqual([750000, 423181.5, 326818.5, 10000]);
    expect(bs.liabilities.map((l: { ledger_name: string; amount: number }) => [l.ledger_name, l.amount])).toEqual([
      ['Karim Ahmed', 400000],
      ['Rahim Uddin', 600000],
      ['Akij Traders', 108431],
    ]);
    expect((await call(t, 'GET', '/project/report/trial-balance?date=2026-02-30')).status).toBe(400);
  });
});

// Every construction report on one fixture (tests/support/constructionPart2.ts), each figure compared
// with the one computed from the fixture's data on its own (tests/support/constructionPart2Expected.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { call, ok, resetConstruction } from '../../../../tests/support/construction.js';
import { buildFixture, LEDGER_KIND, type Fixture, type InvestorKey, type LedgerKey } from '../../../../tests/support/constructionPart2.js';
import { investorFigures, projectFigures, statement, taka, totals } from '../../../../tests/support/constructionPart2Expected.js';

const t = useTestApp();
let f: Fixture;
beforeEach(async () => {
  await resetConstruction(t);
  f = await buildFixture((method, url, body) => ok(t, method, url, body));
});

const get = (url: string) => ok(t, 'GET', url);
const INVESTORS: InvestorKey[] = ['rahim', 'karim', 'salma'];
const EXPENSES: LedgerKey[] = ['cement', 'labour', 'rent', 'rod'];

interface Card {
  ledger_id: number;
  opening_balance: number;
  total_debit: number;
  total_credit: number;
  closing_balance: number;
  rows: { project_vc_date: string; debit: number; credit: number; balance: number }[];
}

/** The card of a ledger matches the statement computed from the fixture. */
function expectCard(cards: Card[], key: LedgerKey, range: { sDate?: string; eDate?: string } = {}) {
  const card = cards.find((c) => c.ledger_id === f.ledger[key]);
  expect(card, `card of ${key}`).toBeDefined();
  const want = statement(key, range);
  expect({ opening: card!.opening_balance, debit: card!.total_debit, credit: card!.total_credit, closing: card!.closing_balance }, key).toEqual({
    opening: want.opening,
    debit: want.debit,
    credit: want.credit,
    closing: want.closing,
  });
  expect(
    card!.rows.map((r) => ({ date: r.project_vc_date, debit: r.debit, credit: r.credit, balance: r.balance })),
    key,
  ).toEqual(want.rows);
}

describe('ledger statements by kind', () => {
  it('investor report: one card per investor ledger, capital on the credit side, with dates and search', async () => {
    const all = (await get('/project/report/investor')).result;
    expect(all.investors.map((c: Card) => c.ledger_id).sort()).toEqual(INVESTORS.map((i) => f.ledger[i]).sort());
    for (const i of INVESTORS) expectCard(all.investors, i);
    expect(all.investors.find((c: Card) => c.ledger_id === f.ledger.rahim).closing_balance).toBe(280_000);
    expect(all.total_closing_balance).toBe(totals().closing);

    const march = (await get('/project/report/investor?sDate=2026-03-01&eDate=2026-03-31')).result;
    for (const i of INVESTORS) expectCard(march.investors, i, { sDate: '2026-03-01', eDate: '2026-03-31' });
    const rahim = march.investors.find((c: Card) => c.ledger_id === f.ledger.rahim);
    expect([rahim.opening_balance, rahim.total_debit, rahim.closing_balance]).toEqual([300_000, 20_000, 280_000]);

    const found = (await get(`/project/report/investor?search=${encodeURIComponent('salma')}`)).result.investors;
    expect(found.map((c: { investor_id: number }) => c.investor_id)).toEqual([f.investor.salma.id]);
  });

  it('expense report: the ledgers under an expense head, with a date range and a search', async () => {
    const all = (await get('/project/report/expenses')).result;
    expect(all.expenses.map((c: Card) => c.ledger_id).sort()).toEqual(EXPENSES.map((l) => f.ledger[l]).sort());
    for (const l of EXPENSES) expectCard(all.expenses, l);
    expect(all.grand_total_expense).toBe(totals().grandTotalExpense);
    expect(all.grand_total_expense).toBe(200_000);

    const range = { sDate: '2026-02-01', eDate: '2026-02-28' };
    const feb = (await get(`/project/report/expenses?sDate=${range.sDate}&eDate=${range.eDate}`)).result;
    for (const l of EXPENSES) expectCard(feb.expenses, l, range);
    expect(feb.expenses.find((c: Card) => c.ledger_id === f.ledger.cement)).toMatchObject({
      opening_balance: 40_000,
      total_debit: 0,
      closing_balance: 40_000,
      rows: [],
    });

    const cement = (await get('/project/report/expenses?search=cem')).result.expenses;
    expect(cement.map((c: Card) => c.ledger_id)).toEqual([f.ledger.cement]);
    expect(cement[0].rows.map((r: { remarks: string }) => r.remarks)).toEqual(['Cement for the road', 'Sand', 'Bricks']);
  });

  it('bank report and bank balances: the ledgers under a bank head, opening amount included', async () => {
    const all = (await get('/project/report/bank')).result;
    expect(all.banks.map((c: Card) => c.ledger_id).sort()).toEqual([f.ledger.sonali, f.ledger.dbbl].sort());
    expectCard(all.banks, 'sonali');
    expectCard(all.banks, 'dbbl');
    expect(all.grand_total_balance).toBe(totals().banks);
    const jan = (await get('/project/report/bank?sDate=2026-01-06&eDate=2026-01-31')).result;
    expectCard(jan.banks, 'sonali', { sDate: '2026-01-06', eDate: '2026-01-31' });
    expect(jan.banks.find((c: Card) => c.ledger_id === f.ledger.sonali).opening_balance).toBe(310_000);

    const bal = (await get('/project/report/bankBal')).result;
    expect(bal.grand_total_balance).toBe(totals().banks);
    expect(bal.banks.find((b: { ledger_id: number }) => b.ledger_id === f.ledger.sonali).balance).toBe(statement('sonali').closing);
  });

  it('the petty cash report is the ledger report of ledger 1', async () => {
    const r = (await get('/project/report/ledger?ledgerId=1')).result;
    const want = statement('petty');
    expect([r.total_debit, r.total_credit, r.closing_balance]).toEqual([want.debit, want.credit, want.closing]);
    expect(r.rows.map((x: { balance: number }) => x.balance)).toEqual(want.rows.map((x) => x.balance));
    expect((await get('/project/report/pettyCash')).total_petty).toBe(totals().petty);
    expect(totals().petty).toBe(80_000);
  });
});

describe('investors, profit and loss', () => {
  it('investor summary: shares split by contribution, tiles for the whole business whatever the search', async () => {
    const s = (await get('/project/report/investor-summery')).result;
    const want = totals();
    expect({ invested: s.total_invested_amount, profit: s.total_profit_loss, expense: s.total_expense, closing: s.total_closing_balance }).toEqual({
      invested: want.invested,
      profit: want.profit,
      expense: want.openExpense,
      closing: want.closing,
    });
    expect([s.total_invested_amount, s.total_profit_loss, s.total_expense]).toEqual([850_000, 80_000, 95_000]);
    for (const i of INVESTORS) {
      const row = s.investors.find((r: { ledger_id: number }) => r.ledger_id === f.ledger[i]);
      const fig = investorFigures(i);
      expect([row.closing_balance, row.profit_share, row.expense_share, row.available_balance], i).toEqual([
        fig.closing,
        fig.profit,
        fig.expense,
        fig.available,
      ]);
    }
    // Karim: 40% of the road's 80,000 profit (200,000 of its 500,000 capital); 50,000 of the housing's 350,000 capital,
    // so a seventh of its 95,000 expenses, rounded per ledger: rod 4,285.71 + labour 6,428.57 + cement 2,857.14
    const karim = s.investors.find((r: { ledger_id: number }) => r.ledger_id === f.ledger.karim);
    expect([karim.profit_share, karim.expense_share, karim.available_balance]).toEqual([32_000, 13_571.42, 268_428.58]);

    const one = (await get('/project/report/investor-summery?search=karim')).result;
    expect(one.investors.map((r: { ledger_id: number }) => r.ledger_id)).toEqual([f.ledger.karim]);
    expect(one.total_invested_amount).toBe(want.invested);
    expect((await get('/project/report/investor-summery?search=nobody')).result.investors).toEqual([]);
  });

  it('investor details: summary, vouchers, projects and expenses of one investor ledger', async () => {
    const d = (await get(`/project/report/investor-details-summery?ledgerId=${f.ledger.karim}`)).result;
    const fig = investorFigures('karim');
    const st = statement('karim');
    expect(d.investor).toMatchObject({
      ledger_name: f.investor.karim.name,
      opening_balance: st.opening,
      total_debit: st.debit,
      total_credit: st.credit,
      closing_balance: st.closing,
      profit_share: fig.profit,
      expense_share: fig.expense,
      available_balance: fig.available,
    });
    expect(d.investor.vouchers.map((v: { balance: number }) => v.balance)).toEqual(st.rows.map((r) => r.balance));
    expect(
      d.projects
        .map((p: { project_id: number; total_investment: number; total_profit_loss: number }) => [p.project_id, p.total_investment, p.total_profit_loss])
        .sort(),
    ).toEqual(
      [
        [f.project.p1, 200_000, fig.profitByProject.p1],
        [f.project.p2, 50_000, fig.profitByProject.p2],
      ].sort(),
    );
    const expenses = new Map(d.expenses.map((e: { ledger_id: number; total_expense: number }) => [e.ledger_id, e.total_expense]));
    expect(expenses).toEqual(new Map([...fig.expenseByLedger].map(([k, v]) => [f.ledger[k], v])));
    expect(taka(d.expenses.reduce((a: number, e: { total_expense: number }) => a + Math.round(e.total_expense * 100), 0))).toBe(fig.expense);

    const ranged = (await get(`/project/report/investor-details-summery?ledgerId=${f.ledger.salma}&sDate=2026-02-01&eDate=2026-12-31&search=capital`)).result;
    expect(ranged.investor).toMatchObject({ opening_balance: 100_000, total_credit: 200_000, closing_balance: 300_000 });
    expect(ranged.investor.vouchers.map((v: { remarks: string; balance: number }) => [v.remarks, v.balance])).toEqual([['Capital from Salma', 300_000]]);
    expect((await get(`/project/report/investor-details-summery?ledgerId=${f.ledger.salma}&search=withdrawal`)).result.investor.vouchers).toEqual([]);
  });

  it('completed projects: profit/loss and investment stored on completion, search and totals', async () => {
    const r = (await get('/project/report/plSummery')).result;
    const p1 = projectFigures('p1');
    expect(r.projects).toEqual([
      {
        project_id: f.project.p1,
        project_name: f.names.project.p1,
        work_id: f.names.workId.p1,
        final_profit_loss: taka(p1.profitLoss),
        final_investment: taka(p1.investment),
      },
    ]);
    expect([r.total_profit_loss, r.total_investment]).toEqual([80_000, 500_000]);
    expect((await get('/project/report/plSummery?search=P1')).result.projects).toHaveLength(1);
    expect((await get('/project/report/plSummery?search=jamuna')).result).toEqual({ projects: [], total_profit_loss: 0, total_investment: 0 });
  });
});

describe('outstanding', () => {
  it('project outstanding summary: investment + received − expense per project', async () => {
    const r = (await get('/project/report/project-outstading-summery')).result;
    for (const key of ['p1', 'p2'] as const) {
      const want = projectFigures(key);
      const row = r.projects.find((p: { project_id: number }) => p.project_id === f.project[key]);
      expect([row.total_investment, row.total_received, row.total_expense, row.outstanding], key).toEqual([
        taka(want.investment),
        taka(want.bill),
        taka(want.expense),
        taka(want.outstanding),
      ]);
    }
    const want = totals();
    expect([r.total_investment, r.total_received, r.total_expense, r.outstanding]).toEqual([
      want.invested,
      want.totalReceived,
      want.totalExpense,
      want.projectOutstanding,
    ]);
    expect((await get('/project/report/totalInvestment')).result.total_investment).toBe(want.invested);
  });

  it('the Outstanding overview and its final figure', async () => {
    const o = (await get('/project/report/investor-outstanding')).result;
    const want = totals();
    expect(o.returnable).toEqual({ total_receive: want.returnable.receive, total_payment: want.returnable.payment, total: want.returnable.total });
    expect(o.profit_loss).toEqual({
      total_invested: want.invested,
      total_profit: want.profit,
      total_expense: want.openExpense,
      balance: taka(Math.round(want.invested * 100) + Math.round(want.profit * 100) - Math.round(want.openExpense * 100)),
    });
    expect(o.project_petty_cash).toEqual({
      total_investment: want.invested,
      total_expense: want.totalExpense,
      total_received: want.totalReceived,
      balance: want.projectOutstanding,
    });
    for (const key of ['sonali', 'dbbl'] as const) {
      const st = statement(key);
      expect(o.banks.find((b: { ledger_id: number }) => b.ledger_id === f.ledger[key])).toEqual({
        ledger_id: f.ledger[key],
        ledger_name: f.names.ledger[key],
        opening_balance: st.opening,
        total_debit: st.debit,
        total_credit: st.credit,
        balance: st.closing,
      });
    }
    const petty = statement('petty');
    expect(o.petty_cash).toEqual({ opening_balance: 0, total_debit: petty.debit, total_credit: petty.credit, balance: petty.closing });
    expect([o.grand_total_balance, o.total_petty, o.project_outstanding]).toEqual([want.banks, want.petty, want.projectOutstanding]);
    expect(o.outstanding).toBe(want.outstanding);
    // 80,000 petty cash + 765,000 at the banks + 860,000 project outstanding − |−20,000| returnable
    expect(o.outstanding).toBe(1_685_000);
  });

  it('the project list and dashboard read the same investment and project outstanding', async () => {
    const d = await get('/project/report/dashboard');
    expect([d.total_investment, d.project_petty_cash, d.petty_cash, d.cash_at_bank]).toEqual([
      totals().invested,
      totals().projectOutstanding,
      totals().petty,
      totals().banks,
    ]);
    const list = (await get('/projects')).result;
    expect(list.find((p: { id: number }) => p.id === f.project.p2)).toMatchObject({ investment: 350_000, pledged: 300_000 });
    // the dashboard's Outstanding card is the Outstanding report's final figure
    expect([d.returnable, d.outstanding]).toEqual([-20_000, 1_685_000]);
  });
});

describe('the fixture itself', () => {
  it('keeps the construction books sound', async () => {
    expect(await t.violations()).toEqual([]);
    expect(Object.values(LEDGER_KIND).filter((k) => k === 'investor')).toHaveLength(3);
  });

  it('refuses an end date before the start date and an unknown investor ledger', async () => {
    const bad = await call(t, 'GET', '/project/report/expenses?sDate=2026-03-01&eDate=2026-02-01');
    expect([bad.status, bad.body.message]).toEqual([400, 'End date must be after start date']);
    expect((await call(t, 'GET', '/project/report/investor-details-summery?ledgerId=1')).status).toBe(404);
    expect((await call(t, 'GET', '/project/report/investor-details-summery')).body.message).toBe('Please select an investor ledger.');
    expect((await call(t, 'GET', '/project/report/bank?sDate=2026-02-30')).status).toBe(400);
  });
});

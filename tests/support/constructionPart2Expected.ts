// Every figure of the construction reports for the part 2 fixture, computed here from the fixture's
// plain data (in paisa, whole numbers) without the server: the tests compare the API's answers with these.
import {
  BILL,
  CONTRIBUTIONS,
  INVESTORS,
  LEDGER_KIND,
  OPENING,
  PROJECTS,
  RETURNABLES,
  VOUCHERS,
  type InvestorKey,
  type LedgerKey,
  type ProjectKey,
} from './constructionPart2.js';

interface Line {
  ledger: LedgerKey;
  type: number;
  date: string;
  project?: ProjectKey;
  debit: number;
  credit: number;
}

const paisa = (taka: number | undefined) => Math.round((taka ?? 0) * 100);
export const taka = (p: number) => p / 100;

/** Every line of the fixture's books, in date order (the bill's items first, then its payment). */
export function fixtureLines(): Line[] {
  const lines: Line[] = VOUCHERS.flatMap((v) =>
    v.lines.map((l) => ({ ledger: l.ledger, type: v.type, date: v.date, project: l.project ?? v.project, debit: paisa(l.debit), credit: paisa(l.credit) })),
  );
  const total = BILL.items.reduce((a, i) => a + paisa(i.amount), 0);
  lines.push(...BILL.items.map((i) => ({ ledger: BILL.toLedger, type: 2, date: BILL.date, project: BILL.project, debit: paisa(i.amount), credit: 0 })), {
    ledger: BILL.paidFrom,
    type: 2,
    date: BILL.date,
    project: BILL.project,
    debit: 0,
    credit: total,
  });
  return lines.sort((a, b) => a.date.localeCompare(b.date));
}

const sumOf = <T>(list: T[], f: (x: T) => number) => list.reduce((a, x) => a + f(x), 0);

/** A ledger's statement: 1 reads debit − credit, −1 credit − debit. */
export function statement(ledger: LedgerKey, range: { sDate?: string; eDate?: string } = {}) {
  const sign = LEDGER_KIND[ledger] === 'investor' ? -1 : 1;
  const mine = fixtureLines().filter((l) => l.ledger === ledger);
  const before = mine.filter((l) => range.sDate && l.date < range.sDate);
  const inside = mine.filter((l) => (!range.sDate || l.date >= range.sDate) && (!range.eDate || l.date <= range.eDate));
  const opening = sign * paisa(OPENING[ledger]) + sumOf(before, (l) => sign * (l.debit - l.credit));
  let running = opening;
  const rows = inside.map((l) => {
    running += sign * (l.debit - l.credit);
    return { date: l.date, debit: taka(l.debit), credit: taka(l.credit), balance: taka(running) };
  });
  const debit = sumOf(inside, (l) => l.debit);
  const credit = sumOf(inside, (l) => l.credit);
  return { opening: taka(opening), debit: taka(debit), credit: taka(credit), closing: taka(opening + sign * (debit - credit)), rows };
}

/**
 * A project's figures by what its lines' ledgers are: income credited to the client's ledger, expense
 * debited to expense ledgers, investment the capital credited to investors' ledgers, whatever the
 * voucher type. Pledged contributions are the pledge, not the investment.
 */
export function projectFigures(p: ProjectKey) {
  const lines = fixtureLines().filter((l) => l.project === p);
  const kind = (k: string) => lines.filter((l) => LEDGER_KIND[l.ledger] === k);
  const expense = sumOf(kind('expense'), (l) => l.debit - l.credit);
  const bill = sumOf(kind('income'), (l) => l.credit - l.debit);
  const investment = sumOf(kind('investor'), (l) => l.credit - l.debit);
  const pledged = sumOf(
    CONTRIBUTIONS.filter((c) => c.project === p),
    (c) => paisa(c.amount),
  );
  const completed = PROJECTS[p].status === 'completed';
  return { expense, bill, investment, pledged, completed, profitLoss: bill - expense, outstanding: investment + bill - expense };
}

const projectKeys = Object.keys(PROJECTS) as ProjectKey[];
const investorKeys = Object.keys(INVESTORS) as InvestorKey[];

/** The capital an investor paid into a project (paisa). */
const capitalOf = (p: ProjectKey, investor: InvestorKey) =>
  sumOf(
    fixtureLines().filter((l) => l.project === p && l.ledger === investor),
    (l) => l.credit - l.debit,
  );

/** The investor's part of an amount of project p by capital paid in, rounded to the paisa (half away from zero). */
function shareOf(amount: number, p: ProjectKey, investor: InvestorKey) {
  const all = sumOf(investorKeys, (i) => capitalOf(p, i));
  const exact = (amount * capitalOf(p, investor)) / all;
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

export function investorFigures(investor: InvestorKey) {
  const closing = paisa(statement(investor).closing);
  const profitByProject = Object.fromEntries(
    projectKeys.map((p) => {
      const f = projectFigures(p);
      return [p, f.completed ? shareOf(f.profitLoss, p, investor) : 0];
    }),
  ) as Record<ProjectKey, number>;
  const profit = sumOf(projectKeys, (p) => profitByProject[p]);
  // expense share: per open project and expense ledger
  const expenseByLedger = new Map<LedgerKey, number>();
  for (const p of projectKeys.filter((k) => !projectFigures(k).completed)) {
    const spent = fixtureLines().filter((l) => l.project === p && LEDGER_KIND[l.ledger] === 'expense');
    const ledgers = [...new Set(spent.map((l) => l.ledger))];
    for (const ledger of ledgers) {
      const amount = sumOf(
        spent.filter((l) => l.ledger === ledger),
        (l) => l.debit - l.credit,
      );
      expenseByLedger.set(ledger, (expenseByLedger.get(ledger) ?? 0) + shareOf(amount, p, investor));
    }
  }
  const expense = sumOf([...expenseByLedger.values()], (v) => v);
  return {
    closing: taka(closing),
    profit: taka(profit),
    expense: taka(expense),
    available: taka(closing + profit - expense),
    profitByProject: Object.fromEntries(projectKeys.map((p) => [p, taka(profitByProject[p])])) as Record<ProjectKey, number>,
    expenseByLedger: new Map([...expenseByLedger].filter(([, v]) => v !== 0).map(([k, v]) => [k, taka(v)])),
  };
}

export function totals() {
  const figures = projectKeys.map(projectFigures);
  const returnableReceive = sumOf(
    RETURNABLES.filter((r) => r.type === 'receive'),
    (r) => paisa(r.amount),
  );
  const returnablePayment = sumOf(
    RETURNABLES.filter((r) => r.type === 'payment'),
    (r) => paisa(r.amount),
  );
  const returnable = returnableReceive - returnablePayment;
  const petty = paisa(statement('petty').closing);
  const banks = sumOf(['sonali', 'dbbl'] as LedgerKey[], (l) => paisa(statement(l).closing));
  const projectOutstanding = sumOf(figures, (f) => f.outstanding);
  const invested = sumOf(figures, (f) => f.investment);
  const profit = sumOf(
    figures.filter((f) => f.completed),
    (f) => f.profitLoss,
  );
  const openExpense = sumOf(
    figures.filter((f) => !f.completed),
    (f) => f.expense,
  );
  const expenseLedgers = (Object.keys(LEDGER_KIND) as LedgerKey[]).filter((k) => LEDGER_KIND[k] === 'expense');
  return {
    invested: taka(invested),
    profit: taka(profit),
    openExpense: taka(openExpense),
    closing: taka(sumOf(investorKeys, (i) => paisa(statement(i).closing))),
    totalExpense: taka(sumOf(figures, (f) => f.expense)),
    totalReceived: taka(sumOf(figures, (f) => f.bill)),
    projectOutstanding: taka(projectOutstanding),
    petty: taka(petty),
    banks: taka(banks),
    grandTotalExpense: taka(sumOf(expenseLedgers, (l) => paisa(statement(l).closing))),
    returnable: { receive: taka(returnableReceive), payment: taka(returnablePayment), total: taka(returnable) },
    outstanding: taka(petty + banks + projectOutstanding - Math.abs(returnable)),
  };
}

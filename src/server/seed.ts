// First-start data: the chart of accounts the documents post to, the company profile, the admin
// user and the construction petty-cash ledger. Safe to run on every start: it fills only what is missing.
import { hash } from '@node-rs/argon2';
import { sql, one, type Executor } from './db/client.js';
import { LEDGER } from './ledger/accounts.js';

const GROUPS = [
  [1, 'Assets', 'asset'],
  [2, 'Liabilities', 'liability'],
  [3, 'Equity', 'equity'],
  [4, 'Income', 'income'],
  [5, 'Expenses', 'expense'],
] as const;

const MAINS = [
  [1, 1, 'Current Assets'],
  [2, 1, 'Fixed Assets'],
  [3, 2, 'Current Liabilities'],
  [4, 3, 'Capital Account'],
  [5, 4, 'Sales Accounts'],
  [6, 5, 'Direct Expenses'],
  [7, 5, 'Indirect Expenses'],
  [8, 4, 'Indirect Income'],
] as const;

const SUBS = [
  [1, 1, 'Cash-in-Hand'],
  [2, 1, 'Bank Accounts'],
  [3, 1, 'Sundry Debtors'],
  [4, 1, 'Stock-in-Hand'],
  [5, 3, 'Sundry Creditors'],
  [6, 4, 'Capital'],
  [7, 5, 'Sales'],
  [8, 6, 'Cost of Sales'],
  [9, 7, 'Selling Expenses'],
  [10, 6, 'Stock Differences'],
  [11, 2, 'Furniture and Equipment'],
  [12, 8, 'Other Income'],
] as const;

// [id, main, sub, name, role]
const LEDGERS: [number, number, number, string, keyof typeof LEDGER][] = [
  [LEDGER.payable, 3, 5, 'Accounts Payable', 'payable'],
  [LEDGER.inventory, 1, 4, 'Inventory', 'inventory'],
  [LEDGER.sales, 5, 7, 'Sales', 'sales'],
  [LEDGER.receivable, 1, 3, 'Accounts Receivable', 'receivable'],
  [LEDGER.salesReturns, 5, 7, 'Sales Returns', 'salesReturns'],
  [LEDGER.bankCollection, 1, 2, 'Bank (Collections)', 'bankCollection'],
  [LEDGER.cash, 1, 1, 'Cash', 'cash'],
  [LEDGER.bankPayment, 1, 2, 'Bank (Payments)', 'bankPayment'],
  [LEDGER.costOfGoodsSold, 6, 8, 'Cost of Goods Sold', 'costOfGoodsSold'],
  [LEDGER.discountAllowed, 7, 9, 'Discount Allowed', 'discountAllowed'],
  [LEDGER.purchasePriceDifference, 6, 10, 'Purchase Price Difference', 'purchasePriceDifference'],
  [LEDGER.stockAdjustment, 6, 10, 'Stock Adjustment', 'stockAdjustment'],
  [LEDGER.openingBalanceEquity, 4, 6, 'Opening Balance Equity', 'openingBalanceEquity'],
  [LEDGER.capital, 4, 6, 'Capital', 'capital'],
];

export interface SeedOptions {
  adminEmail: string;
  adminPassword: string;
  companyName: string;
  companyCode: string;
  companyAddress: string;
  companyPhone: string;
  /** Why the first admin may not be created with this password (production rules), if so. */
  adminPasswordProblem?: string;
}

/** Moves a serial sequence past the fixed ids the seed wrote, so user rows start at 100. */
async function bumpSequence(tx: Executor, table: string) {
  await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), greatest(99, (select coalesce(max(id), 0) from ${table})))`));
}

export async function seed(db: Executor, opts: SeedOptions): Promise<{ adminCreated: boolean }> {
  return db.transaction(async (tx0) => {
    const tx = tx0 as unknown as Executor;
    const seeded = await one(tx, sql`select 1 from acc_groups where id = 1`);
    if (!seeded) {
      for (const [id, name, nature] of GROUPS) await tx.execute(sql`insert into acc_groups (id, name, nature) values (${id}, ${name}, ${nature})`);
      for (const [id, g, name] of MAINS) await tx.execute(sql`insert into acc_mains (id, g_id, name) values (${id}, ${g}, ${name})`);
      for (const [id, m, name] of SUBS) await tx.execute(sql`insert into acc_subs (id, m_id, name) values (${id}, ${m}, ${name})`);
      for (const [id, m, s, name, role] of LEDGERS)
        await tx.execute(sql`insert into ledgers (id, m_id, s_id, name, system_role, open_date) values (${id}, ${m}, ${s}, ${name}, ${role}, current_date)`);
      // Year-end closings move each year's net profit here (migration 0045 adds it to older charts).
      await tx.execute(sql`insert into ledgers (id, m_id, s_id, name, system_role, open_date) values (15, 4, 6, 'Retained Earnings', 'retainedEarnings', current_date)`);
      // Cheques in Hand, in Clearing, Issued and Bank Charges (migration 0048; absent before it).
      await tx.execute(sql`do $$ begin if exists (select 1 from pg_proc where proname = 'ensure_cheque_ledgers') then perform ensure_cheque_ledgers(); end if; end $$`);
      for (const t of ['acc_groups', 'acc_mains', 'acc_subs', 'ledgers']) await bumpSequence(tx, t);

      await tx.execute(sql`insert into project_acc_groups (id, name) values (1, 'Assets')`);
      await tx.execute(sql`insert into project_acc_mains (id, name, project_g_id) values (1, 'Current Assets', 1)`);
      await tx.execute(sql`insert into project_acc_subs (id, name, project_main_id) values (1, 'Cash', 1)`);
      await tx.execute(sql`insert into project_ledgers (id, name, project_acc_main_id, project_acc_sub_id, open_date) values (1, 'Petty Cash', 1, 1, current_date)`);
      for (const t of ['project_acc_groups', 'project_acc_mains', 'project_acc_subs', 'project_ledgers']) await bumpSequence(tx, t);
    }
    await tx.execute(
      sql`insert into company (id, name, code, address, phone) values (1, ${opts.companyName}, ${opts.companyCode}, ${opts.companyAddress}, ${opts.companyPhone})
          on conflict (id) do nothing`,
    );
    const anyAdmin = await one(tx, sql`select 1 from users where role = 'admin' limit 1`);
    if (!anyAdmin) {
      if (opts.adminPasswordProblem) throw new Error(opts.adminPasswordProblem);
      const passHash = await hash(opts.adminPassword);
      await tx.execute(sql`insert into users (role, name, email, pass_hash) values ('admin', 'Administrator', ${opts.adminEmail}, ${passHash})`);
    }
    return { adminCreated: !anyAdmin };
  });
}

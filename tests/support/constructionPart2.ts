// One construction fixture for the part 2 tests (API and browser): a chart, two projects, three
// investors with contributions (pledges) and capital paid into the projects, a supplier, vouchers (capital, contra, expenses, bills received, a
// withdrawal, an overhead), a project bill, petty cash, two banks and returnable transactions.
// Everything is made through the API; the data is kept here as plain values, so that a test can
// compute every report figure from it on its own.

/** Calls the API and returns the body; throws unless the answer is 2xx. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies are read loosely by the builder
export type Call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => Promise<any>;

export type LedgerKey = 'petty' | 'sonali' | 'dbbl' | 'cement' | 'rod' | 'labour' | 'rent' | 'client' | 'rahim' | 'karim' | 'salma';
export type InvestorKey = 'rahim' | 'karim' | 'salma';
export type ProjectKey = 'p1' | 'p2';

export interface FixtureLine {
  ledger: LedgerKey;
  debit?: number;
  credit?: number;
  /** The line's own project; the voucher's otherwise. */
  project?: ProjectKey;
}
export interface FixtureVoucher {
  type: 1 | 2 | 3 | 4 | 5 | 6;
  date: string;
  project?: ProjectKey;
  remarks: string;
  lines: FixtureLine[];
}

/** Which report each ledger belongs to. */
export const LEDGER_KIND: Record<LedgerKey, 'petty' | 'bank' | 'expense' | 'income' | 'investor'> = {
  petty: 'petty',
  sonali: 'bank',
  dbbl: 'bank',
  cement: 'expense',
  rod: 'expense',
  labour: 'expense',
  rent: 'expense',
  client: 'income',
  rahim: 'investor',
  karim: 'investor',
  salma: 'investor',
};

export const OPENING: Partial<Record<LedgerKey, number>> = { sonali: 10_000 };

export const PROJECTS: Record<ProjectKey, { name: string; workId: string; status: 'completed' | 'in_progress' }> = {
  p1: { name: 'Padma Approach Road', workId: 'P1', status: 'completed' },
  p2: { name: 'Jamuna Housing', workId: 'P2', status: 'in_progress' },
};

export const INVESTORS: Record<InvestorKey, { name: string; phone: string }> = {
  rahim: { name: 'Rahim Uddin', phone: '01711000001' },
  karim: { name: 'Karim Ahmed', phone: '01711000002' },
  salma: { name: 'Salma Begum', phone: '01711000003' },
};

export const CONTRIBUTIONS: { project: ProjectKey; investor: InvestorKey; amount: number }[] = [
  { project: 'p1', investor: 'rahim', amount: 300_000 },
  { project: 'p1', investor: 'karim', amount: 200_000 },
  { project: 'p2', investor: 'karim', amount: 100_000 },
  { project: 'p2', investor: 'salma', amount: 200_000 },
];

/** A voucher of two lines: `amount` debited to one ledger and credited to another. */
function twoLine(head: Omit<FixtureVoucher, 'lines'>, amount: number, debit: LedgerKey, credit: LedgerKey): FixtureVoucher {
  return { ...head, lines: [{ ledger: debit, debit: amount }, { ledger: credit, credit: amount }] };
}

/** In date order: petty cash never goes below zero on the way. */
export const VOUCHERS: FixtureVoucher[] = [
  twoLine({ type: 5, date: '2026-01-05', project: 'p1', remarks: 'Capital from Rahim' }, 300_000, 'sonali', 'rahim'),
  {
    type: 5,
    date: '2026-01-06',
    remarks: 'Capital from Karim',
    lines: [
      { ledger: 'sonali', debit: 250_000 },
      { ledger: 'karim', credit: 200_000, project: 'p1' },
      { ledger: 'karim', credit: 50_000, project: 'p2' },
    ],
  },
  twoLine({ type: 4, date: '2026-01-07', project: 'p2', remarks: 'Capital from Salma' }, 100_000, 'petty', 'salma'),
  twoLine({ type: 6, date: '2026-01-10', remarks: 'Cash drawn for site' }, 50_000, 'petty', 'sonali'),
  twoLine({ type: 2, date: '2026-01-20', project: 'p1', remarks: 'Cement for the road' }, 40_000, 'cement', 'petty'),
  twoLine({ type: 3, date: '2026-02-10', project: 'p1', remarks: 'Labour for the road' }, 60_000, 'labour', 'sonali'),
  twoLine({ type: 2, date: '2026-02-12', project: 'p2', remarks: 'Rod for housing' }, 30_000, 'rod', 'petty'),
  twoLine({ type: 5, date: '2026-02-15', project: 'p2', remarks: 'Capital from Salma' }, 200_000, 'dbbl', 'salma'),
  twoLine({ type: 3, date: '2026-03-01', project: 'p2', remarks: 'Labour for housing' }, 45_000, 'labour', 'dbbl'),
  twoLine({ type: 5, date: '2026-03-10', project: 'p1', remarks: 'Road bill received' }, 180_000, 'sonali', 'client'),
  twoLine({ type: 4, date: '2026-03-12', project: 'p2', remarks: 'Housing advance received' }, 25_000, 'petty', 'client'),
  twoLine({ type: 2, date: '2026-03-15', remarks: 'Office rent' }, 5_000, 'rent', 'petty'),
  twoLine({ type: 3, date: '2026-03-20', remarks: 'Withdrawal by Rahim' }, 20_000, 'rahim', 'sonali'),
];

/** A payment bill of project 2: its items debit the To ledger (cement), petty cash pays. Saved between the vouchers of its date. */
export const BILL = {
  project: 'p2' as ProjectKey,
  date: '2026-03-05',
  toLedger: 'cement' as LedgerKey,
  items: [
    { description: 'Sand', amount: 12_000 },
    { description: 'Bricks', amount: 8_000 },
  ],
  paidFrom: 'petty' as LedgerKey,
};

export const RETURNABLES: { description: string; amount: number; type: 'receive' | 'payment'; date: string }[] = [
  { description: 'Loan from Hasan', amount: 15_000, type: 'receive', date: '2026-03-01' },
  { description: 'Advance to Jamal', amount: 40_000, type: 'payment', date: '2026-03-02' },
  { description: 'Deposit returned by landlord', amount: 5_000, type: 'receive', date: '2026-03-03' },
];

export const SUPPLIER = { name: 'Akij Cement', opening_balance: 5_000 };

export interface Fixture {
  suffix: string;
  ledger: Record<LedgerKey, number>;
  project: Record<ProjectKey, number>;
  investor: Record<InvestorKey, { id: number; ledgerId: number; name: string }>;
  supplierId: number;
  names: { ledger: Record<LedgerKey, string>; project: Record<ProjectKey, string>; workId: Record<ProjectKey, string> };
}

const LEDGER_NAMES: Record<Exclude<LedgerKey, 'petty' | InvestorKey>, string> = {
  sonali: 'Sonali Bank',
  dbbl: 'Dutch Bangla Bank',
  cement: 'Cement',
  rod: 'Rod',
  labour: 'Labour',
  rent: 'Office Rent',
  client: 'Client Receipts',
};

/** Builds the fixture. `suffix` keeps names apart when many tests share one database (at most 5 characters: Project IDs are 8). */
export async function buildFixture(call: Call, suffix = ''): Promise<Fixture> {
  const sfx = suffix ? ` ${suffix}` : '';
  const id = async (url: string, body: unknown) => (await call('POST', url, body)).insertId as number;

  const expGroup = await id('/project/group/create', { name: `Expenses${sfx}` });
  const expMain = await id('/project/main/create', { name: `Project Expenses${sfx}`, project_g_id: expGroup });
  const materials = await id('/project/sub/create', { name: `Materials${sfx}`, project_main_id: expMain });
  const labourSub = await id('/project/sub/create', { name: `Labour Cost${sfx}`, project_main_id: expMain });
  const office = await id('/project/sub/create', { name: `Office${sfx}`, project_main_id: expMain });
  const incGroup = await id('/project/group/create', { name: `Income${sfx}` });
  const incMain = await id('/project/main/create', { name: `Project Income${sfx}`, project_g_id: incGroup });
  const clientSub = await id('/project/sub/create', { name: `Client Bills${sfx}`, project_main_id: incMain });
  const bankSub = await id('/project/sub/create', { name: `Bank Accounts${sfx}`, project_main_id: 1 });

  const place: Record<keyof typeof LEDGER_NAMES, [number, number]> = {
    sonali: [1, bankSub],
    dbbl: [1, bankSub],
    cement: [expMain, materials],
    rod: [expMain, materials],
    labour: [expMain, labourSub],
    rent: [expMain, office],
    client: [incMain, clientSub],
  };
  const ledger = { petty: 1 } as Record<LedgerKey, number>;
  const ledgerNames = { petty: 'Petty Cash' } as Record<LedgerKey, string>;
  for (const [key, [main, sub]] of Object.entries(place) as [keyof typeof LEDGER_NAMES, [number, number]][]) {
    ledgerNames[key] = `${LEDGER_NAMES[key]}${sfx}`;
    ledger[key] = await id('/project/ledger/create', {
      name: ledgerNames[key],
      project_acc_main_id: main,
      project_acc_sub_id: sub,
      amount: OPENING[key] ?? 0,
      open_date: '2026-01-01',
    });
  }

  const investor = {} as Fixture['investor'];
  for (const [key, inv] of Object.entries(INVESTORS) as [InvestorKey, (typeof INVESTORS)[InvestorKey]][]) {
    const name = `${inv.name}${sfx}`;
    const investorId = await id('/investor/create', { name, email: `${key}${suffix}@example.com`, phone: inv.phone, contact_info: 'Dhaka' });
    const details = await call('GET', `/investor-details/${investorId}`);
    investor[key] = { id: investorId, ledgerId: details.result[0].ledger_id, name };
    ledger[key] = investor[key].ledgerId;
    ledgerNames[key] = name;
  }

  const project = {} as Record<ProjectKey, number>;
  const projectNames = {} as Record<ProjectKey, string>;
  const workIds = {} as Record<ProjectKey, string>;
  for (const [key, p] of Object.entries(PROJECTS) as [ProjectKey, (typeof PROJECTS)[ProjectKey]][]) {
    projectNames[key] = `${p.name}${sfx}`;
    workIds[key] = `${p.workId}${suffix}`.slice(0, 8);
    project[key] = await id('/project/create', {
      work_id: workIds[key],
      project_name: projectNames[key],
      work_amount: 1_000_000,
      start_date: '2026-01-01',
      place: key === 'p1' ? 'Mawa' : 'Sirajganj',
    });
  }
  for (const c of CONTRIBUTIONS) {
    await call('POST', '/project-investor/assign', { project_id: project[c.project], investor_id: investor[c.investor].id, contribution_amount: c.amount });
  }

  const post = (v: FixtureVoucher) =>
    call('POST', '/project/voucher/create', {
      project_vc_type: v.type,
      project_vc_date: v.date,
      project_id: v.project ? project[v.project] : undefined,
      data: v.lines.map((l) => ({
        project_ledger_id: ledger[l.ledger],
        project_id: l.project ? project[l.project] : undefined,
        debit: l.debit ?? 0,
        credit: l.credit ?? 0,
        remarks: v.remarks,
      })),
    });
  const saveBill = () =>
    call('POST', '/project-bill/create', {
      project_id: project[BILL.project],
      vc_type: 2,
      vc_date: BILL.date,
      ledger_id: ledger[BILL.toLedger],
      items: BILL.items,
      data: [{ project_ledger_id: ledger[BILL.paidFrom], credit: BILL.items.reduce((a, i) => a + i.amount, 0) }],
    });
  let billSaved = false;
  for (const v of VOUCHERS) {
    if (!billSaved && v.date > BILL.date) {
      await saveBill();
      billSaved = true;
    }
    await post(v);
  }

  for (const [key, p] of Object.entries(PROJECTS) as [ProjectKey, (typeof PROJECTS)[ProjectKey]][]) {
    await call('PUT', `/project/status/${project[key]}`, { status: p.status });
  }
  for (const r of RETURNABLES) await call('POST', '/todo/create', { ...r, description: `${r.description}${sfx}` });
  const supplierId = await id('/supplier/create', {
    ...SUPPLIER,
    name: `${SUPPLIER.name}${sfx}`,
    email: 'sales@akij.example',
    phone: '01811000000',
    contact_info: 'Tejgaon',
  });

  return { suffix, ledger, project, investor, supplierId, names: { ledger: ledgerNames, project: projectNames, workId: workIds } };
}

// A small, realistic set of books made only through the API, so that the ids a hostile request
// names exist: the trading fixture of the report tests (parties, a bank, models with stock,
// purchases, bills, returns, collections, payments, an adjustment), plus serials bought and sold,
// a quotation, a hand-typed voucher and the construction side (chart, project, voucher, bill,
// investor, supplier, returnable transaction).
import { buildTradingFixture, FIXTURE_DATES, type ApiCall } from '../support/reportsFixture.js';

export { FIXTURE_DATES };

export interface HostileFixture {
  supplierId: number;
  customerId: number;
  serialModelId: number;
  saleId: number;
  projectId: number;
}

async function serialsBoughtAndSold(call: ApiCall, supplierId: number, customerId: number) {
  const g = (await call('POST', '/product_group_post', { name: 'Mobiles' })).data.id;
  const model = (await call('POST', '/product_model_post', { name: 'Phone S1', g_id: g, srl_avl: 1 })).data.id;
  await call('POST', '/create_purchase', {
    pu_date: FIXTURE_DATES[1],
    supp_id: supplierId,
    supp_inv: 'SI-PH',
    items: [{ m_id: model, qty: 3, unit_price: 9000, serial: ['PH-1', 'PH-2', 'PH-3'] }],
  });
  const serials: { id: number; sl_no: string }[] = (await call('GET', `/all_serial_by_model?modelId=${model}`)).data ?? [];
  const first = serials.find((s) => s.sl_no === 'PH-1');
  const sale = await call('POST', '/create_sales', {
    inv_date: FIXTURE_DATES[2],
    cus_id: customerId,
    inv_disc: 0,
    collect: 0,
    items: [{ m_id: model, qty: 1, unit_price: 12000, serial: first ? [{ srl_id: first.id, sl_no: first.sl_no }] : [] }],
  });
  return { model, saleId: sale.saleId ?? sale.saelsId };
}

async function construction(call: ApiCall) {
  const groupId = (await call('POST', '/project/group/create', { name: 'Expenses' })).insertId;
  const mainId = (await call('POST', '/project/main/create', { name: 'Site Costs', project_g_id: groupId })).insertId;
  const subId = (await call('POST', '/project/sub/create', { name: 'Materials', project_main_id: mainId })).insertId;
  const ledger = (name: string) =>
    call('POST', '/project/ledger/create', { name, project_acc_main_id: mainId, project_acc_sub_id: subId, amount: 0, open_date: FIXTURE_DATES[0] }).then(
      (r) => r.insertId,
    );
  const cement = await ledger('Cement');
  const client = await ledger('Client Receipts');
  const projectId = (
    await call('POST', '/project/create', {
      work_id: 'P-001',
      project_name: 'Approach Road',
      work_amount: 500000,
      start_date: FIXTURE_DATES[0],
      place: 'Mawa',
      security_money: 25000,
    })
  ).insertId;
  await call('POST', '/project/voucher/create', {
    project_vc_type: 4,
    project_vc_date: FIXTURE_DATES[1],
    project_id: projectId,
    data: [
      { project_ledger_id: 1, debit: 50000 },
      { project_ledger_id: client, credit: 50000 },
    ],
  });
  await call('POST', '/project/voucher/create', {
    project_vc_type: 2,
    project_vc_date: FIXTURE_DATES[2],
    project_id: projectId,
    data: [
      { project_ledger_id: cement, debit: 8000 },
      { project_ledger_id: 1, credit: 8000 },
    ],
  });
  const investor = (await call('POST', '/investor/create', { name: 'Kamal Hossain' })).insertId;
  await call('POST', '/project-investor/assign', { project_id: projectId, investor_id: investor, contribution_amount: 100000 });
  await call('POST', '/supplier/create', { name: 'Rod & Cement Co', opening_balance: 0 });
  await call('POST', '/todo/create', { description: 'Lent to site engineer', amount: 5000, type: 'payment', date: FIXTURE_DATES[3] });
  return projectId;
}

export async function buildHostileFixture(call: ApiCall): Promise<HostileFixture> {
  const trading = await buildTradingFixture(call, FIXTURE_DATES);
  const supplierId = trading.parties.S1;
  const customerId = trading.parties.C1;
  const { model, saleId } = await serialsBoughtAndSold(call, supplierId, customerId);
  await call('POST', '/quotation/create', {
    quotation_date: FIXTURE_DATES[3],
    customer_id: customerId,
    items: [{ m_id: trading.models.M1, qty: 1, unit_price: 1600 }],
  });
  await call('POST', '/voucher_post', {
    vc_date: FIXTURE_DATES[4],
    vc_type: 1,
    lines: [
      { ledger_id: 9, debit: 100, credit: 0 },
      { ledger_id: 7, debit: 0, credit: 100 },
    ],
  });
  const projectId = await construction(call);
  return { supplierId, customerId, serialModelId: model, saleId, projectId };
}

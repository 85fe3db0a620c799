import { sql, one, type Executor } from '../../db/client.js';
import { LEDGER } from '../../ledger/accounts.js';
import { ledgerTotals } from '../../ledger/balances.js';
import { toAmount } from '../../../domain/money.js';
import type { Highlights } from '../../../contracts/home.js';
import { VC } from '../../../domain/voucherTypes.js';
import { SOURCE } from '../../ledger/sources.js';

/**
 * One pass over the day's posted lines. Cheque collection and cheque payment (the spec's words) are
 * the cheques received and issued that day, whatever becomes of them, with the money that reached a
 * bank by itself (a transfer; a cheque the upgrade found in the bank); a cheque's clearing later is
 * not counted again (issue 41). Document totals are read from the party side of their
 * vouchers (a sale's grand total is its receivable debit), cash and cheque flows from the
 * cash and bank ledgers by voucher type.
 */
/** Every bank's own ledger and any other ledger under Bank Accounts, the sub head of the seeded bank ledgers. */
const BANK_LEDGERS = sql`(select id from ledgers where s_id in (select s_id from ledgers where id in (${LEDGER.bankCollection}, ${LEDGER.bankPayment})))`;
/** The ledgers of the bKash, Nagad and Rocket accounts (issue 22). */
const MOBILE_LEDGERS = sql`(select ledger_id from banks where kind <> 'bank' and ledger_id is not null)`;

export async function highlights(ex: Executor, date: string): Promise<Highlights> {
  // The day's flows and the balances, read at once.
  const [r, bal] = await Promise.all([
    one<Record<string, string>>(
      ex,
      sql`select
      coalesce(sum(debit) filter (where source_type = ${SOURCE.sale} and ledger_id = ${LEDGER.receivable}), 0) as sales,
      coalesce(sum(credit) filter (where source_type = ${SOURCE.purchase} and ledger_id = ${LEDGER.payable}), 0) as purchase,
      coalesce(sum(credit) filter (where source_type = ${SOURCE.salesReturn} and ledger_id = ${LEDGER.receivable}), 0) as sales_return,
      coalesce(sum(debit) filter (where source_type = ${SOURCE.purchaseReturn} and ledger_id = ${LEDGER.payable}), 0) as purchase_return,
      coalesce(sum(debit) filter (where vc_type = ${VC.cashReceived} and ledger_id = ${LEDGER.cash}), 0) as cash_coll,
      coalesce(sum(credit) filter (where vc_type = ${VC.cashPayment} and ledger_id = ${LEDGER.cash}), 0) as cash_pay,
      coalesce(sum(debit) filter (where vc_type = ${VC.bankReceived} and ledger_id in ${BANK_LEDGERS} and source_type <> ${SOURCE.cheque}), 0)
        + (select coalesce(sum(amount), 0) from cheques where direction = 'received' and not legacy and received_date = ${date}) as bank_coll,
      coalesce(sum(credit) filter (where vc_type = ${VC.bankPayment} and ledger_id in ${BANK_LEDGERS} and source_type <> ${SOURCE.cheque}), 0)
        + (select coalesce(sum(amount), 0) from cheques where direction = 'issued' and not legacy and received_date = ${date}) as bank_pay,
      coalesce(sum(debit) filter (where vc_type = ${VC.bankReceived} and ledger_id in ${MOBILE_LEDGERS}), 0) as mobile_coll,
      coalesce(sum(credit) filter (where vc_type = ${VC.bankPayment} and ledger_id in ${MOBILE_LEDGERS}), 0) as mobile_pay
    from voucher_lines where vc_date = ${date} and post_status = 1`,
    ),
    one<{ cash: string; bank: string; mobile: string }>(
      ex,
      sql`select
      coalesce(sum(debit - credit) filter (where ledger_id = ${LEDGER.cash}), 0) as cash,
      coalesce(sum(debit - credit) filter (where ledger_id in ${BANK_LEDGERS}), 0) as bank,
      coalesce(sum(debit - credit) filter (where ledger_id in ${MOBILE_LEDGERS}), 0) as mobile
    from ${ledgerTotals(date, 'through')} t`,
    ),
  ]);
  return {
    date,
    todaysSales: { todays_sales: toAmount(r?.sales) },
    todaysPurchase: { todays_purchase: toAmount(r?.purchase) },
    todaysSalesReturn: { todays_Sales_return: toAmount(r?.sales_return) },
    todaysPurchaseReturn: { todays_purchase_return: toAmount(r?.purchase_return) },
    todayCashColl: { today_cash_coll: toAmount(r?.cash_coll) },
    todayCashPayment: { today_cash_payment: toAmount(r?.cash_pay) },
    todayBankColl: { today_bank_coll: toAmount(r?.bank_coll) },
    todayBankPayment: { today_bank_payment: toAmount(r?.bank_pay) },
    pettyCash: { cash: toAmount(bal?.cash), bank: toAmount(bal?.bank), mobile: toAmount(bal?.mobile) },
    todayMobileColl: { today_mobile_coll: toAmount(r?.mobile_coll) },
    todayMobilePayment: { today_mobile_payment: toAmount(r?.mobile_pay) },
  };
}

// SQL pieces and small helpers shared by the reports of this feature.
import { sql } from '../../db/client.js';
import { LEDGER } from '../../ledger/accounts.js';
import { dec, toAmount, type Num } from '../../../domain/money.js';

export interface Range {
  startDate: string;
  endDate: string;
}

/** Both ends included (a report's range always has both). */
export { dateBetween as between } from '../../db/listing.js';

export { MODEL_JOINS, PRODUCT_NAME, PRO_DESC } from '../../documents/modelNames.js';

/** The ledgers under the same sub heads as the given ones (a bank ledger added by hand counts as a bank). */
export const ledgersBeside = (ids: number[]) =>
  sql`(select l2.id from ledgers l2 where l2.s_id in (select s_id from ledgers where id in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})))`;

export const BANK_LEDGERS = ledgersBeside([LEDGER.bankCollection, LEDGER.bankPayment]);

/** The other side of the voucher line `v`: the other lines' ledgers, with the party where one is named. */
export const COUNTER_PARTICULARS = sql`coalesce((select string_agg(distinct case when p.name is null then xl.name else xl.name || ' (' || p.name || ')' end, ', ')
    from voucher_lines x join ledgers xl on xl.id = x.ledger_id left join parties p on p.id = x.party_id
    where x.vc_no = v.vc_no and x.id <> v.id), '')`;

/** Sums amounts read as text from SQL, exactly, and gives a 2-decimal number. */
export const total = (values: Num[]) => toAmount(values.reduce<ReturnType<typeof dec>>((a, v) => a.plus(dec(v)), dec(0)));

/** Profit as a percentage of the amount sold, to 2 decimals (0 when nothing was sold). */
export function profitPercentage(profit: Num, sales: Num): number {
  const s = dec(sales);
  return s.isZero() ? 0 : toAmount(dec(profit).times(100).div(s));
}

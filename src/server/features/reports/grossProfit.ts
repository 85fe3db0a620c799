// Gross profit: per bill (and sales return) of the range, what it sold for, what its goods cost when
// they left stock, the profit and the profit as a percentage of the sale; and the totals.
import { rows, type Executor } from '../../db/client.js';
import type { GrossProfitReply, GrossProfitRow } from '../../../contracts/reports.js';
import { fromPaisa, paisa, percentOf } from '../../../domain/money.js';
import { productNames, profitHeads, profitItems, type ProfitFilter } from './profitBase.js';
import { leftOutOfGrossProfit } from './profitLoss.js';

interface Head {
  kind: 'sale' | 'return';
  id: number;
  inv_no: string;
  inv_date: string;
  party_id: number;
  customer: string;
  sub_total: string;
  discount: string;
  sales_total: string;
}

interface Item {
  /** The bill's id, or minus the return's. */
  doc: number;
  item_id: number;
  m_id: number;
  qty: number;
  unit_price: number;
  item_sales: string;
  item_rate: number;
  item_cost: string;
}

export async function grossProfit(ex: Executor, f: ProfitFilter): Promise<GrossProfitReply> {
  const [heads, items] = await Promise.all([rows<Head>(ex, profitHeads(f)), rows<Item>(ex, profitItems(f))]);
  const products = new Map(
    (await rows<{ id: number; product_name: string; model_name: string }>(ex, productNames([...new Set(items.map((i) => i.m_id))]))).map((m) => [m.id, m]),
  );
  const itemsOf = new Map<number, Item[]>();
  for (const i of items) {
    const key = i.doc;
    const list = itemsOf.get(key);
    if (list) list.push(i);
    else itemsOf.set(key, [i]);
  }
  // Amounts add up in whole paisa.
  let sales = 0;
  let cost = 0;
  const result = heads.map((h): GrossProfitRow => {
    const lines = (itemsOf.get(h.kind === 'sale' ? h.id : -h.id) ?? []).sort((a, b) => a.item_id - b.item_id);
    const amount = paisa(h.sales_total);
    let docCost = 0;
    const lineRows = lines.map((l) => {
      const lineSales = paisa(l.item_sales);
      const lineCost = paisa(l.item_cost);
      docCost += lineCost;
      const names = products.get(l.m_id);
      return {
        product_name: names?.product_name ?? '',
        model_name: names?.model_name ?? '',
        qty: l.qty,
        unit_price: l.unit_price,
        sales_total: fromPaisa(lineSales),
        cost: l.item_rate,
        total_cost: fromPaisa(lineCost),
        gross_profit: fromPaisa(lineSales - lineCost),
        profit_percentage: percentOf(lineSales - lineCost, lineSales),
      };
    });
    sales += amount;
    cost += docCost;
    return {
      kind: h.kind,
      id: h.id,
      inv_no: h.inv_no,
      inv_date: h.inv_date,
      party_id: h.party_id,
      customer: h.customer,
      sub_total: fromPaisa(paisa(h.sub_total)),
      discount: fromPaisa(paisa(h.discount)),
      sales_total: fromPaisa(amount),
      total_cost: fromPaisa(docCost),
      gross_profit: fromPaisa(amount - docCost),
      profit_percentage: percentOf(amount - docCost, amount),
      items: lineRows,
    };
  });
  return {
    result,
    ...(f.partyId ? {} : { left_out: await leftOutOfGrossProfit(ex, f.startDate, f.endDate, sales - cost) }),
    summary: {
      total_sales: fromPaisa(sales),
      total_cost: fromPaisa(cost),
      total_profit: fromPaisa(sales - cost),
      profit_percentage: percentOf(sales - cost, sales),
    },
  };
}

// The stock screen, a model's stock and its transactions, and the value of all stock. Quantities come
// from the stock movements; value and average rate from the moving-average cost.
import { z } from 'zod';
import { LIST_DATES, checkRange, firstPage, idParam, listQuery, offsetFromPage, optionalId, optionalRange, pageNo } from './common.js';
import { route } from './route.js';

export const productsStockQuery = listQuery
  .extend({ ...optionalRange, modelId: optionalId, limit: firstPage, page: pageNo })
  .superRefine(checkRange(LIST_DATES, false))
  .transform(offsetFromPage);
export type ProductsStockQuery = z.infer<typeof productsStockQuery>;

export const stockRow = z.object({
  model_id: z.number(),
  model: z.string(),
  category: z.string(),
  group: z.string(),
  brand: z.string(),
  pro_code: z.string(),
  srl_avl: z.number(),
  open_qty: z.number(),
  pur_qty: z.number(),
  pur_ret_qty: z.number(),
  sale_qty: z.number(),
  sale_ret_qty: z.number(),
  /** Stock adjustments, signed (added minus removed). */
  adj_qty: z.number(),
  avl_qty: z.number(),
  avgr_rate: z.number(),
  /** The stock value. */
  balance: z.number(),
});
export type StockRow = z.infer<typeof stockRow>;
export const productsStock = z.object({ result: z.array(stockRow), total: z.number(), grandTotal: z.number() });

export const modelStock = z.object({
  result: z.object({ model_id: z.number(), model: z.string(), srl_avl: z.number(), avl_qty: z.number(), avgr_rate: z.number(), balance: z.number() }),
});

export const modelTransactionsParams = z.object({ mId: z.coerce.number().int().positive({ message: 'Please select model' }) });
export const modelTransactionsQuery = z.object(optionalRange).superRefine(checkRange(LIST_DATES, false));

export const modelTransactions = z.object({
  open_qty: z.object({ m_id: z.number(), name: z.string(), open_qty: z.number(), open_rate: z.number(), created_at: z.string() }),
  purchase: z.array(
    z.object({
      pu_no_id: z.number(),
      pu_no: z.string(),
      pu_date: z.string(),
      supp_id: z.number(),
      supplier: z.string(),
      qty: z.number(),
      unit_price: z.number(),
      total: z.number(),
    }),
  ),
  purchase_return: z.array(
    z.object({
      return_id: z.number(),
      return_no: z.string(),
      r_m_id: z.number(),
      return_date: z.string(),
      supp_id: z.number(),
      supplier: z.string(),
      r_qty: z.number(),
      r_unit: z.number(),
      total: z.number(),
    }),
  ),
  sales: z.array(
    z.object({
      inv_id: z.number(),
      inv_no: z.string(),
      inv_date: z.string(),
      cus_id: z.number().nullable(),
      customer: z.string(),
      qty: z.number(),
      unit_price: z.number(),
      total: z.number(),
    }),
  ),
  sales_return: z.array(
    z.object({
      return_id: z.number(),
      return_no: z.string(),
      return_date: z.string(),
      cuss_id: z.number().nullable(),
      customer: z.string(),
      r_qty: z.number(),
      r_unit: z.number(),
      total: z.number(),
    }),
  ),
});
export type ModelTransactions = z.infer<typeof modelTransactions>;

export const currentStockTotal = z.object({ total: z.number() });

/** The routes of this contract: method, path and schemas (contracts/route.ts). */
export const stockRoutes = {
  productsStock: route('GET', '/products_stock', { query: productsStockQuery, reply: productsStock }),
  getStockByModelId: route('GET', '/get_stock_by_modelId/:id', { params: idParam, reply: modelStock }),
  modelTransactions: route('GET', '/model-transactions/:mId', { params: modelTransactionsParams, query: modelTransactionsQuery, reply: modelTransactions }),
  currentStockTotal: route('GET', '/current-stock-total', { reply: currentStockTotal }),
};

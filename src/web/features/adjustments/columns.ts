// The columns an adjustment's line shows wherever it is listed: its model's place and the model,
// then (after its type) the quantity, price and total.
import type { Column } from '../../components/DataTable';
import { money, qty } from '../../components/format';
import type { AdjustmentLine } from './api';

export const modelColumns: Column<AdjustmentLine>[] = [
  { label: 'Group', cell: 'group_name' },
  { label: 'Brand', cell: 'brand_name' },
  { label: 'Category', cell: 'category_name' },
  { label: 'Model', cell: 'model' },
];

export const amountColumns: Column<AdjustmentLine>[] = [
  { label: 'Quantity', cell: (l) => qty(l.adj_qty), align: 'right' },
  { label: 'Price', cell: (l) => money(l.price), align: 'right' },
  { label: 'Total', cell: (l) => money(l.total_cost), align: 'right' },
];

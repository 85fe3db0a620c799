// The stock table of the stock screen and of its print: S/N, Model, Category, the quantities, Price
// and Balance (both optional on paper), and the Grand Total of balance.
import { Table } from '@mantine/core';
import { DataTable, type Column } from '../../components/DataTable';
import { money, qty } from '../../components/format';
import type { StockRow } from './api';

export function StockTable({
  rows,
  grandTotal,
  loading,
  price = true,
  balance = true,
  dense,
}: {
  rows: StockRow[];
  grandTotal: number;
  loading?: boolean;
  price?: boolean;
  balance?: boolean;
  dense?: boolean;
}) {
  const columns: Column<StockRow>[] = [
    { label: 'S/N', cell: (_, i) => i + 1, width: 50 },
    { label: 'Model', cell: 'model' },
    { label: 'Category', cell: 'category' },
    { label: 'Open Qty', cell: (r) => qty(r.open_qty), align: 'right' },
    { label: 'Purchase Qty', cell: (r) => qty(r.pur_qty), align: 'right' },
    { label: 'Purchase return Qty', cell: (r) => qty(r.pur_ret_qty), align: 'right' },
    { label: 'Sales Qty', cell: (r) => qty(r.sale_qty), align: 'right' },
    { label: 'Sales return Qty', cell: (r) => qty(r.sale_ret_qty), align: 'right' },
    { label: 'Available Qty', cell: (r) => qty(r.avl_qty), align: 'right' },
    ...(price ? [{ label: 'Price', cell: (r: StockRow) => money(r.avgr_rate), align: 'right' as const }] : []),
    ...(balance ? [{ label: 'Balance', cell: (r: StockRow) => money(r.balance), align: 'right' as const }] : []),
  ];
  const footer = balance ? (
    <Table.Tr>
      <Table.Th colSpan={columns.length - 1} ta="right">
        Grand Total
      </Table.Th>
      <Table.Th ta="right" data-testid="stock-grand-total">
        {money(grandTotal)}
      </Table.Th>
    </Table.Tr>
  ) : undefined;
  return <DataTable columns={columns} rows={rows} rowKey={(r) => r.model_id} loading={loading} footer={footer} dense={dense} />;
}

// Product ledger: a model's stock in and out at cost with the running balance.
import { useState } from 'react';
import { Text } from '@mantine/core';
import { DataTable, type Column } from '../../components/DataTable';
import { ReportPage } from '../../components/ReportPage';
import { displayDate, money, qty } from '../../components/format';
import { ModelFilter } from './filters';
import { TotalRow, reportCall, right } from './parts';
import type { ProductLedgerReply } from './api';
import { reportsApi } from '../../app/queryKeys';

type Row = ProductLedgerReply['result'][number];
const columns: Column<Row>[] = [
  { label: 'Date', cell: (r) => displayDate(r.date) },
  { label: 'Particular', cell: 'particular' },
  { label: 'Type', cell: 'type' },
  { label: 'Debit Qty', cell: (r) => (r.debit_qty ? qty(r.debit_qty) : ''), align: right },
  { label: 'Debit Value', cell: (r) => (r.debit_qty ? money(r.debit_value) : ''), align: right },
  { label: 'Credit Qty', cell: (r) => (r.credit_qty ? qty(r.credit_qty) : ''), align: right },
  { label: 'Credit Value', cell: (r) => (r.credit_qty ? money(r.credit_value) : ''), align: right },
  { label: 'Balance Qty', cell: (r) => qty(r.balance_qty), align: right },
  { label: 'Balance Value', cell: (r) => money(r.balance_value), align: right },
];

/** The balance brought forward, shown as the first row. */
const openingRow = (d: ProductLedgerReply, date: string): Row => ({
  id: 0,
  date,
  particular: 'Opening Balance',
  type: '',
  source_type: '',
  doc_no: '',
  debit_qty: 0,
  debit_value: 0,
  credit_qty: 0,
  credit_value: 0,
  balance_qty: d.opening.qty,
  balance_value: d.opening.value,
});

export default function ProductLedgerReport() {
  const [modelId, setModelId] = useState<number | null>(null);
  return (
    <ReportPage<ProductLedgerReply>
      title="Product Ledger"
      {...reportCall(reportsApi.productLedger, { mId: modelId })}
      validate={() => (modelId ? undefined : 'Please select model')}
      isEmpty={(d) => d.result.length === 0 && d.opening.qty === 0}
      filters={<ModelFilter value={modelId} onChange={setModelId} placeholder="Select model" />}
    >
      {(d, range) => (
        <>
          <Text fw={700} mb="xs">
            Model: {d.model.name} ({[d.model.group_name, d.model.brand_name, d.model.category_name].filter(Boolean).join(' / ')})
          </Text>
          <DataTable
            columns={columns}
            rows={[openingRow(d, range.startDate), ...d.result]}
            rowKey={(r) => r.id}
            footer={
              <>
                <TotalRow
                  label="Total"
                  span={3}
                  cells={[qty(d.totals.debit_qty), d.totals.debit_value, qty(d.totals.credit_qty), d.totals.credit_value, '', '']}
                />
                <TotalRow label="Closing Balance" span={7} cells={[qty(d.closing.qty), d.closing.value]} />
              </>
            }
          />
        </>
      )}
    </ReportPage>
  );
}

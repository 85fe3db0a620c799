// The stock on A4 paper: every row of the current filter, with the price and balance columns the
// clerk chose; printed from the browser (to paper or PDF).
import { Button, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useCompany } from '../../components/useCompany';
import { useSaving } from '../../components/useSaving';
import { PrintPage } from '../../components/PrintPage';
import { displayDate } from '../../components/format';
import { StockTable } from './StockTable';
import type { ProductsStock, StockFilter } from './api';

export function StockPrint({
  data,
  price,
  balance,
  range,
  onClose,
}: {
  data: ProductsStock;
  price: boolean;
  balance: boolean;
  range: StockFilter;
  onClose: () => void;
}) {
  const company = useCompany().data;
  const { busy, submit: downloadPdf } = useSaving(
    async () => {
      const { downloadStockPdf } = await import('./stockPdf');
      const period = range.startDate && range.endDate ? `${displayDate(range.startDate)} to ${displayDate(range.endDate)}` : undefined;
      await downloadStockPdf({ data, company, price, balance, range: period });
    },
    { failure: 'Something went wrong' },
  );
  return (
    <PrintPage
      title="Stock Report"
      actions={
        <>
          <Button variant="light" leftSection={<IconFileTypePdf size={16} />} loading={busy} onClick={() => downloadPdf()}>
            Download PDF
          </Button>
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      {range.startDate && range.endDate && (
        <Text ta="center" size="sm" mb="sm">
          {displayDate(range.startDate)} to {displayDate(range.endDate)}
        </Text>
      )}
      <StockTable rows={data.result} grandTotal={data.grandTotal} price={price} balance={balance} dense />
    </PrintPage>
  );
}

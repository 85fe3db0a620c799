// The stock on A4 paper: every row of the current filter, with the price and balance columns the
// clerk chose; printed from the browser (to paper or PDF).
import { Button, Text } from '@mantine/core';
import { PrintPage } from '../../components/PrintPage';
import { displayDate } from '../../components/format';
import { StockTable } from './StockTable';
import type { ProductsStock, StockFilter } from './api';

export function StockPrint({ data, price, balance, range, onClose }: { data: ProductsStock; price: boolean; balance: boolean; range: StockFilter; onClose: () => void }) {
  return (
    <PrintPage
      title="Stock Report"
      actions={
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      }
    >
      {range.startDate && range.endDate && (
        <Text ta="center" size="sm" mb="sm">
          {displayDate(range.startDate)} to {displayDate(range.endDate)}
        </Text>
      )}
      <StockTable rows={data.result} grandTotal={data.grandTotal} price={price} balance={balance} />
    </PrintPage>
  );
}

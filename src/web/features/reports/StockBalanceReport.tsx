import { StockReportPage } from './stockReports';

/** Stock Report Balance: what is on hand at the end date, at its average rate and value. */
export default function StockBalanceReport() {
  return <StockReportPage title="Stock Report Balance" variant="balance" />;
}

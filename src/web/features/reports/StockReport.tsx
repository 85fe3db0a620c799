import { StockReportPage } from './stockReports';

/** Stock Report: per model, what was opened, bought, returned, sold and adjusted in the dates, and what is left. */
export default function StockReport() {
  return <StockReportPage title="Stock Report" variant="movements" />;
}

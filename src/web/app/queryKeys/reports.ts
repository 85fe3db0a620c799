// Keys of the reports and of the ledger reports. A report is named by its call; what narrows it
// (a party, a model) follows; `ReportPage` and `AsOfReport` add the dates.
export const reportKeys = {
  all: ['reports'] as const,
  report: (name: string, ...by: unknown[]) => ['reports', name, ...by] as const,
};

export const ledgerReportKeys = {
  all: ['ledger-reports'] as const,
  report: (name: string, ...by: unknown[]) => ['ledger-reports', name, ...by] as const,
  voucher: (vcNo: string) => ['ledger-reports', 'voucher', vcNo] as const,
};

// The home screen's charts: one call.
import { z } from 'zod';
import { isoDate } from './common.js';
import { route } from './route.js';

const amount = z.number();

export const dashboardQuery = z.object({
  /** The day the dashboard is seen from (today in Dhaka when left out). */
  date: z.preprocess((v) => (v === '' ? undefined : v), isoDate.optional()),
});

export const dashboardReply = z.object({
  date: z.string(),
  /**
   * The last 30 days: bills' totals, money collected from customers (cash, bank transfers, mobile
   * money) and cheques received from them (issue 41: a cheque is not money collected), per day.
   */
  daily: z.array(z.object({ date: z.string(), sales: amount, collections: amount, cheques: amount })),
  /** This month to date against the whole of last month (and last month to the same day). */
  months: z.object({
    thisMonth: z.object({ label: z.string(), sales: amount, collections: amount }),
    lastMonth: z.object({ label: z.string(), sales: amount, collections: amount }),
    lastMonthToDate: z.object({ sales: amount, collections: amount }),
  }),
  /** What customers owe by age of the bills (the ageing report's totals). */
  ageing: z.object({ current: amount, d1_30: amount, d31_60: amount, d61_90: amount, over_90: amount, advance: amount, total: amount }),
  topCustomers: z.array(z.object({ party_id: z.number(), name: z.string(), sales: amount })),
  topModels: z.array(z.object({ model_id: z.number(), name: z.string(), qty: z.number(), sales: amount })),
  stockByGroup: z.array(z.object({ group_id: z.number().nullable(), name: z.string(), value: amount })),
  /** Cheques received from customers this month, by their state on the day (received: in hand; deposited, cleared, bounced...). */
  chequesThisMonth: z.record(z.string(), amount),
  /** Cheques received and still in hand, by when they fall due. */
  cheques: z.array(z.object({ bucket: z.string(), count: z.number(), amount })),
});
export type DashboardReply = z.infer<typeof dashboardReply>;

/** The routes of this contract: method, path and schemas (contracts/route.ts). */
export const dashboardRoutes = {
  dashboard: route('GET', '/dashboard', { query: dashboardQuery, reply: dashboardReply }),
};

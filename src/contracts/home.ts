import { z } from 'zod';
import { isoDate } from './common.js';
import { route } from './route.js';

export const highlightsQuery = z.object({ date: isoDate.optional() });

/** The spec's response keys, kept as they are; amounts are numbers with 2 decimals. */
export const highlightsReply = z.object({
  date: z.string(),
  todaysSales: z.object({ todays_sales: z.number() }),
  todaysPurchase: z.object({ todays_purchase: z.number() }),
  todaysSalesReturn: z.object({ todays_Sales_return: z.number() }),
  todaysPurchaseReturn: z.object({ todays_purchase_return: z.number() }),
  todayCashColl: z.object({ today_cash_coll: z.number() }),
  todayCashPayment: z.object({ today_cash_payment: z.number() }),
  todayBankColl: z.object({ today_bank_coll: z.number() }),
  todayBankPayment: z.object({ today_bank_payment: z.number() }),
  pettyCash: z.object({ cash: z.number(), bank: z.number(), /** bKash, Nagad and Rocket accounts together (issue 22). */ mobile: z.number() }),
  /** Money in and out of the mobile money accounts on the day (issue 22). */
  todayMobileColl: z.object({ today_mobile_coll: z.number() }),
  todayMobilePayment: z.object({ today_mobile_payment: z.number() }),
});
export type Highlights = z.infer<typeof highlightsReply>;

/** The routes of this contract: method, path and schemas (contracts/route.ts). */
export const homeRoutes = {
  todaysHighLight: route('GET', '/todays-high-light', { query: highlightsQuery, reply: highlightsReply }),
};

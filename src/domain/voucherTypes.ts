// The voucher types of the trading books: the numbers `voucher_lines.vc_type` stores, by name, for the
// server and the browser alike. The construction books number their own (contracts/construction-vouchers.ts).

export const VC = {
  /** JV: anything that is not money in or out (documents post their journals as JVs). */
  journal: 1,
  /** CP */
  cashPayment: 2,
  /** BP */
  bankPayment: 3,
  /** CR */
  cashReceived: 4,
  /** BR */
  bankReceived: 5,
} as const;

export type VoucherType = (typeof VC)[keyof typeof VC];

/** Each type's name on screens and reports. */
export const VC_TYPE_NAMES = {
  [VC.journal]: 'Journal',
  [VC.cashPayment]: 'Cash Payment',
  [VC.bankPayment]: 'Bank Payment',
  [VC.cashReceived]: 'Cash Received',
  [VC.bankReceived]: 'Bank Received',
} as const satisfies Record<VoucherType, string>;

/** Money paid out (CP, BP) or received (CR, BR). */
export const isPayment = (t: number) => t === VC.cashPayment || t === VC.bankPayment;
export const isReceipt = (t: number) => t === VC.cashReceived || t === VC.bankReceived;

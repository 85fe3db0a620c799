// Drizzle schema: the typed view of the tables for queries. The tables themselves are made by the
// reviewed SQL files in ./migrations (applied by ../migrate.ts); a new table goes in both.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
const qty = (name: string) => numeric(name, { precision: 14, scale: 3 });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    role: text('role').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passHash: text('pass_hash').notNull(),
    createdAt: createdAt(),
    tokenVersion: integer('token_version').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`), check('users_role_check', sql`${t.role} in ('admin','user')`)],
);

/** One row (id 1): the company on letterheads and in document numbers. */
export const company = pgTable('company', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull(),
  address: text('address').notNull().default(''),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  /** The logo on letterheads: an image as a data URL (migration 0096). */
  logo: text('logo'),
});

/** Document and voucher number series; a row is locked by the transaction that draws from it. */
export const counters = pgTable('counters', {
  key: text('key').primaryKey(),
  last: integer('last').notNull(),
  first: integer('first'),
});

/** Numbers drawn by a save that rolled back, taken first by the next draw (numbering.ts). */
export const returnedNumbers = pgTable('returned_numbers', { key: text('key').notNull(), n: integer('n').notNull() }, (t) => [
  primaryKey({ columns: [t.key, t.n] }),
]);

/**
 * The audit log (migration 0020): every insert, update and delete of the audited tables, with who
 * (app.user_id), when, and the row before and after. Written only by its trigger.
 */
export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  userId: integer('user_id'),
  action: text('action').notNull(),
  tableName: text('table_name').notNull(),
  rowId: text('row_id'),
  before: jsonb('before'),
  after: jsonb('after'),
});

/** The period lock, one row (migration 0020): the books are closed on and before locked_until. */
export const periodLock = pgTable(
  'period_lock',
  {
    id: integer('id').primaryKey().default(1),
    lockedUntil: date('locked_until', { mode: 'string' }),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('period_lock_one_row', sql`${t.id} = 1`)],
);

// ---- period balances, kept by triggers (migration 0030) -----------------------------------------

export const ledgerMonthBalances = pgTable(
  'ledger_month_balances',
  {
    ledgerId: integer('ledger_id').notNull(),
    month: date('month').notNull(),
    shard: smallint('shard').notNull(),
    debit: money('debit').notNull(),
    credit: money('credit').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ledgerId, t.month, t.shard] })],
);

export const partyBalances = pgTable(
  'party_balances',
  { partyId: integer('party_id').notNull(), ledgerId: integer('ledger_id').notNull(), debit: money('debit').notNull(), credit: money('credit').notNull() },
  (t) => [primaryKey({ columns: [t.partyId, t.ledgerId] })],
);

export const modelStockTotals = pgTable(
  'model_stock_totals',
  { modelId: integer('model_id').notNull(), sourceType: text('source_type').notNull(), qty: qty('qty').notNull(), value: money('value').notNull() },
  (t) => [primaryKey({ columns: [t.modelId, t.sourceType] })],
);

// ---- chart of accounts -------------------------------------------------------------------------

/** Top groups: Assets, Liabilities, Equity, Income, Expenses. `nature` decides the normal side. */
export const accGroups = pgTable('acc_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  nature: text('nature').notNull(),
});

export const accMains = pgTable('acc_mains', {
  id: serial('id').primaryKey(),
  gId: integer('g_id')
    .notNull()
    .references(() => accGroups.id),
  name: text('name').notNull(),
});

export const accSubs = pgTable('acc_subs', {
  id: serial('id').primaryKey(),
  mId: integer('m_id')
    .notNull()
    .references(() => accMains.id),
  name: text('name').notNull(),
});

export const ledgers = pgTable('ledgers', {
  id: serial('id').primaryKey(),
  mId: integer('m_id')
    .notNull()
    .references(() => accMains.id),
  sId: integer('s_id')
    .notNull()
    .references(() => accSubs.id),
  name: text('name').notNull(),
  amount: money('amount').notNull().default('0'),
  openDate: date('open_date', { mode: 'string' }),
  tagCus: smallint('tag_cus').notNull().default(0),
  tagSupp: smallint('tag_supp').notNull().default(0),
  /** Set on the ledgers that documents post to; such a ledger cannot be deleted or regrouped. */
  systemRole: text('system_role').unique(),
});

// ---- catalogue ---------------------------------------------------------------------------------

export const productGroups = pgTable('product_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const productBrands = pgTable('product_brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  gId: integer('g_id').references(() => productGroups.id),
  createdAt: createdAt(),
});

export const productCategories = pgTable('product_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  gId: integer('g_id').references(() => productGroups.id),
  bId: integer('b_id').references(() => productBrands.id),
  createdAt: createdAt(),
  /** VAT (migration 0051): the category's VAT and SD rates in basis points (null: the company's default), or exempt. */
  vatBp: integer('vat_bp'),
  sdBp: integer('sd_bp'),
  vatExempt: boolean('vat_exempt').notNull().default(false),
});

export const productModels = pgTable(
  'product_models',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    gId: integer('g_id').references(() => productGroups.id),
    bId: integer('b_id').references(() => productBrands.id),
    cId: integer('c_id').references(() => productCategories.id),
    proCode: text('pro_code').notNull().default(''),
    unitType: text('unit_type').notNull().default('pcs'),
    openQty: qty('open_qty').notNull().default('0'),
    openRate: money('open_rate').notNull().default('0'),
    srlAvl: smallint('srl_avl').notNull().default(0),
    proStatus: smallint('pro_status').notNull().default(1),
    warranty: text('warranty').notNull().default(''),
    /** Migration 0120: the warranty in months, read from the text unless set; null: not known, 0: none. */
    warrantyMonths: integer('warranty_months'),
    /** The price a bill line takes by default, and the least it may be sold at (migration 0053). */
    salePrice: money('sale_price').notNull().default('0'),
    minPrice: money('min_price'),
    createdAt: createdAt(),
    /** VAT (migration 0051): the model's own rates and exemption; null takes its category's. */
    vatBp: integer('vat_bp'),
    sdBp: integer('sd_bp'),
    vatExempt: boolean('vat_exempt'),
    /** Migration 0125: a non-stock service (no stock, serials or cost; its sale is Service Income). */
    service: boolean('service').notNull().default(false),
  },
  (t) => [index('product_models_cat_idx').on(t.cId, t.gId, t.bId)],
);

// ---- parties and banks -------------------------------------------------------------------------

/** Customers (type 1), suppliers (2) and both (3). `amount` is the opening balance. */
export const parties = pgTable('parties', {
  id: serial('id').primaryKey(),
  type: smallint('type').notNull(),
  name: text('name').notNull(),
  phone: text('phone').notNull().default(''),
  mobile: text('mobile').notNull().default(''),
  contactPerson: text('contact_person').notNull().default(''),
  address: text('address').notNull().default(''),
  zone: text('zone').notNull().default(''),
  amount: money('amount').notNull().default('0'),
  createdBy: integer('created_by'),
  createdAt: createdAt(),
  /** The date of the opening amount, and of its voucher (migration 0046; today in Dhaka by default). */
  openingDate: date('opening_date', { mode: 'string' })
    .notNull()
    .default(sql`((now() at time zone 'Asia/Dhaka')::date)`),
  /** A customer's credit limit in taka and credit days (migration 0055); null: no limit. */
  creditLimit: money('credit_limit'),
  creditDays: integer('credit_days'),
  /** VAT (migration 0051): the party's BIN (13 digits) and NID. */
  bin: text('bin'),
  nid: text('nid'),
  /** Messages (migration 0110): the email address, whether the customer takes SMS and email, and in which language ('en' or 'bn'). */
  email: text('email').notNull().default(''),
  msgSms: boolean('msg_sms').notNull().default(true),
  msgEmail: boolean('msg_email').notNull().default(true),
  msgLang: text('msg_lang').notNull().default('en'),
  /** VAT (migration 0100): a customer that deducts VAT at source (a VDS entity); an admin marks it. */
  vdsEntity: boolean('vds_entity').notNull().default(false),
});

export const banks = pgTable('banks', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  branch: text('branch').notNull().default(''),
  createdAt: createdAt(),
  /** Migration 0042: the bank's account number and its own ledger under Bank Accounts. */
  accountNo: text('account_no').notNull().default(''),
  ledgerId: integer('ledger_id').references(() => ledgers.id),
  /** Migration 0049: a bank, or a bKash, Nagad or Rocket account with its wallet number. */
  kind: text('kind').notNull().default('bank'),
  walletNo: text('wallet_no').notNull().default(''),
});

/** Collections (coll_pay_type 2) and payments (1); `sale_id` when taken on a sale bill. */
export const collPay = pgTable('coll_pay', {
  id: serial('id').primaryKey(),
  invNo: text('inv_no').notNull(),
  suppId: integer('supp_id')
    .notNull()
    .references(() => parties.id),
  preDue: money('pre_due').notNull().default('0'),
  vcNo: text('vc_no').notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  rmks: text('rmks').notNull().default(''),
  collPayType: smallint('coll_pay_type').notNull(),
  cashBankType: text('cash_bank_type').notNull(),
  amount: money('amount').notNull(),
  outstnd: money('outstnd').notNull().default('0'),
  bankId: integer('bank_id').references(() => banks.id),
  chqNo: text('chq_no'),
  chqDate: date('chq_date', { mode: 'string' }),
  saleId: integer('sale_id'),
  createdBy: integer('created_by'),
  createdAt: createdAt(),
  /** A mobile-money transaction ID (migration 0049), used once per account. */
  txnId: text('txn_id'),
  /** VAT deducted at source by a VDS customer on this collection, and its certificate's (Mushak 6.6) number (migration 0100). */
  vdsVat: money('vds_vat').notNull().default('0'),
  vdsCertNo: text('vds_cert_no'),
});

// ---- the two ledgers ---------------------------------------------------------------------------

/** The general ledger: every amount of money. Written only by src/server/ledger. */
export const voucherLines = pgTable(
  'voucher_lines',
  {
    id: serial('id').primaryKey(),
    vcNo: text('vc_no').notNull(),
    vcType: smallint('vc_type').notNull(),
    vcDate: date('vc_date', { mode: 'string' }).notNull(),
    ledgerId: integer('ledger_id')
      .notNull()
      .references(() => ledgers.id),
    partyId: integer('party_id'),
    accType: smallint('acc_type'),
    debit: money('debit').notNull().default('0'),
    credit: money('credit').notNull().default('0'),
    narr: text('narr').notNull().default(''),
    bankId: integer('bank_id'),
    chqNo: text('chq_no'),
    chqDate: date('chq_date', { mode: 'string' }),
    active: smallint('active').notNull().default(0),
    postStatus: smallint('post_status').notNull().default(1),
    sourceType: text('source_type'),
    sourceId: integer('source_id'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('voucher_lines_vc_no_idx').on(t.vcNo),
    index('voucher_lines_ledger_date_idx').on(t.ledgerId, t.vcDate),
    index('voucher_lines_party_idx').on(t.partyId, t.vcDate),
    index('voucher_lines_source_idx').on(t.sourceType, t.sourceId),
    index('voucher_lines_date_idx').on(t.vcDate),
    check('voucher_lines_amounts_check', sql`${t.debit} >= 0 and ${t.credit} >= 0 and (${t.debit} = 0 or ${t.credit} = 0)`),
  ],
);

/** The stock ledger: every quantity of stock. Written only by src/server/stock. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => productModels.id),
    mvDate: date('mv_date', { mode: 'string' }).notNull(),
    qty: qty('qty').notNull(),
    unitCost: numeric('unit_cost', { precision: 18, scale: 4 }).notNull(),
    value: money('value').notNull(),
    sourceType: text('source_type').notNull(),
    sourceId: integer('source_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stock_movements_model_date_idx').on(t.modelId, t.mvDate), index('stock_movements_source_idx').on(t.sourceType, t.sourceId)],
);

/** Running quantity, value and moving-average rate per model; updated with each movement under a row lock. */
export const modelStock = pgTable(
  'model_stock',
  {
    modelId: integer('model_id')
      .primaryKey()
      .references(() => productModels.id),
    qty: qty('qty').notNull().default('0'),
    value: money('value').notNull().default('0'),
    avgRate: numeric('avg_rate', { precision: 18, scale: 4 }).notNull().default('0'),
    /** The latest date the model has a movement on, or later (migration 0044): kept by the stock writer. */
    lastMvDate: date('last_mv_date', { mode: 'string' }),
  },
  (t) => [check('model_stock_qty_check', sql`${t.qty} >= 0`)],
);

/** A serial number: one model, unique within it, in one state at a time. */
export const serials = pgTable(
  'serials',
  {
    id: serial('id').primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => productModels.id),
    slNo: text('sl_no').notNull(),
    /** 1 in stock, 2 sold, 3 returned to supplier. */
    status: smallint('status').notNull().default(1),
    /** 2 entered by a purchase, 1 an opening serial. */
    type: smallint('type').notNull().default(2),
    inSourceType: text('in_source_type').notNull(),
    inSourceId: integer('in_source_id').notNull(),
    outSourceType: text('out_source_type'),
    outSourceId: integer('out_source_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('serials_model_sl_no_key').on(t.modelId, t.slNo),
    index('serials_sl_no_idx').on(t.slNo),
    index('serials_in_source_idx').on(t.inSourceType, t.inSourceId),
    check('serials_status_check', sql`${t.status} in (1,2,3)`),
  ],
);

/** A mark left by migration 0044 until the server has re-costed every model in date order (stock/recost.ts). */
export const stockRecostPending = pgTable('stock_recost_pending', {
  since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
});

// ---- construction module (its own chart; ledger 1 is petty cash) --------------------------------

export const projectAccGroups = pgTable('project_acc_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** asset, liability, equity, income or expense (migration 0047): what the reports read it as. */
  nature: text('nature').notNull().default('asset'),
});

export const projectAccMains = pgTable('project_acc_mains', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  projectGId: integer('project_g_id')
    .notNull()
    .references(() => projectAccGroups.id),
});

export const projectAccSubs = pgTable('project_acc_subs', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  projectMainId: integer('project_main_id')
    .notNull()
    .references(() => projectAccMains.id),
});

export const projectLedgers = pgTable('project_ledgers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  projectAccMainId: integer('project_acc_main_id')
    .notNull()
    .references(() => projectAccMains.id),
  projectAccSubId: integer('project_acc_sub_id')
    .notNull()
    .references(() => projectAccSubs.id),
  projectId: integer('project_id'),
  amount: money('amount').notNull().default('0'),
  openDate: date('open_date', { mode: 'string' }),
  phone: text('phone').notNull().default(''),
  address: text('address').notNull().default(''),
});

// ---- purchases and purchase returns (migration 0005) --------------------------------------------

/** A purchase; its movements, serials and voucher lines carry source 'purchase' and its id. */
export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    puNo: text('pu_no').notNull(),
    jvNo: text('jv_no').notNull().default(''),
    /** The cash payment voucher of the amount paid on the spot, when there is one. */
    payVcNo: text('pay_vc_no'),
    puDate: date('pu_date', { mode: 'string' }).notNull(),
    suppId: integer('supp_id')
      .notNull()
      .references(() => parties.id),
    suppInv: text('supp_inv').notNull(),
    total: money('total').notNull().default('0'),
    paid: money('paid').notNull().default('0'),
    prevDue: money('prev_due').notNull().default('0'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /** VAT (migrations 0051, 0059): the input VAT paid, the part of it in the goods' cost, and the supplier's Mushak number. */
    inputVat: money('input_vat').notNull().default('0'),
    vatInCost: money('vat_in_cost').notNull().default('0'),
    suppMushakNo: text('supp_mushak_no').notNull().default(''),
    /** The supplier's BIN as on its challan (blank: the party's), and the SD of the lines (migration 0091). */
    suppBin: text('supp_bin').notNull().default(''),
    sd: money('sd').notNull().default('0'),
  },
  (t) => [uniqueIndex('purchases_pu_no_key').on(t.puNo), index('purchases_supp_idx').on(t.suppId, t.puDate), index('purchases_date_idx').on(t.puDate)],
);

export const purchaseItems = pgTable(
  'purchase_items',
  {
    id: serial('id').primaryKey(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    mId: integer('m_id')
      .notNull()
      .references(() => productModels.id),
    qty: qty('qty').notNull(),
    unitPrice: money('unit_price').notNull(),
    total: money('total').notNull(),
    /**
     * VAT per line (migration 0091): the rate of the supplier's invoice (null on lines saved before
     * it), the SD, the VAT credited as input VAT and the VAT that went into the goods' cost.
     */
    vatBp: integer('vat_bp'),
    sd: money('sd').notNull().default('0'),
    inputVat: money('input_vat').notNull().default('0'),
    vatInCost: money('vat_in_cost').notNull().default('0'),
  },
  (t) => [index('purchase_items_purchase_idx').on(t.purchaseId), index('purchase_items_model_idx').on(t.mId)],
);

/** Which purchase line brought a serial in. */
export const purchaseItemSerials = pgTable(
  'purchase_item_serials',
  {
    serialId: integer('serial_id')
      .primaryKey()
      .references(() => serials.id, { onDelete: 'cascade' }),
    puItemId: integer('pu_item_id')
      .notNull()
      .references(() => purchaseItems.id, { onDelete: 'cascade' }),
  },
  (t) => [index('purchase_item_serials_item_idx').on(t.puItemId)],
);

/** A return to the supplier of goods of one purchase; `amount` is the supplier's due before it. */
export const purchaseReturns = pgTable(
  'purchase_returns',
  {
    id: serial('id').primaryKey(),
    returnNo: text('return_no').notNull(),
    jvNo: text('jv_no').notNull().default(''),
    returnDate: date('return_date', { mode: 'string' }).notNull(),
    suppId: integer('supp_id')
      .notNull()
      .references(() => parties.id),
    puNoId: integer('pu_no_id')
      .notNull()
      .references(() => purchases.id),
    rmks: text('rmks').notNull().default(''),
    total: money('total').notNull().default('0'),
    amount: money('amount').notNull().default('0'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /** VAT (migrations 0051, 0059): the input VAT returned, the part of it in the goods' cost, and the debit note. */
    inputVat: money('input_vat').notNull().default('0'),
    vatInCost: money('vat_in_cost').notNull().default('0'),
    debitNoteNo: text('debit_note_no'),
  },
  (t) => [
    uniqueIndex('purchase_returns_return_no_key').on(t.returnNo),
    index('purchase_returns_supp_idx').on(t.suppId, t.returnDate),
    index('purchase_returns_purchase_idx').on(t.puNoId),
  ],
);

/** `pur_rate` is the moving-average cost per unit at which the goods left stock. */
export const purchaseReturnItems = pgTable(
  'purchase_return_items',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => purchaseReturns.id, { onDelete: 'cascade' }),
    puItemId: integer('pu_item_id')
      .notNull()
      .references(() => purchaseItems.id),
    mId: integer('m_id')
      .notNull()
      .references(() => productModels.id),
    rQty: qty('r_qty').notNull(),
    rUnit: money('r_unit').notNull(),
    total: money('total').notNull(),
    purRate: numeric('pur_rate', { precision: 18, scale: 4 }).notNull().default('0'),
    /** What the line takes back of its purchase line's input VAT and of its VAT and SD in cost (migration 0091). */
    inputVat: money('input_vat').notNull().default('0'),
    vatInCost: money('vat_in_cost').notNull().default('0'),
  },
  (t) => [uniqueIndex('purchase_return_items_line_key').on(t.returnId, t.puItemId), index('purchase_return_items_pu_item_idx').on(t.puItemId)],
);

export const purchaseReturnSerials = pgTable(
  'purchase_return_serials',
  {
    serialId: integer('serial_id')
      .primaryKey()
      .references(() => serials.id),
    returnItemId: integer('return_item_id')
      .notNull()
      .references(() => purchaseReturnItems.id, { onDelete: 'cascade' }),
  },
  (t) => [index('purchase_return_serials_item_idx').on(t.returnItemId)],
);

// ---- sales, sales returns, quotations --------------------------------------------------------

/** A sales bill. Its voucher (jv_no) and stock movements carry source 'sale' and its id. */
export const sales = pgTable('sales', {
  id: serial('id').primaryKey(),
  jvNo: text('jv_no').notNull().default(''),
  invNo: text('inv_no').notNull().unique(),
  invDate: date('inv_date', { mode: 'string' }).notNull(),
  cusId: integer('cus_id')
    .notNull()
    .references(() => parties.id),
  subTotal: money('sub_total').notNull(),
  invDisc: money('inv_disc').notNull().default('0'),
  grandTotal: money('grand_total').notNull(),
  collect: money('collect').notNull().default('0'),
  /** The customer's due before this bill. */
  prevDue: money('prev_due').notNull().default('0'),
  rmks: text('rmks').notNull().default(''),
  createdBy: integer('created_by'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
  /** The quotation the bill was made from (migration 0053; one bill per quotation). */
  quotationId: integer('quotation_id'),
  /** VAT (migration 0051): the bill's VAT and SD, whether its prices include VAT, its Mushak number and when it was issued. */
  vat: money('vat').notNull().default('0'),
  sd: money('sd').notNull().default('0'),
  vatInclusive: boolean('vat_inclusive').notNull().default(false),
  mushakNo: text('mushak_no'),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A line of a bill; pur_rate/pur_total are the cost at which its goods left stock. */
export const salesItems = pgTable('sales_items', {
  id: serial('id').primaryKey(),
  saleId: integer('sale_id')
    .notNull()
    .references(() => sales.id, { onDelete: 'cascade' }),
  mId: integer('m_id')
    .notNull()
    .references(() => productModels.id),
  qty: qty('qty').notNull(),
  unitPrice: money('unit_price').notNull(),
  total: money('total').notNull(),
  purRate: numeric('pur_rate', { precision: 18, scale: 4 }).notNull().default('0'),
  purTotal: money('pur_total').notNull().default('0'),
  warranty: text('warranty').notNull().default(''),
  /** Migration 0120: the model's warranty in months when the line was written. */
  warrantyMonths: integer('warranty_months'),
  /** Migration 0051: the line's share of the bill discount, its VAT and SD rates (basis points), exemption and reason, SD, VAT and net. */
  disc: money('disc').notNull().default('0'),
  vatBp: integer('vat_bp').notNull().default(0),
  sdBp: integer('sd_bp').notNull().default(0),
  vatExempt: boolean('vat_exempt').notNull().default(false),
  sd: money('sd').notNull().default('0'),
  vat: money('vat').notNull().default('0'),
  vatReason: text('vat_reason').notNull().default(''),
  net: money('net').notNull().default('0'),
});

/** The serials a bill line sold. */
export const salesItemSerials = pgTable('sales_item_serials', {
  id: serial('id').primaryKey(),
  saleItemId: integer('sale_item_id')
    .notNull()
    .references(() => salesItems.id, { onDelete: 'cascade' }),
  srlId: integer('srl_id')
    .notNull()
    .references(() => serials.id),
});

export const salesReturns = pgTable('sales_returns', {
  id: serial('id').primaryKey(),
  jvNo: text('jv_no').notNull().default(''),
  returnNo: text('return_no').notNull().unique(),
  returnDate: date('return_date', { mode: 'string' }).notNull(),
  cussId: integer('cuss_id')
    .notNull()
    .references(() => parties.id),
  invNoId: integer('inv_no_id')
    .notNull()
    .references(() => sales.id),
  rmks: text('rmks').notNull().default(''),
  total: money('total').notNull(),
  /** The bill discount this return reversed (migration 0043): the customer is credited total − disc. */
  disc: money('disc').notNull().default('0'),
  prevDue: money('prev_due').notNull().default('0'),
  createdBy: integer('created_by'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
  /** VAT (migration 0051): the return's SD and VAT and its credit note. */
  sd: money('sd').notNull().default('0'),
  vat: money('vat').notNull().default('0'),
  creditNoteNo: text('credit_note_no'),
});

/** A returned line; pur_rate is the cost the goods left with on the sale, at which they come back. */
export const salesReturnItems = pgTable('sales_return_items', {
  id: serial('id').primaryKey(),
  returnId: integer('return_id')
    .notNull()
    .references(() => salesReturns.id, { onDelete: 'cascade' }),
  invItemId: integer('inv_item_id')
    .notNull()
    .references(() => salesItems.id),
  mId: integer('m_id')
    .notNull()
    .references(() => productModels.id),
  rQty: qty('r_qty').notNull(),
  rUnit: money('r_unit').notNull(),
  total: money('total').notNull(),
  purRate: numeric('pur_rate', { precision: 18, scale: 4 }).notNull().default('0'),
  /** A price allowance (issue 40, migration 0101): no quantity back and no stock moved; its value, SD and VAT reversed. */
  allowance: boolean('allowance').notNull().default(false),
  purTotal: money('pur_total').notNull().default('0'),
  /** This line's share of the bill discount, reversed (migration 0043). */
  disc: money('disc').notNull().default('0'),
  /** VAT (migration 0051): the returned share of the line's net, SD and VAT. */
  net: money('net').notNull().default('0'),
  sd: money('sd').notNull().default('0'),
  vat: money('vat').notNull().default('0'),
});

export const salesReturnItemSerials = pgTable('sales_return_item_serials', {
  id: serial('id').primaryKey(),
  rInvItemId: integer('r_inv_item_id')
    .notNull()
    .references(() => salesReturnItems.id, { onDelete: 'cascade' }),
  srlId: integer('srl_id')
    .notNull()
    .references(() => serials.id),
});

/** A price offer: moves no stock and posts nothing. */
export const quotations = pgTable('quotations', {
  id: serial('id').primaryKey(),
  quotationNo: text('quotation_no').notNull().unique(),
  quotationDate: date('quotation_date', { mode: 'string' }).notNull(),
  customerId: integer('customer_id').references(() => parties.id),
  total: money('total').notNull().default('0'),
  createdBy: integer('created_by'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
  /** VAT (migration 0060): whether the quotation states VAT, whether its prices include it, and its SD and VAT. */
  vatQuoted: boolean('vat_quoted').notNull().default(false),
  vatInclusive: boolean('vat_inclusive').notNull().default(false),
  sd: money('sd').notNull().default('0'),
  vat: money('vat').notNull().default('0'),
});

export const quotationItems = pgTable('quotation_items', {
  id: serial('id').primaryKey(),
  quotationId: integer('quotation_id')
    .notNull()
    .references(() => quotations.id, { onDelete: 'cascade' }),
  mId: integer('m_id')
    .notNull()
    .references(() => productModels.id),
  qty: qty('qty').notNull(),
  unitPrice: money('unit_price').notNull(),
  total: money('total').notNull(),
  warranty: text('warranty').notNull().default(''),
  serials: jsonb('serials').$type<{ srl_id: number; sl_no: string }[]>().notNull().default([]),
  /** VAT (migration 0060): the line's rates in basis points, exemption, net, SD and VAT. */
  vatBp: integer('vat_bp').notNull().default(0),
  sdBp: integer('sd_bp').notNull().default(0),
  vatExempt: boolean('vat_exempt').notNull().default(false),
  net: money('net').notNull().default('0'),
  sd: money('sd').notNull().default('0'),
  vat: money('vat').notNull().default('0'),
});

// ---- construction module, part 1 (migration 0008) -----------------------------------------------

/** A construction project. `profit_loss` and `investment` are stored when it is marked completed. */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    workId: text('work_id').notNull(),
    projectName: text('project_name').notNull(),
    place: text('place').notNull(),
    workAmount: money('work_amount').notNull().default('0'),
    securityMoney: money('security_money').notNull().default('0'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    organization: text('organization').notNull().default(''),
    qoutation: text('qoutation').notNull().default(''),
    remarks: text('remarks').notNull().default(''),
    /** start, in_progress, completed, cancelled. */
    status: text('status').notNull().default('start'),
    profitLoss: money('profit_loss').notNull().default('0'),
    investment: money('investment').notNull().default('0'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('projects_work_id_key').on(sql`lower(${t.workId})`),
    check('projects_work_id_check', sql`length(${t.workId}) between 1 and 8`),
    check('projects_status_check', sql`${t.status} in ('start','in_progress','completed','cancelled')`),
  ],
);

/** The construction books: every amount of the construction side. Written only by src/server/ledger/projectLedger.ts. */
export const projectVoucherLines = pgTable(
  'project_voucher_lines',
  {
    id: serial('id').primaryKey(),
    projectVcNo: text('project_vc_no').notNull(),
    /** 1 JV, 2 CP, 3 BP, 4 CR, 5 BR, 6 CN. */
    projectVcType: smallint('project_vc_type').notNull(),
    projectVcDate: date('project_vc_date', { mode: 'string' }).notNull(),
    projectLedgerId: integer('project_ledger_id')
      .notNull()
      .references(() => projectLedgers.id),
    projectId: integer('project_id').references(() => projects.id),
    inx: integer('inx').notNull().default(0),
    debit: money('debit').notNull().default('0'),
    credit: money('credit').notNull().default('0'),
    remarks: text('remarks').notNull().default(''),
    details: text('details').notNull().default(''),
    chequeNo: text('cheque_no'),
    chequeDate: date('cheque_date', { mode: 'string' }),
    /** 1 on the lines a project bill's items made, 0 otherwise. */
    type: smallint('type').notNull().default(0),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('project_voucher_lines_vc_no_idx').on(t.projectVcNo),
    index('project_voucher_lines_ledger_date_idx').on(t.projectLedgerId, t.projectVcDate),
    index('project_voucher_lines_project_idx').on(t.projectId),
    index('project_voucher_lines_date_idx').on(t.projectVcDate),
    check('project_voucher_lines_type_check', sql`${t.projectVcType} between 1 and 6 and ${t.type} in (0, 1)`),
    check('project_voucher_lines_amounts_check', sql`${t.debit} >= 0 and ${t.credit} >= 0 and (${t.debit} = 0 or ${t.credit} = 0)`),
  ],
);

/** A project bill: the To ledger and items of a project voucher (vc_no) of type 2 (payment) or 4 (received). */
export const projectBills = pgTable(
  'project_bills',
  {
    id: serial('id').primaryKey(),
    vcNo: text('vc_no').notNull(),
    vcType: smallint('vc_type').notNull().default(2),
    vcDate: date('vc_date', { mode: 'string' }).notNull(),
    ledgerId: integer('ledger_id')
      .notNull()
      .references(() => projectLedgers.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('project_bills_vc_no_key').on(t.vcNo),
    index('project_bills_project_idx').on(t.projectId),
    check('project_bills_vc_type_check', sql`${t.vcType} in (2, 4)`),
  ],
);

export const projectBillItems = pgTable(
  'project_bill_items',
  {
    id: serial('id').primaryKey(),
    billId: integer('bill_id')
      .notNull()
      .references(() => projectBills.id, { onDelete: 'cascade' }),
    inx: integer('inx').notNull().default(0),
    description: text('description').notNull(),
    amount: money('amount').notNull(),
    /** The item's expense (or income) head; the bill's To ledger unless the item names another. */
    ledgerId: integer('ledger_id')
      .notNull()
      .references(() => projectLedgers.id),
  },
  (t) => [index('project_bill_items_bill_idx').on(t.billId), check('project_bill_items_amount_check', sql`${t.amount} > 0`)],
);

// ---- stock adjustments (migration 0009) ---------------------------------------------------------

/** A stock adjustment; its movements and voucher lines carry source 'adjustment' and its id. */
export const adjustments = pgTable(
  'adjustments',
  {
    id: serial('id').primaryKey(),
    adjNo: text('adj_no').notNull(),
    adjDate: date('adj_date', { mode: 'string' }).notNull(),
    remarks: text('remarks').notNull().default(''),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('adjustments_adj_no_key').on(t.adjNo), index('adjustments_date_idx').on(t.adjDate, t.id)],
);

/** A line: `price` is the model's average rate when saved, `total_cost` the value moved at it. */
export const adjustmentItems = pgTable(
  'adjustment_items',
  {
    id: serial('id').primaryKey(),
    adjustmentId: integer('adjustment_id')
      .notNull()
      .references(() => adjustments.id, { onDelete: 'cascade' }),
    mId: integer('m_id')
      .notNull()
      .references(() => productModels.id),
    adjQty: qty('adj_qty').notNull(),
    /** 'addition' or 'subtraction'. */
    adjType: text('adj_type').notNull(),
    price: numeric('price', { precision: 18, scale: 4 }).notNull().default('0'),
    totalCost: money('total_cost').notNull().default('0'),
    remarks: text('remarks').notNull().default(''),
  },
  (t) => [
    index('adjustment_items_adjustment_idx').on(t.adjustmentId),
    index('adjustment_items_model_idx').on(t.mId),
    check('adjustment_items_qty_check', sql`${t.adjQty} > 0 and ${t.price} >= 0 and ${t.totalCost} >= 0`),
    check('adjustment_items_type_check', sql`${t.adjType} in ('addition', 'subtraction')`),
  ],
);

// ---- construction module, part 2 (migration 0010) -----------------------------------------------

/** The columns of a construction contact with its own ledger (investors and suppliers). */
const contactWithLedgerColumns = () => ({
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  contactInfo: text('contact_info').notNull().default(''),
  ledgerId: integer('ledger_id')
    .notNull()
    .references(() => projectLedgers.id),
  createdBy: integer('created_by'),
  createdAt: createdAt(),
});

/** An investor; `ledger_id` is its account in the construction books, opened with it. */
export const investors = pgTable('investors', contactWithLedgerColumns(), (t) => [
  uniqueIndex('investors_name_key').on(sql`lower(${t.name})`),
  uniqueIndex('investors_ledger_key').on(t.ledgerId),
]);

/** An investor's contribution to a project: the share in which its profit/loss and expenses are split. */
export const projectInvestors = pgTable(
  'project_investors',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    investorId: integer('investor_id')
      .notNull()
      .references(() => investors.id),
    contributionAmount: money('contribution_amount').notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by'),
  },
  (t) => [
    uniqueIndex('project_investors_key').on(t.projectId, t.investorId),
    index('project_investors_investor_idx').on(t.investorId),
    check('project_investors_amount_check', sql`${t.contributionAmount} > 0`),
  ],
);

/** A construction supplier; its opening balance is the opening amount of its ledger (credit side). */
export const constructionSuppliers = pgTable('construction_suppliers', contactWithLedgerColumns(), (t) => [
  uniqueIndex('construction_suppliers_name_key').on(sql`lower(${t.name})`),
  uniqueIndex('construction_suppliers_ledger_key').on(t.ledgerId),
]);

/** A returnable transaction (money lent or borrowed, to be returned): a memo list, not posted. */
export const returnableTransactions = pgTable(
  'returnable_transactions',
  {
    id: serial('id').primaryKey(),
    description: text('description').notNull(),
    amount: money('amount').notNull(),
    /** 'receive' or 'payment'. */
    type: text('type').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    index('returnable_transactions_date_idx').on(t.date, t.id),
    check('returnable_transactions_check', sql`length(trim(${t.description})) > 0 and ${t.amount} > 0 and ${t.type} in ('receive', 'payment')`),
  ],
);

/** One row per sign-in (migration 0038): signing out ends it; no token is stored. */
export const userSessions = pgTable('user_sessions', {
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  address: text('address'),
  userAgent: text('user_agent'),
});

/** Idempotency keys of writes (migration 0040, http/idempotency.ts): bookkeeping, not audited. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    url: text('url').notNull(),
    bodyHash: text('body_hash').notNull(),
    owner: text('owner').notNull(),
    status: smallint('status'),
    contentType: text('content_type'),
    reply: text('reply'),
    createdAt: createdAt(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);

/** Rate limits and sign-in throttles shared by every server on the database (migration 0064, http/limits.ts): not audited. */
export const limitCounters = pgTable(
  'limit_counters',
  {
    key: text('key').notNull(),
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    n: integer('n').notNull(),
    expires: bigint('expires', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('limit_counters_expires_idx').on(t.expires)],
);

/** Settings an admin switches in the app, one row (migration 0039): whether plain users may take backups. */
export const appSettings = pgTable(
  'app_settings',
  {
    id: integer('id').primaryKey().default(1),
    usersMayBackup: boolean('users_may_backup').notNull().default(false),
    /** The first month of the fiscal year, 1 to 12 (migration 0045; 7: July to June). */
    fiscalYearStartMonth: smallint('fiscal_year_start_month').notNull().default(7),
    /** The daily backup into the server's backup folder: on or off, time of day (Dhaka, HH:MM), files kept, the day last claimed (migration 0057). */
    backupEnabled: boolean('backup_enabled').notNull().default(false),
    backupTime: text('backup_time').notNull().default('02:00'),
    backupKeep: integer('backup_keep').notNull().default(7),
    backupLastDate: date('backup_last_date', { mode: 'string' }),
    /** A price below a model's minimum: 'admin_only' (an admin may) or 'refuse' (migration 0053). */
    belowMinPrice: text('below_min_price').notNull().default('admin_only'),
    /** How amounts are grouped on screens and pages: 'lakh' (1,23,45,678.00) or 'western' (migration 0055). */
    numberGrouping: text('number_grouping').notNull().default('lakh'),
    /** A payment that would take cash in hand below zero: 'warn' or 'refuse' (migration 0090). */
    negativeCash: text('negative_cash').notNull().default('warn'),
    /** How dates show on screens and pages: 'dd/mm/yyyy', 'd-mmm-yyyy' or 'yyyy-mm-dd' (migration 0095). */
    dateFormat: text('date_format').notNull().default('dd/mm/yyyy'),
    /** The admin answered "VAT registered: yes or no" (the first-start checklist; migration 0096). */
    vatDecided: boolean('vat_decided').notNull().default(false),
    /** VAT (migration 0051): whether the company is registered, its BIN, the default rate in basis points, whether prices include VAT, and who signs the returns. */
    vatRegistered: boolean('vat_registered').notNull().default(false),
    bin: text('bin'),
    vatDefaultBp: integer('vat_default_bp').notNull().default(1500),
    vatPricesInclusive: boolean('vat_prices_inclusive').notNull().default(false),
    vatSignatoryName: text('vat_signatory_name').notNull().default(''),
    vatSignatoryDesignation: text('vat_signatory_designation').notNull().default(''),
  },
  (t) => [check('app_settings_one_row', sql`${t.id} = 1`)],
);

/** An admin's approval of a bill above its customer's credit limit (migration 0055). */
export const creditLimitApprovals = pgTable('credit_limit_approvals', {
  id: serial('id').primaryKey(),
  saleId: integer('sale_id').notNull(),
  partyId: integer('party_id').notNull(),
  due: money('due').notNull(),
  creditLimit: money('credit_limit').notNull(),
  excess: money('excess').notNull(),
  approvedBy: integer('approved_by').notNull(),
  requestedBy: integer('requested_by'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

/** Approvals of a bill over the credit limit or below a minimum price (migration 0063), each bound to one request and used once. */
export const saleApprovals = pgTable('sale_approvals', {
  id: serial('id').primaryKey(),
  requestHash: text('request_hash').notNull(),
  partyId: integer('party_id'),
  amount: money('amount').notNull(),
  reason: text('reason').notNull(),
  requestedBy: integer('requested_by').notNull(),
  status: text('status').notNull().default('pending'),
  via: text('via'),
  decidedBy: integer('decided_by'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** One-time approval codes an admin's screen shows (migration 0063): only a keyed hash of each is kept. */
export const approvalCodes = pgTable('approval_codes', {
  id: serial('id').primaryKey(),
  adminId: integer('admin_id').notNull(),
  codeHash: text('code_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  usedBy: integer('used_by'),
});

/** Fiscal years closed (migration 0045): the closing voucher, the net profit it moved, the lock before. */
export const yearClosings = pgTable('year_closings', {
  id: serial('id').primaryKey(),
  fyStart: date('fy_start', { mode: 'string' }).notNull().unique(),
  fyEnd: date('fy_end', { mode: 'string' }).notNull(),
  closed: boolean('closed').notNull().default(true),
  vcNo: text('vc_no'),
  netProfit: money('net_profit').notNull().default('0'),
  previousLockedUntil: date('previous_locked_until', { mode: 'string' }),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  closedBy: integer('closed_by'),
  reopenedAt: timestamp('reopened_at', { withTimezone: true }),
  reopenedBy: integer('reopened_by'),
});

/** Units of measure that say whether they take fractions (migration 0043); a unit not here is whole. */
export const units = pgTable('units', {
  name: text('name').primaryKey(),
  allowsFraction: boolean('allows_fraction').notNull().default(false),
});

// ---- cheques and bank reconciliation (migrations 0048, 0049, 0052) --------------------------------

/** A cheque received or issued, with its state (ledger/cheques.ts, ledger/chequeMoves.ts). */
export const cheques = pgTable('cheques', {
  id: serial('id').primaryKey(),
  /** 'received' or 'issued'. */
  direction: text('direction').notNull(),
  state: text('state').notNull(),
  /** Made by the upgrade from a cheque collected or paid before cheques had states. */
  legacy: boolean('legacy').notNull().default(false),
  /** Null for a voucher's cheque on a ledger (migration 0052: counter_ledger_id). */
  partyId: integer('party_id').references(() => parties.id),
  amount: money('amount').notNull(),
  chqNo: text('chq_no').notNull().default(''),
  chqDate: date('chq_date', { mode: 'string' }),
  drawnOn: text('drawn_on').notNull().default(''),
  bankId: integer('bank_id').references(() => banks.id),
  receivedDate: date('received_date', { mode: 'string' }).notNull(),
  depositedDate: date('deposited_date', { mode: 'string' }),
  clearedDate: date('cleared_date', { mode: 'string' }),
  bouncedDate: date('bounced_date', { mode: 'string' }),
  returnedDate: date('returned_date', { mode: 'string' }),
  cancelledDate: date('cancelled_date', { mode: 'string' }),
  bounceCharge: money('bounce_charge').notNull().default('0'),
  chargeToParty: boolean('charge_to_party').notNull().default(false),
  sourceType: text('source_type'),
  sourceId: integer('source_id'),
  vcNo: text('vc_no'),
  createdBy: integer('created_by'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
  counterLedgerId: integer('counter_ledger_id').references(() => ledgers.id),
});

/** Each state of a cheque from its first (received or issued), dated, with its voucher (migration 0080:
 * its bank and a bounce's charge): the state on a past day is the last event on or before it. */
export const chequeEvents = pgTable('cheque_events', {
  id: serial('id').primaryKey(),
  chequeId: integer('cheque_id')
    .notNull()
    .references(() => cheques.id, { onDelete: 'cascade' }),
  state: text('state').notNull(),
  eventDate: date('event_date', { mode: 'string' }).notNull(),
  vcNo: text('vc_no'),
  note: text('note').notNull().default(''),
  createdBy: integer('created_by'),
  createdAt: createdAt(),
  bankId: integer('bank_id').references(() => banks.id),
  charge: money('charge').notNull().default('0'),
});

/** A bank statement reconciled: the bank, the statement's date and closing balance. */
export const bankReconciliations = pgTable('bank_reconciliations', {
  id: serial('id').primaryKey(),
  bankId: integer('bank_id')
    .notNull()
    .references(() => banks.id),
  statementDate: date('statement_date', { mode: 'string' }).notNull(),
  closingBalance: money('closing_balance').notNull(),
  note: text('note').notNull().default(''),
  createdBy: integer('created_by'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
});

/** A line of a reconciled statement, and the cheque or ledger line it was matched to. */
export const bankStatementLines = pgTable('bank_statement_lines', {
  id: serial('id').primaryKey(),
  reconId: integer('recon_id')
    .notNull()
    .references(() => bankReconciliations.id, { onDelete: 'cascade' }),
  lineNo: integer('line_no').notNull(),
  txnDate: date('txn_date', { mode: 'string' }).notNull(),
  description: text('description').notNull().default(''),
  chqNo: text('chq_no').notNull().default(''),
  debit: money('debit').notNull().default('0'),
  credit: money('credit').notNull().default('0'),
  balance: money('balance'),
  matchedChequeId: integer('matched_cheque_id').references(() => cheques.id, { onDelete: 'set null' }),
  matchedLineId: integer('matched_line_id').references(() => voucherLines.id, { onDelete: 'set null' }),
});

/** The bank's date of a line of a bank's ledger, once cleared. */
export const bankClearances = pgTable('bank_clearances', {
  voucherLineId: integer('voucher_line_id')
    .primaryKey()
    .references(() => voucherLines.id, { onDelete: 'cascade' }),
  bankDate: date('bank_date', { mode: 'string' }).notNull(),
  reconId: integer('recon_id').references(() => bankReconciliations.id, { onDelete: 'set null' }),
  createdBy: integer('created_by'),
  createdAt: createdAt(),
});

/** The outbox of messages to customers (migration 0110, features/messages): one row a message, sent by the worker. */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    template: text('template').notNull(),
    lang: text('lang').notNull().default('en'),
    partyId: integer('party_id').references(() => parties.id, { onDelete: 'set null' }),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body'),
    docKind: text('doc_kind'),
    docId: integer('doc_id'),
    attachPdf: boolean('attach_pdf').notNull().default(false),
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    providerReply: text('provider_reply'),
    error: text('error'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('messages_list_idx').on(t.createdAt, t.id), index('messages_party_idx').on(t.partyId, t.template, t.createdAt)],
);

/** The message channels and templates (migration 0110), one row; smtp_pass and sms_key are encrypted. */
export const messageSettings = pgTable(
  'message_settings',
  {
    id: integer('id').primaryKey().default(1),
    emailEnabled: boolean('email_enabled').notNull().default(false),
    smtpHost: text('smtp_host').notNull().default(''),
    smtpPort: integer('smtp_port').notNull().default(587),
    smtpTls: text('smtp_tls').notNull().default('starttls'),
    smtpUser: text('smtp_user').notNull().default(''),
    smtpPass: text('smtp_pass'),
    smtpFrom: text('smtp_from').notNull().default(''),
    smsEnabled: boolean('sms_enabled').notNull().default(false),
    smsShape: text('sms_shape').notNull().default('get'),
    smsUrl: text('sms_url').notNull().default(''),
    smsKey: text('sms_key'),
    smsSender: text('sms_sender').notNull().default(''),
    smsParams: text('sms_params').notNull(),
    emailDailyCap: integer('email_daily_cap').notNull().default(500),
    smsDailyCap: integer('sms_daily_cap').notNull().default(500),
    duesEnabled: boolean('dues_enabled').notNull().default(false),
    duesDays: integer('dues_days').notNull().default(30),
    chequeEnabled: boolean('cheque_enabled').notNull().default(false),
    remindersLastDate: date('reminders_last_date', { mode: 'string' }),
    templates: jsonb('templates').notNull().default({}),
    quietFrom: integer('quiet_from').notNull().default(21),
    quietTo: integer('quiet_to').notNull().default(9),
  },
  (t) => [
    check('message_settings_one_row', sql`${t.id} = 1`),
    check('message_settings_quiet_hours_check', sql`${t.quietFrom} between 0 and 23 and ${t.quietTo} between 0 and 23`),
  ],
);

// ---- warranty claims (migration 0120) -----------------------------------------------------------

/** A challan sending claimed units to one supplier or service centre. */
export const rmaChallans = pgTable('rma_challans', {
  id: serial('id').primaryKey(),
  rmaNo: text('rma_no').notNull().unique(),
  rmaDate: date('rma_date', { mode: 'string' }).notNull(),
  supplierId: integer('supplier_id')
    .notNull()
    .references(() => parties.id),
  note: text('note').notNull().default(''),
  createdBy: integer('created_by'),
  createdAt: createdAt(),
});

/** A claim (service job) on one sold serial, and its trip to the supplier and back. */
export const warrantyClaims = pgTable(
  'warranty_claims',
  {
    id: serial('id').primaryKey(),
    claimNo: text('claim_no').notNull().unique(),
    claimDate: date('claim_date', { mode: 'string' }).notNull(),
    serialId: integer('serial_id')
      .notNull()
      .references(() => serials.id),
    mId: integer('m_id')
      .notNull()
      .references(() => productModels.id),
    saleId: integer('sale_id').references(() => sales.id),
    cusId: integer('cus_id').references(() => parties.id),
    contactName: text('contact_name').notNull().default(''),
    contactMobile: text('contact_mobile').notNull().default(''),
    problem: text('problem').notNull(),
    accessories: text('accessories').notNull().default(''),
    expectedDate: date('expected_date', { mode: 'string' }),
    inWarranty: boolean('in_warranty').notNull(),
    warrantyUntil: date('warranty_until', { mode: 'string' }),
    state: text('state').notNull().default('received'),
    supplierId: integer('supplier_id').references(() => parties.id),
    rmaId: integer('rma_id').references(() => rmaChallans.id),
    newSerialId: integer('new_serial_id').references(() => serials.id),
    swapSerialId: integer('swap_serial_id').references(() => serials.id),
    swapDate: date('swap_date', { mode: 'string' }),
    swapCost: money('swap_cost'),
    receivable: money('receivable'),
    creditAmount: money('credit_amount'),
    charge: money('charge').notNull().default('0'),
    /** Migration 0125: the bill of the charge (a service line), when there is one. */
    billId: integer('bill_id').references(() => sales.id),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('warranty_claims_serial_idx').on(t.serialId),
    index('warranty_claims_state_idx').on(t.state, t.claimDate),
    index('warranty_claims_rma_idx').on(t.rmaId),
    check('warranty_claims_state_check', sql`${t.state} in ('received', 'sent', 'repaired', 'replaced', 'rejected', 'credited', 'delivered')`),
  ],
);

/** Each step of a claim: its date, who did it, a note, and the voucher when it posted. */
export const warrantyClaimEvents = pgTable(
  'warranty_claim_events',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => warrantyClaims.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    vcNo: text('vc_no'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('warranty_claim_events_claim_idx').on(t.claimId)],
);

// Drizzle schema: the typed view of the tables for queries. The tables themselves are made by the
// reviewed SQL files in ./migrations (applied by ../migrate.ts); a new table goes in both.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
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
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('admin','user')`),
  ],
);

/** One row (id 1): the company on letterheads and in document numbers. */
export const company = pgTable('company', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull(),
  address: text('address').notNull().default(''),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
});

/** Document and voucher number series; a row is locked by the transaction that draws from it. */
export const counters = pgTable('counters', {
  key: text('key').primaryKey(),
  last: integer('last').notNull(),
});

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
    createdAt: createdAt(),
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
});

export const banks = pgTable('banks', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  branch: text('branch').notNull().default(''),
  createdAt: createdAt(),
});

/** Collections (coll_pay_type 2) and payments (1); `sale_id` when taken on a sale bill. */
export const collPay = pgTable('coll_pay', {
  id: serial('id').primaryKey(),
  invNo: text('inv_no').notNull(),
  suppId: integer('supp_id').notNull().references(() => parties.id),
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
  (t) => [
    index('stock_movements_model_date_idx').on(t.modelId, t.mvDate),
    index('stock_movements_source_idx').on(t.sourceType, t.sourceId),
  ],
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

// ---- construction module (its own chart; ledger 1 is petty cash) --------------------------------

export const projectAccGroups = pgTable('project_acc_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
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

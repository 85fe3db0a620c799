// The product catalogue (group > brand > category > model) and serial numbers.
import { z } from 'zod';
import {
  blankToUndefined,
  decimalValue,
  ignored,
  lineProblem,
  listQuery,
  MAX_AMOUNT,
  MAX_QUANTITY,
  messageWith,
  nameText,
  pagedOf,
  queryId,
  messageBody,
  idParam,
} from './common.js';
import { route } from './route.js';

/** A required name: `${label} name is required` when missing or blank; visible, with no direction controls. */
export const requiredName = (label: string) => nameText(`${label} name`, { required: `${label} name is required` });

/** A reference to a parent record: empty, 0 or null means none; undefined leaves it as it is on edit. */
const refId = (label: string) =>
  z
    .preprocess(
      (v) => (v === '' || v === 0 || v === '0' ? null : v),
      z.coerce
        .number({ message: `${label} must be a number` })
        .int(`${label} must be a whole number`)
        .positive(`${label} must be a positive number`)
        .nullable(),
    )
    .optional();

/** A quantity (3 decimals) or a rate (2 decimals), zero or more: refused rather than rounded (see decimalValue). */
const decimalInput = (label: string, kind: 'quantity' | 'money') =>
  decimalValue(kind === 'quantity' ? { label, decimals: 3, max: MAX_QUANTITY } : { label, decimals: 2, max: MAX_AMOUNT }).refine((v) => v >= 0, {
    message: `${label} cannot be negative`,
  });

/** The longest serial number taken. */
export const SERIAL_MAX_LENGTH = 100;
const serialText = (v: string | number) => String(v).trim();
const serialTooLong = (v: string) => v.length > SERIAL_MAX_LENGTH;
const SERIAL_TOO_LONG = `A serial number is at most ${SERIAL_MAX_LENGTH} characters`;

const flag = (label: string) =>
  z.coerce
    .number({ message: `${label} must be 0 or 1` })
    .refine((v) => v === 0 || v === 1, { message: `${label} must be 0 or 1` })
    .transform((v) => v as 0 | 1);

/** A serial as typed, or as a row {sl_no}. */
const serialInput = z
  .union([z.string(), z.number(), z.object({ sl_no: z.union([z.string(), z.number()]) })], { message: 'Serial input cannot be empty.' })
  .superRefine((v, ctx) => {
    const problem = lineProblem('A serial number', String(typeof v === 'object' ? v.sl_no : v));
    if (problem) ctx.addIssue({ code: 'custom', message: problem, abort: true });
  })
  .transform((v) => serialText(typeof v === 'object' ? v.sl_no : v))
  .refine((v) => !serialTooLong(v), { message: SERIAL_TOO_LONG });

// ---- groups, brands, categories -----------------------------------------------------------------

export const groupBody = z.object({ name: requiredName('Group') });
export const brandBody = z.object({ name: requiredName('Brand'), g_id: refId('Group') });
export const categoryBody = z.object({ name: requiredName('Category'), g_id: refId('Group'), b_id: refId('Brand') });
export type GroupBody = z.infer<typeof groupBody>;
export type BrandBody = z.infer<typeof brandBody>;
export type CategoryBody = z.infer<typeof categoryBody>;

export const group = z.object({ id: z.number(), name: z.string(), created_at: z.string() });
export const brand = group.extend({ g_id: z.number().nullable(), group_name: z.string().nullable() });
export const category = brand.extend({ b_id: z.number().nullable(), brand_name: z.string().nullable() });
export type Group = z.infer<typeof group>;
export type Brand = z.infer<typeof brand>;
export type Category = z.infer<typeof category>;

export const groupListQuery = listQuery;
export const brandListQuery = listQuery.extend({ gId: queryId('gId') });
export const categoryListQuery = listQuery.extend({ gId: queryId('gId'), bId: queryId('bId') });

// ---- models --------------------------------------------------------------------------------------

const modelFields = {
  name: requiredName('Model'),
  g_id: refId('Group'),
  b_id: refId('Brand'),
  c_id: refId('Category'),
  pro_code: z.string().trim().max(60, 'Product code is too long').optional(),
  unit_type: z.string().trim().max(20, 'Unit type is too long').optional(),
  open_qty: decimalInput('Opening quantity', 'quantity').optional(),
  open_rate: decimalInput('Opening rate', 'money').optional(),
  srl_avl: flag('Serial').optional(),
  pro_status: flag('Status').optional(),
  warranty: z.string().trim().max(100, 'Warranty is too long').optional(),
  /** The price a bill line takes by default (0: none); optional, so older clients need not send it. */
  sale_price: decimalInput('Sale price', 'money').optional(),
  /** The least a line may be sold at (empty or null: no minimum). */
  min_price: z.preprocess((v) => (v === '' ? null : v), decimalInput('Minimum price', 'money').nullable()).optional(),
  /** Opening serials of a serial-tracked model; on edit, the full list (omit to keep them). */
  serial: z.array(serialInput).max(100_000).optional(),
};
export const modelBody = z.object(modelFields);
/** Edit: every field may be left out to keep its value. */
export const modelEditBody = z.object({ ...modelFields, name: requiredName('Model').optional(), id: ignored });
export type ModelBody = z.infer<typeof modelBody>;
export type ModelEditBody = z.infer<typeof modelEditBody>;

/** A model's group, brand and category, as a model and the document lines of it carry them (null: none). */
export const catalogueIds = {
  g_id: z.number().nullable(),
  b_id: z.number().nullable(),
  c_id: z.number().nullable(),
};

/** The names of a model's group, brand and category, as its rows and its serials' rows show them. */
const catalogueNames = {
  group_name: z.string().nullable(),
  brand_name: z.string().nullable(),
  cat_name: z.string().nullable(),
};

export const model = z.object({
  id: z.number(),
  name: z.string(),
  ...catalogueIds,
  pro_code: z.string(),
  unit_type: z.string(),
  open_qty: z.number(),
  open_rate: z.number(),
  srl_avl: z.number(),
  pro_status: z.number(),
  warranty: z.string(),
  /** The warranty in months, read from the text unless an admin set it (PUT /warranty/models/:id); null: not known. */
  warranty_months: z.number().nullable(),
  sale_price: z.number(),
  min_price: z.number().nullable(),
  created_at: z.string(),
  ...catalogueNames,
  /** The latest purchase's unit price, or the opening rate before any purchase. */
  pur_rate: z.number(),
  pur_qty: z.number(),
  pur_ret_qty: z.number(),
  sale_qty: z.number(),
  sale_ret_qty: z.number(),
  avl_qty: z.number(),
  avgr_rate: z.number(),
  balance: z.number(),
});
export type Model = z.infer<typeof model>;

export const modelListQuery = listQuery.extend({ catId: queryId('catId'), gId: queryId('gId'), bId: queryId('bId') });
/** The cascading picker: models of a group, brand and category. */
export const modelsByUtilsQuery = listQuery.extend({ g_id: queryId('g_id'), b_id: queryId('b_id'), c_id: queryId('c_id') });

// ---- serials -------------------------------------------------------------------------------------

export const SERIAL_STATUS_NAMES = { 1: 'In stock', 2: 'Sold', 3: 'Returned to supplier' } as const;

export const serial = z.object({
  id: z.number(),
  sl_no: z.string(),
  model_id: z.number(),
  model_name: z.string(),
  ...catalogueNames,
  /** 1 in stock, 2 sold, 3 returned to supplier. */
  status: z.number(),
  /** 1 opening serial, 2 entered by a purchase. */
  type: z.number(),
  in_source_type: z.string(),
  in_source_id: z.number(),
  out_source_type: z.string().nullable(),
  out_source_id: z.number().nullable(),
  created_at: z.string(),
});
export type Serial = z.infer<typeof serial>;

export const modelDetail = model.extend({ serial: z.array(serial) });

const statusFilter = z.preprocess(
  blankToUndefined,
  z.coerce
    .number()
    .refine((v) => v === 1 || v === 2 || v === 3, { message: 'status must be 1, 2 or 3' })
    .optional(),
);
export const serialListQuery = listQuery.extend({ modelId: queryId('modelId'), status: statusFilter });
export const serialsByModelQuery = listQuery.extend({
  modelId: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number({ message: 'Please select model' }).int().positive('Please select model')),
  status: statusFilter,
});

/**
 * New serials for serial-tracked models. They join the model's opening stock at its opening rate
 * (the opening quantity rises by one per serial). Serials typed as text name the model in `m_id`;
 * rows may carry their own `m_id`.
 */
export const serialPostBody = z.object({
  m_id: refId('Model'),
  serial: z
    .array(
      z
        .union([z.string(), z.number(), z.object({ sl_no: z.union([z.string(), z.number()]), m_id: refId('Model') })])
        .refine((v) => !serialTooLong(serialText(typeof v === 'object' ? v.sl_no : v)), { message: SERIAL_TOO_LONG, abort: true })
        .superRefine((v, ctx) => {
          const problem = lineProblem('A serial number', String(typeof v === 'object' ? v.sl_no : v));
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
      { message: 'Serial input cannot be empty.' },
    )
    .min(1, 'Serial input cannot be empty.')
    .max(10_000),
});
export type SerialPostBody = z.infer<typeof serialPostBody>;

/** Several serials deleted at once: ids, or rows with an id. */
export const serialDeleteBody = z
  .object({
    ids: z.array(z.coerce.number().int().positive()).optional(),
    serial: z.array(z.union([z.coerce.number().int().positive(), z.object({ id: z.coerce.number().int().positive() })])).optional(),
  })
  .transform((b) => [...(b.ids ?? []), ...(b.serial ?? []).map((s) => (typeof s === 'number' ? s : s.id))])
  .refine((ids) => ids.length > 0, { message: 'Select at least one serial to delete' });

export { messageWith };
export const groupList = pagedOf(group);
export const brandList = pagedOf(brand);
export const categoryList = pagedOf(category);
export const modelList = pagedOf(model);
/** `capped` when the count stopped at `total` and there are more serials. */
export const serialList = pagedOf(serial).extend({ capped: z.boolean() });

/** The routes of this contract: method, path and schemas (contracts/route.ts). */
export const catalogueRoutes = {
  productGroupAll: route('GET', '/product_group_all', { query: groupListQuery, reply: groupList }),
  productGroupPost: route('POST', '/product_group_post', { body: groupBody, reply: messageWith(group), status: 201 }),
  productGroupEdit: route('PATCH', '/product_group_edit/:id', { params: idParam, body: groupBody, reply: messageWith(group) }),
  productGroupRemove: route('DELETE', '/product_group_remove/:id', { params: idParam, reply: messageBody }),
  productBrandAll: route('GET', '/product_brand_all', { query: brandListQuery, reply: brandList }),
  productBrandPost: route('POST', '/product_brand_post', { body: brandBody, reply: messageWith(brand), status: 201 }),
  productBrandEdit: route('PATCH', '/product_brand_edit/:id', { params: idParam, body: brandBody, reply: messageWith(brand) }),
  productBrandRemove: route('DELETE', '/product_brand_remove/:id', { params: idParam, reply: messageBody }),
  productCategoryAll: route('GET', '/product_category_all', { query: categoryListQuery, reply: categoryList }),
  productCategoryPost: route('POST', '/product_category_post', { body: categoryBody, reply: messageWith(category), status: 201 }),
  productCategoryEdit: route('PATCH', '/product_category_edit/:id', { params: idParam, body: categoryBody, reply: messageWith(category) }),
  productCategoryRemove: route('DELETE', '/product_category_remove/:id', { params: idParam, reply: messageBody }),
  productModelAll: route('GET', '/product_model_all', { query: modelListQuery, reply: modelList }),
  getModelByUtilsId: route('GET', '/getModelByUtilsId', { query: modelsByUtilsQuery, reply: modelList }),
  productModel: route('GET', '/product_model/:id', { params: idParam, reply: z.object({ data: modelDetail }) }),
  productModelPost: route('POST', '/product_model_post', { body: modelBody, reply: messageWith(model), status: 201 }),
  productModelEdit: route('PATCH', '/product_model_edit/:id', { params: idParam, body: modelEditBody, reply: messageWith(model) }),
  productModelRemove: route('DELETE', '/product_model_remove/:id', { params: idParam, reply: messageBody }),
  modelSerialAll: route('GET', '/model_serial_all', { query: serialListQuery, reply: serialList }),
  allSerialByModel: route('GET', '/all_serial_by_model', { query: serialsByModelQuery, reply: serialList }),
  productModelSerialPost: route('POST', '/product_model_serial_post', {
    body: serialPostBody,
    reply: z.object({ message: z.string(), data: z.array(z.object({ id: z.number(), model_id: z.number(), sl_no: z.string(), status: z.number() })) }),
    status: 201,
  }),
  serialDelete: route('DELETE', '/serial_delete/:id', { params: idParam, reply: messageBody }),
  serialDeletePost: route('POST', '/serial_delete_post', { body: serialDeleteBody, reply: z.object({ message: z.string(), deleted: z.number() }) }),
};

// Keys of the catalogue feature: groups, brands, categories, models and serials.
import { callQuery, endpoints } from '../../components/client';
import type { catalogueRoutes } from '../../../contracts/catalogue';
import type { finderRoutes } from '../../../contracts/finder';
export type CatalogueLevel = 'group' | 'brand' | 'category';

export const catalogueKeys = {
  all: ['catalogue'] as const,
  groups: ['catalogue', 'groups'] as const,
  brands: (gId: number | null | undefined) => ['catalogue', 'brands', gId] as const,
  categories: (gId: number | null, bId: number | null | undefined) => ['catalogue', 'categories', gId, bId] as const,
  /** A level's list page; `useLoadMore` adds its filters and rows shown. */
  nodeList: (level: CatalogueLevel) => ['catalogue', 'nodes', level] as const,
  /** Models: the list page, one model, and every model as options (`use` keeps two differently shaped reads apart). */
  models: ['catalogue', 'models'] as const,
  modelList: ['catalogue', 'models', 'list'] as const,
  model: (id: number | null | undefined) => ['catalogue', 'models', 'detail', id] as const,
  modelOptions: (use: 'stock' | 'report-filter') => ['catalogue', 'models', 'options', use] as const,
  /** The serials list page (a serial's status moves with every stock document). */
  serials: ['catalogue', 'serials'] as const,
};

/** The catalogue contract's routes (contracts/catalogue.ts), for `call` (components/client.ts). */
export const catalogueApi = endpoints<typeof catalogueRoutes>({
  productGroupAll: 'GET /product_group_all',
  productGroupPost: 'POST /product_group_post',
  productGroupEdit: 'PATCH /product_group_edit/:id',
  productGroupRemove: 'DELETE /product_group_remove/:id',
  productBrandAll: 'GET /product_brand_all',
  productBrandPost: 'POST /product_brand_post',
  productBrandEdit: 'PATCH /product_brand_edit/:id',
  productBrandRemove: 'DELETE /product_brand_remove/:id',
  productCategoryAll: 'GET /product_category_all',
  productCategoryPost: 'POST /product_category_post',
  productCategoryEdit: 'PATCH /product_category_edit/:id',
  productCategoryRemove: 'DELETE /product_category_remove/:id',
  productModelAll: 'GET /product_model_all',
  getModelByUtilsId: 'GET /getModelByUtilsId',
  productModel: 'GET /product_model/:id',
  productModelPost: 'POST /product_model_post',
  productModelEdit: 'PATCH /product_model_edit/:id',
  productModelRemove: 'DELETE /product_model_remove/:id',
  modelSerialAll: 'GET /model_serial_all',
  allSerialByModel: 'GET /all_serial_by_model',
  productModelSerialPost: 'POST /product_model_serial_post',
  serialDelete: 'DELETE /serial_delete/:id',
  serialDeletePost: 'POST /serial_delete_post',
});

/** The finder contract's routes (contracts/finder.ts), for `call` (components/client.ts). */
export const finderApi = endpoints<typeof finderRoutes>({
  finder: 'GET /finder',
  getPriceSettings: 'GET /price_settings',
  putPriceSettings: 'PUT /price_settings',
});

/** The catalogue's reads, each with its key. */
export const catalogueQueries = {
  /** A group's brands, for a select. */
  brands: (gId: number | null) =>
    callQuery(catalogueKeys.brands(gId), catalogueApi.productBrandAll, { query: { gId: gId ?? '' } }, (r) => r.data as { id: number; name: string }[]),
  /** A brand's categories, for a select. */
  categories: (gId: number | null, bId: number | null) =>
    callQuery(
      catalogueKeys.categories(gId, bId),
      catalogueApi.productCategoryAll,
      { query: { gId: gId ?? '', bId: bId ?? '' } },
      (r) => r.data as { id: number; name: string }[],
    ),
  /** Every model with its group, brand and category names, for a filter (`who` names the screen). */
  modelOptions: (who: 'stock' | 'report-filter') => callQuery(catalogueKeys.modelOptions(who), catalogueApi.productModelAll, {}, (r) => r.data),
  /** A model with its serials. */
  model: (id: number | null | undefined) => callQuery(catalogueKeys.model(id), catalogueApi.productModel, { params: { id: id ?? '' } }, (r) => r.data),
};

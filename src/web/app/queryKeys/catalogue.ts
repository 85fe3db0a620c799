// Keys of the catalogue feature: groups, brands, categories, models and serials.
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

// Keys of what shows a model's stock: the stock list, a model's movements, in-stock serials, the
// product finder and the models of a category (both carry the quantity in stock).
export const stockKeys = {
  all: ['stock'] as const,
  list: (filter: unknown, limit: number) => ['stock', 'list', filter, limit] as const,
  byModel: (modelId: number | null, from: string, to: string) => ['stock', 'model', modelId, from, to] as const,
  serials: (modelId: number | null, status = 1) => ['stock', 'serials', modelId, status] as const,
  finder: (query: unknown) => ['stock', 'finder', query] as const,
  modelsOf: (gId: number | null, bId: number | null, cId: number | null | undefined) => ['stock', 'models-of', gId, bId, cId] as const,
};

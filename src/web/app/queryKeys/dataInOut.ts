// The data import's routes (an import invalidates everything, so it has no keys of its own).
import { endpoints } from '../../components/client';
import type { dataImportRoutes } from '../../../contracts/dataImport';

/** The data import contract's routes (contracts/dataImport.ts), for `call` (components/client.ts). */
export const dataImportApi = endpoints<typeof dataImportRoutes>({
  importTemplate: 'GET /import/:kind/template',
  importPreview: 'POST /import/:kind/preview',
  import: 'POST /import/:kind',
  importProgress: 'GET /import/progress/:id',
});

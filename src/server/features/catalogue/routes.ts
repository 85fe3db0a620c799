// The catalogue's calls: groups, brands, categories, models and serials. Any signed-in user.

import type { ApiApp } from '../../app.js';
import { findProducts, readPriceSettings, savePriceSettings } from './finder.js';

import { createNode, editNode, removeNode, type NodeLevel } from './service.js';
import { createModel, editModel, removeModel } from './model-service.js';
import { addModelSerials, deleteSerials } from './serial-service.js';
import { getModelWithSerials, listModels, listNodes, listSerials } from './queries.js';
import { routeGroup } from '../../http/routeGroup.js';
import type { Route } from '../../../contracts/route.js';
import { catalogueRoutes as routes } from '../../../contracts/catalogue.js';
import { finderRoutes } from '../../../contracts/finder.js';

const tags = ['catalogue'];

/** The four calls of a group, brand or category: list, post, edit, remove (the level's routes in the contract). */
function nodeRoutes<R extends NodeRoutes>(api: ApiApp, level: NodeLevel, r: R) {
  const Label = `${level[0].toUpperCase()}${level.slice(1)}`;
  const db = () => api.database.db;
  const user = routeGroup(api, { access: 'user', tags });
  user.on(r.all, {}, async (req) => listNodes(db(), level, req.query as never) as never);
  user.on(r.post, {}, async (req, reply) =>
    reply.code(201).send({ message: `${Label} created successfully`, data: await createNode(db(), level, req.body as never) } as never),
  );
  user.on(
    r.edit,
    {},
    async (req) =>
      ({
        message: `${Label} updated successfully`,
        data: await editNode(db(), level, (req.params as { id: number }).id, req.body as never),
      }) as never,
  );
  user.on(r.remove, {}, async (req) => {
    await removeNode(db(), level, (req.params as { id: number }).id);
    return { message: `${Label} deleted successfully` } as never;
  });
}

type NodeRoutes = { all: Route; post: Route; edit: Route; remove: Route };

export async function catalogueRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const admin = routeGroup(api, { access: 'admin', tags });
  const user = routeGroup(api, { access: 'user', tags });
  nodeRoutes(api, 'group', { all: routes.productGroupAll, post: routes.productGroupPost, edit: routes.productGroupEdit, remove: routes.productGroupRemove });
  nodeRoutes(api, 'brand', { all: routes.productBrandAll, post: routes.productBrandPost, edit: routes.productBrandEdit, remove: routes.productBrandRemove });
  nodeRoutes(api, 'category', {
    all: routes.productCategoryAll,
    post: routes.productCategoryPost,
    edit: routes.productCategoryEdit,
    remove: routes.productCategoryRemove,
  });

  user.reads(routes.productModelAll, {}, listModels);

  user.reads(
    finderRoutes.finder,
    {
      summary: "The counter's product finder",
      description:
        'Models whose name, code, brand, group or category hold every word of `q` (an exact code and a name that starts with `q` ' +
        'first), narrowed by the optional group, brand and category; and the serials numbered exactly `q` (any case, any model) ' +
        'with their state (in stock, sold, returned) and model, for a scanner or a typed serial.',
    },
    findProducts,
  );

  user.on(finderRoutes.getPriceSettings, { summary: "What a price below a model's minimum needs" }, async () => readPriceSettings(db()));

  admin.on(finderRoutes.putPriceSettings, { summary: "Sets what a price below a model's minimum needs (admin)" }, async (req) =>
    savePriceSettings(db(), req.body),
  );

  user.on(routes.getModelByUtilsId, {}, async (req) => {
    const { g_id, b_id, c_id, ...page } = req.query;
    return listModels(db(), { ...page, gId: g_id, bId: b_id, catId: c_id });
  });

  user.on(routes.productModel, {}, async (req) => ({
    data: await getModelWithSerials(db(), req.params.id),
  }));

  user.on(routes.productModelPost, {}, async (req, reply) =>
    reply.code(201).send({ message: 'Model created successfully', data: await createModel(db(), req.body, req.sessionUser.id) }),
  );

  user.on(routes.productModelEdit, {}, async (req) => ({
    message: 'Model updated successfully!',
    data: await editModel(db(), req.params.id, req.body, req.sessionUser.id, req.sessionUser.role),
  }));

  user.on(routes.productModelRemove, {}, async (req) => {
    await removeModel(db(), req.params.id);
    return { message: 'Model deleted successfully' };
  });

  user.reads(routes.modelSerialAll, {}, listSerials);

  user.reads(routes.allSerialByModel, {}, listSerials);

  user.on(
    routes.productModelSerialPost,
    { description: 'Adds serials to serial-tracked models as opening stock: each serial raises the opening quantity by one at the opening rate.' },
    async (req, reply) => reply.code(201).send({ message: 'Serial added successfully', data: await addModelSerials(db(), req.body, req.sessionUser.id) }),
  );

  user.on(routes.serialDelete, {}, async (req) => {
    await deleteSerials(db(), [req.params.id], req.sessionUser.id);
    return { message: 'Serial deleted successfully' };
  });

  user.on(routes.serialDeletePost, {}, async (req) => ({
    message: 'Serial deleted successfully',
    deleted: await deleteSerials(db(), req.body, req.sessionUser.id),
  }));
}

// The catalogue's calls: groups, brands, categories, models and serials. Any signed-in user.
import { z } from 'zod';
import type { ApiApp } from '../../app.js';
import { findProducts, readPriceSettings, savePriceSettings } from './finder.js';
import { idParam, messageBody } from '../../../contracts/common.js';
import {
  brand,
  brandBody,
  brandList,
  brandListQuery,
  category,
  categoryBody,
  categoryList,
  categoryListQuery,
  group,
  groupBody,
  groupList,
  groupListQuery,
  messageWith,
} from '../../../contracts/catalogue.js';
import { createNode, editNode, removeNode, type NodeLevel } from './service.js';
import { createModel, editModel, removeModel } from './model-service.js';
import { addModelSerials, deleteSerials } from './serial-service.js';
import { getModelWithSerials, listModels, listNodes, listSerials } from './queries.js';
import { routeGroup } from '../../http/routeGroup.js';
import { catalogueRoutes as routes } from '../../../contracts/catalogue.js';
import { finderRoutes } from '../../../contracts/finder.js';

const tags = ['catalogue'];

/** The four calls of a group, brand or category: list, post, edit, remove. */
function nodeRoutes(
  api: ApiApp,
  level: NodeLevel,
  schemas: { body: z.ZodType<{ name: string }>; item: z.ZodTypeAny; list: z.ZodTypeAny; query: typeof brandListQuery | typeof groupListQuery },
) {
  const Label = `${level[0].toUpperCase()}${level.slice(1)}`;
  const db = () => api.database.db;
  const user = routeGroup(api, { access: 'user', tags });
  user.get(`/product_${level}_all`, { querystring: schemas.query, response: { 200: schemas.list } }, async (req) => listNodes(db(), level, req.query as never));
  user.post(`/product_${level}_post`, { body: schemas.body, response: { 201: messageWith(schemas.item) } }, async (req, reply) =>
    reply.code(201).send({ message: `${Label} created successfully`, data: await createNode(db(), level, req.body) }),
  );
  user.patch(`/product_${level}_edit/:id`, { params: idParam, body: schemas.body, response: { 200: messageWith(schemas.item) } }, async (req) => ({
    message: `${Label} updated successfully`,
    data: await editNode(db(), level, req.params.id, req.body),
  }));
  user.delete(`/product_${level}_remove/:id`, { params: idParam, response: { 200: messageBody } }, async (req) => {
    await removeNode(db(), level, req.params.id);
    return { message: `${Label} deleted successfully` };
  });
}

export async function catalogueRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const admin = routeGroup(api, { access: 'admin', tags });
  const user = routeGroup(api, { access: 'user', tags });
  nodeRoutes(api, 'group', { body: groupBody, item: group, list: groupList, query: groupListQuery });
  nodeRoutes(api, 'brand', { body: brandBody, item: brand, list: brandList, query: brandListQuery });
  nodeRoutes(api, 'category', { body: categoryBody, item: category, list: categoryList, query: categoryListQuery });

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
    data: await editModel(db(), req.params.id, req.body, req.sessionUser.id),
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

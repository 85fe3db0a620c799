// VAT (issue 23): settings (admin), rates on models and categories (admin), parties' BIN or NID, and
// the Mushak 6.3 tax invoice of a bill.
import { z } from 'zod';
import type { ApiApp } from '../../app.js';
import { idParam, isoDate } from '../../../contracts/common.js';
import { mushak91, purchaseRegister, salesRegister, settleMonth, traderRegister } from './returns.js';
import {
  modelRateRow,
  mushak63 as mushak63Reply,
  partyTaxBody,
  rateBody,
  vatPreview as vatPreviewReply,
  vatPreviewBody,
  vatSettings as vatSettingsReply,
  vatSettingsBody,
} from '../../../contracts/vat.js';
import { modelRates, mushak63, partiesTax, partyTax, previewVat, vatSettings } from './queries.js';
import { savePartyTax, saveRates, saveVatSettings } from './service.js';
import { routeGroup } from '../../http/routeGroup.js';

const tags = ['vat'];
const saved = z.object({ message: z.string() });
const listQuery = z.object({
  search: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().max(200).optional()),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});

export async function vatRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const admin = routeGroup(api, { access: 'admin', tags });
  const user = routeGroup(api, { access: 'user', tags });
  // The VAT return and the registers declare no reply schema, yet the export may write them.
  const registers = routeGroup(api, { access: 'user', tags, exportable: true });

  user.get('/vat/settings', { response: { 200: vatSettingsReply } }, async () => vatSettings(db()));
  admin.put(
    '/vat/settings',
    {
      description:
        'VAT registration on or off (off by default: nothing changes), the company BIN (13 digits, required when on), the default rate, ' +
        'whether sale prices are entered VAT-inclusive, and who signs the Mushak forms. Turning VAT on writes the VAT ledgers.',
      body: vatSettingsBody,
      response: { 200: vatSettingsReply },
    },
    async (req) => {
      await saveVatSettings(db(), req.body);
      return vatSettings(db());
    },
  );

  user.get('/vat/rates', { querystring: listQuery, response: { 200: z.object({ result: z.array(modelRateRow), total: z.number() }) } }, async (req) =>
    modelRates(db(), req.query),
  );
  for (const level of ['model', 'category'] as const) {
    admin.put(
      `/vat/rates/${level}/:id`,
      {
        description: `Sets the ${level}'s VAT and SD rates (percent, 0 to 100, 2 decimals) and whether it is exempt; a rate left out is taken from ${level === 'model' ? 'its category or ' : ''}the default.`,
        params: idParam,
        body: rateBody,
        response: { 200: saved },
      },
      async (req) => {
        await saveRates(db(), level, req.params.id, req.body);
        return { message: 'VAT rates saved' };
      },
    );
  }

  const taxIds = z.object({ id: z.number(), name: z.string(), bin: z.string().nullable(), nid: z.string().nullable() });
  user.get(
    '/vat/parties',
    { querystring: listQuery, response: { 200: z.object({ result: z.array(taxIds.extend({ type: z.number(), mobile: z.string() })), total: z.number() }) } },
    async (req) => partiesTax(db(), req.query),
  );
  user.get('/vat/party/:id', { params: idParam, response: { 200: taxIds } }, async (req) => partyTax(db(), req.params.id));
  user.put(
    '/vat/party/:id',
    { description: "A customer's or supplier's BIN (13 digits) or NID (10, 13 or 17 digits).", params: idParam, body: partyTaxBody, response: { 200: taxIds } },
    async (req) => {
      await savePartyTax(db(), req.params.id, req.body);
      return partyTax(db(), req.params.id);
    },
  );

  user.post(
    '/vat/preview',
    {
      description: 'A bill’s VAT and SD per line and its total as they would be saved (nothing is written); vat_registered false when VAT is off.',
      body: vatPreviewBody,
      response: { 200: vatPreviewReply },
    },
    async (req) => previewVat(db(), req.body, req.sessionUser),
  );

  const monthQuery = z.object({ month: z.string({ message: 'Month must be written yyyy-mm' }) });
  registers.get(
    '/vat/mushak-9-1',
    {
      description:
        'The month’s VAT return summary (Mushak 9.1): taxable sales, output VAT and SD of its tax invoices, less its credit notes, input VAT ' +
        '(VAT Current Account debits), the net payable; the VAT ledgers’ own movements beside them and whether they tie.',
      querystring: monthQuery,
    },
    async (req) => mushak91(db(), req.query.month),
  );
  admin.post(
    '/vat/settlement',
    { description: 'Posts the month’s settlement voucher (output less input to VAT Payable to Treasury); once per month.', body: monthQuery },
    async (req, reply) => reply.code(201).send(await settleMonth(db(), req.body.month, req.sessionUser.id)),
  );
  const periodQuery = z.object({ from: isoDate, to: isoDate });
  for (const [url, description, register] of [
    ['/vat/register/sales', 'The sales register (Mushak 6.2): every tax invoice and credit note line of the period.', salesRegister],
    ['/vat/register/purchases', 'The purchase register (Mushak 6.1): each purchase of the period with its input VAT.', purchaseRegister],
    [
      '/vat/register/trader',
      'The purchase-sales register of a trader (Mushak 6.2.1): per model, opening stock, each movement with the running stock, and the VAT of its sales.',
      traderRegister,
    ],
  ] as const)
    registers.get(url, { description, querystring: periodQuery }, async (req) => register(db(), req.query.from, req.query.to));

  user.get(
    '/vat/mushak-6-3/:id',
    {
      description: 'The Mushak 6.3 tax invoice of a bill saved with VAT: every field of the form, its 13 columns per line.',
      params: idParam,
      response: { 200: mushak63Reply },
    },
    async (req) => mushak63(db(), req.params.id),
  );
}

// VAT (issue 23): settings (admin), rates on models and categories (admin), parties' BIN or NID, and
// the Mushak 6.3 tax invoice of a bill.
import type { ApiApp } from '../../app.js';
import { mushak91, mushak91Note, purchaseRegister, salesRegister, settleMonth, traderRegister } from './returns.js';
import { modelRates, mushak63, partiesTax, partyTax, previewVat, vatSettings } from './queries.js';
import { savePartyTax, saveRates, saveVatSettings } from './service.js';
import { routeGroup } from '../../http/routeGroup.js';
import { vatRoutes as routes } from '../../../contracts/vat.js';

const tags = ['vat'];

export async function vatRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const admin = routeGroup(api, { access: 'admin', tags });
  const user = routeGroup(api, { access: 'user', tags });
  // The VAT return and the registers declare no reply schema, yet the export may write them.
  const registers = routeGroup(api, { access: 'user', tags, exportable: true });

  user.on(routes.getVatSettings, {}, async () => vatSettings(db()));
  admin.on(
    routes.putVatSettings,
    {
      description:
        'VAT registration on or off (off by default: nothing changes), the company BIN (13 digits, required when on), the default rate, ' +
        'whether sale prices are entered VAT-inclusive, and who signs the Mushak forms. Turning VAT on writes the VAT ledgers.',
    },
    async (req) => {
      await saveVatSettings(db(), req.body);
      return vatSettings(db());
    },
  );

  user.on(routes.vatRates, {}, async (req) => modelRates(db(), req.query));
  for (const [level, route] of [
    ['model', routes.vatRatesModel],
    ['category', routes.vatRatesCategory],
  ] as const) {
    admin.on(
      route,
      {
        description: `Sets the ${level}'s VAT and SD rates (percent, 0 to 100, 2 decimals) and whether it is exempt; a rate left out is taken from ${level === 'model' ? 'its category or ' : ''}the default.`,
      },
      async (req) => {
        await saveRates(db(), level, req.params.id, req.body);
        return { message: 'VAT rates saved' };
      },
    );
  }

  user.on(routes.vatParties, {}, async (req) => partiesTax(db(), req.query));
  user.on(routes.getVatParty, {}, async (req) => partyTax(db(), req.params.id));
  user.on(routes.putVatParty, { description: "A customer's or supplier's BIN (13 digits) or NID (10, 13 or 17 digits)." }, async (req) => {
    await savePartyTax(db(), req.params.id, req.body);
    return partyTax(db(), req.params.id);
  });

  user.on(
    routes.vatPreview,
    { description: 'A bill’s VAT and SD per line and its total as they would be saved (nothing is written); vat_registered false when VAT is off.' },
    async (req) => previewVat(db(), req.body, req.sessionUser),
  );

  registers.on(
    routes.vatMushak91,
    {
      description:
        'The month’s VAT return (Mushak 9.1) by its notes: supplies and purchases by kind, increasing adjustments (debit notes) and decreasing ' +
        'ones (credit notes, VAT deducted at source), the net payable, the negative balance brought forward and carried on; the VAT ledgers’ ' +
        'own movements beside them and whether they tie.',
    },
    async (req) => mushak91(db(), req.query.month),
  );
  registers.on(
    routes.vatMushak91Note,
    {
      description:
        'One note of the month’s Mushak 9.1 opened: the documents it counts (tax invoices of a kind of supply, purchases of a kind, debit ' +
        'or credit notes, collections with VAT deducted at source, or the months whose negative balance it brings forward), with their totals.',
    },
    async (req) => mushak91Note(db(), req.query.month, req.query.note),
  );
  admin.on(
    routes.vatSettlement,
    { description: 'Posts the month’s settlement voucher (output less input to VAT Payable to Treasury, SD to SD Payable to Treasury); once per month.' },
    async (req, reply) => reply.code(201).send(await settleMonth(db(), req.body.month, req.sessionUser.id)),
  );
  for (const [route, description, register] of [
    [routes.vatRegisterSales, 'The sales register (Mushak 6.2): every tax invoice and credit note line of the period.', salesRegister],
    [routes.vatRegisterPurchases, 'The purchase register (Mushak 6.1): each purchase of the period with its input VAT.', purchaseRegister],
    [
      routes.vatRegisterTrader,
      'The purchase-sales register of a trader (Mushak 6.2.1): per model, opening stock, each movement with the running stock, and the VAT of its sales.',
      traderRegister,
    ],
  ] as const)
    registers.on(route, { description }, async (req) => register(db(), req.query.from, req.query.to));

  user.on(
    routes.vatMushak63,
    { description: 'The Mushak 6.3 tax invoice of a bill saved with VAT: every field of the form, its 13 columns per line.' },
    async (req) => mushak63(db(), req.params.id),
  );
}

// Backup download and the company profile.
import type { ApiApp } from '../../app.js';
import { FIRST_START_STEPS, systemRoutes as routes, type FirstStartStep } from '../../../contracts/system.js';
import { LEDGER } from '../../ledger/accounts.js';
import { routeGroup } from '../../http/routeGroup.js';
import { sql, one, inTransaction } from '../../db/client.js';
import { backupRoutes } from './backupRoutes.js';
import { scheduledBackupRoutes } from './scheduledBackups.js';
import { checkBooks } from '../../books/check.js';

export async function systemRoutes(api: ApiApp) {
  await backupRoutes(api);
  await scheduledBackupRoutes(api);

  const user = routeGroup(api, { access: 'user', tags: ['system'] });
  const admin = routeGroup(api, { access: 'admin', tags: ['system'] });

  admin.on(
    routes.checkBooks,
    { description: 'Every invariant of the books checked on the live database; `violations` lists what breaks, with the records concerned.' },
    async () => {
      const violations = await checkBooks(api.database.db);
      return { ok: violations.length === 0, violations };
    },
  );

  user.on(routes.getCompany, {}, async () => {
    return (await one(api.database.db, sql`select name, code, address, phone, email from company where id = 1`)) as never;
  });

  user.on(routes.getCompanyLogo, { description: 'The logo on letterheads, as an image data URL (null when none).' }, async () => {
    const r = await one<{ logo: string | null }>(api.database.db, sql`select logo from company where id = 1`);
    return { logo: r?.logo ?? null };
  });

  admin.on(routes.putCompanyLogo, { description: 'Sets the logo on letterheads (a PNG, JPEG, WebP or SVG data URL of at most 300 KB), or removes it (null).' }, async (req) => {
    const r = await inTransaction(api.database.db, (tx) =>
      one<{ logo: string | null }>(tx, sql`update company set logo = ${req.body.logo} where id = 1 returning logo`),
    );
    return { logo: r?.logo ?? null };
  });

  user.on(
    routes.firstStart,
    {
      description:
        "The first-start checklist: each step is done when its data exists (the company's address and phone, a logo, the cash ledger's opening (or any cash entry: the shop is trading), a bank, " +
        'VAT answered yes or no, a product model, a customer or supplier).',
    },
    async () => {
      const r = await one<Record<FirstStartStep, boolean>>(
        api.database.db,
        sql`select
          coalesce((select name <> '' and address <> '' and phone <> '' from company where id = 1), false) as company,
          coalesce((select logo is not null from company where id = 1), false) as logo,
          exists (select 1 from voucher_lines where ledger_id = ${LEDGER.cash}) as opening_cash,
          exists (select 1 from banks) as banks,
          coalesce((select vat_decided from app_settings where id = 1), false) as vat,
          exists (select 1 from product_models) as catalogue,
          exists (select 1 from parties) as parties`,
      );
      const steps = FIRST_START_STEPS.map((key) => ({ key, done: !!r?.[key] }));
      return { steps, done: steps.every((s) => s.done) };
    },
  );

  admin.on(routes.patchCompany, {}, async (req) => {
    const c = req.body;
    return (await inTransaction(api.database.db, (tx) =>
      one(
        tx,
        sql`update company set name = ${c.name}, code = ${c.code.toUpperCase()}, address = ${c.address}, phone = ${c.phone}, email = ${c.email}
          where id = 1 returning name, code, address, phone, email`,
      ),
    )) as never;
  });
}

// Messages to customers: the admin's channel settings, test sends and template previews; the outbox
// list and resend; a document's "send by email"; a customer's consent. And the outbox's worker: every
// MESSAGE_WORKER_MS it sends what is due (worker.ts) and queues the day's reminders (reminders.ts);
// several servers share the work through the database.
import type { ApiApp } from '../../app.js';
import { routeGroup } from '../../http/routeGroup.js';
import { messagesRoutes as routes } from '../../../contracts/messages.js';
import { listOutbox, readConsent } from './queries.js';
import { preview, queueDocumentEmail, resend, saveConsent, testSend } from './service.js';
import { publicSettings, readSettings, saveSettings } from './settings.js';
import { drain } from './worker.js';
import { queueRemindersIfDue } from './reminders.js';

export async function messagesRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const secret = api.config.jwtSecret;
  const admin = routeGroup(api, { access: 'admin', tags: ['messages'] });
  const user = routeGroup(api, { access: 'user', tags: ['messages'] });

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    const sys = api.database.systemDb;
    running = queueRemindersIfDue(sys)
      .then(() => drain(sys, { secret }))
      .catch((e: unknown) => api.log.error({ err: e }, 'The message worker failed'))
      .finally(() => {
        running = undefined;
      });
  };
  api.addHook('onReady', async () => {
    if (!api.config.messageWorkerMs) return;
    timer = setInterval(tick, api.config.messageWorkerMs);
    timer.unref();
  });
  api.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });

  admin.on(
    routes.settings,
    { description: 'The message channels and templates; a password or API key is never sent back, only whether one is set.' },
    async () => publicSettings(await readSettings(db())),
  );
  admin.on(routes.saveSettings, { description: 'Sets the channels (on or off), their daily caps, the reminders and the templates.' }, async (req) => {
    await saveSettings(db(), secret, req.body);
    return publicSettings(await readSettings(db()));
  });
  admin.on(routes.testSend, { description: 'Sends a test SMS or email at once (the channel need not be on) and answers the provider’s reply.' }, async (req) =>
    testSend(db(), secret, req.body.channel, req.body.to, req.sessionUser.id),
  );
  admin.on(routes.preview, { description: 'A template filled from the latest real document of its kind, with an SMS’s length and parts.' }, async (req) =>
    preview(db(), req.body.template, req.body.lang, req.body.text),
  );
  user.on(routes.outbox, { description: 'The outbox: queued, sent and failed messages, newest first.' }, async (req) => listOutbox(db(), req.query));
  admin.on(routes.resend, { description: 'Sends a sent or failed message again, as a new message.' }, async (req) => {
    await resend(db(), req.params.id, req.sessionUser.id);
    return { message: 'Message queued again' };
  });
  user.on(routes.sendDocument, { description: 'Queues an invoice, quotation or money receipt by email, its PDF attached.' }, async (req, res) => {
    const to = await queueDocumentEmail(db(), req.body.kind, req.body.id, req.body.to || undefined, req.sessionUser.id);
    return res.code(201).send({ message: `Email to ${to} queued` });
  });
  user.on(routes.consent, { description: 'A customer’s email address and whether they take SMS and email, in which language.' }, async (req) =>
    readConsent(db(), req.params.id),
  );
  user.on(routes.saveConsent, { description: 'Sets a customer’s email address, SMS and email consent and language.' }, async (req) =>
    saveConsent(db(), req.params.id, req.body),
  );
}

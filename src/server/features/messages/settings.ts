// The channels' settings row (message_settings): read with its defaults when missing, written by an
// admin. The password and API key are encrypted here and never leave the server.
import { one, sql, type Executor } from '../../db/client.js';
import type { MessageSettings, MessageSettingsBody } from '../../../contracts/messages.js';
import type { ChannelSettings } from './channels.js';
import { DEFAULT_TEMPLATES, templatesOf } from './templates.js';
import { encryptSecret } from './secrets.js';

export interface SettingsRow extends ChannelSettings {
  email_enabled: boolean;
  sms_enabled: boolean;
  email_daily_cap: number;
  sms_daily_cap: number;
  dues_enabled: boolean;
  dues_days: number;
  cheque_enabled: boolean;
  quiet_from: number;
  quiet_to: number;
  templates: unknown;
}

export async function readSettings(ex: Executor): Promise<SettingsRow> {
  const r = await one<SettingsRow>(ex, sql`select * from message_settings where id = 1`);
  if (r) return r;
  // A database emptied by hand (the tests' reset): the migration's defaults, every channel off.
  await ex.execute(sql`insert into message_settings (id) values (1) on conflict do nothing`);
  return (await one<SettingsRow>(ex, sql`select * from message_settings where id = 1`))!;
}

export function publicSettings(s: SettingsRow): MessageSettings {
  return {
    email_enabled: s.email_enabled,
    smtp_host: s.smtp_host,
    smtp_port: s.smtp_port,
    smtp_tls: s.smtp_tls,
    smtp_user: s.smtp_user,
    smtp_pass_set: !!s.smtp_pass,
    smtp_from: s.smtp_from,
    sms_enabled: s.sms_enabled,
    sms_shape: s.sms_shape,
    sms_url: s.sms_url,
    sms_key_set: !!s.sms_key,
    sms_sender: s.sms_sender,
    sms_params: s.sms_params,
    email_daily_cap: s.email_daily_cap,
    sms_daily_cap: s.sms_daily_cap,
    dues_enabled: s.dues_enabled,
    dues_days: s.dues_days,
    cheque_enabled: s.cheque_enabled,
    quiet_from: s.quiet_from,
    quiet_to: s.quiet_to,
    templates: templatesOf(s.templates),
    default_templates: DEFAULT_TEMPLATES,
  };
}

/** A secret field: left out keeps it, '' removes it, text replaces it (encrypted). */
const secretValue = (serverSecret: string, column: 'smtp_pass' | 'sms_key', v: string | undefined) =>
  v === undefined ? sql.raw(column) : v === '' ? sql`null` : sql`${encryptSecret(serverSecret, v)}`;

export async function saveSettings(ex: Executor, serverSecret: string, b: MessageSettingsBody): Promise<void> {
  const cur = await readSettings(ex);
  const pass = secretValue(serverSecret, 'smtp_pass', b.smtp_pass);
  const key = secretValue(serverSecret, 'sms_key', b.sms_key);
  const templates = { ...(cur.templates as object), ...(b.templates ?? {}) };
  await ex.execute(
    sql`update message_settings set email_enabled = ${b.email_enabled}, smtp_host = ${b.smtp_host}, smtp_port = ${b.smtp_port}, smtp_tls = ${b.smtp_tls},
          smtp_user = ${b.smtp_user}, smtp_pass = ${pass}, smtp_from = ${b.smtp_from},
          sms_enabled = ${b.sms_enabled}, sms_shape = ${b.sms_shape}, sms_url = ${b.sms_url}, sms_key = ${key},
          sms_sender = ${b.sms_sender}, sms_params = ${b.sms_params}, email_daily_cap = ${b.email_daily_cap}, sms_daily_cap = ${b.sms_daily_cap},
          dues_enabled = ${b.dues_enabled}, dues_days = ${b.dues_days}, cheque_enabled = ${b.cheque_enabled},
          quiet_from = ${b.quiet_from ?? cur.quiet_from}, quiet_to = ${b.quiet_to ?? cur.quiet_to}, templates = ${JSON.stringify(templates)}::jsonb
        where id = 1`,
  );
}

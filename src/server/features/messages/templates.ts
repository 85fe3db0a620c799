// The messages' default texts in English and Bangla, their placeholders ({customer}, {amount}...),
// and an SMS's length and segments: GSM-7 takes 160 characters in one message and 153 a part when
// split; anything outside it (Bangla) is sent as UCS-2, 70 and 67.
import type { MessageLang, MessageTemplate, SmsCount, TemplateSet } from '../../../contracts/messages.js';

export const DEFAULT_TEMPLATES: Record<MessageTemplate, TemplateSet> = {
  sale_sms: {
    en: 'Dear {customer}, bill {doc_no} of Tk {amount} on {date}. Paid Tk {paid}. Your due is Tk {due}. {company}',
    bn: 'প্রিয় {customer}, {date} তারিখে বিল {doc_no}: {amount} টাকা, পরিশোধ {paid} টাকা। আপনার বকেয়া {due} টাকা। {company}',
  },
  collection_sms: {
    en: 'Dear {customer}, we received Tk {amount} on {date} (receipt {doc_no}). Your due is now Tk {due}. Thank you. {company}',
    bn: 'প্রিয় {customer}, {date} তারিখে {amount} টাকা পেয়েছি (রসিদ {doc_no})। আপনার বকেয়া এখন {due} টাকা। ধন্যবাদ। {company}',
  },
  dues_sms: {
    en: 'Dear {customer}, your due with {company} is Tk {due}. Please pay at your earliest. Thank you.',
    bn: 'প্রিয় {customer}, {company}-এ আপনার বকেয়া {due} টাকা। অনুগ্রহ করে দ্রুত পরিশোধ করুন। ধন্যবাদ।',
  },
  cheque_sms: {
    en: 'Dear {customer}, your cheque {cheque_no} of Tk {amount} is dated {date}. Please keep the funds in your account. {company}',
    bn: 'প্রিয় {customer}, আপনার চেক {cheque_no} ({amount} টাকা) এর তারিখ {date}। অনুগ্রহ করে হিসাবে টাকা রাখুন। {company}',
  },
  claim_sms: {
    en: 'Dear {customer}, your {model} (serial {serial}, job {doc_no}) is back {outcome} and ready for pickup. Please bring the job card. {company}',
    bn: 'প্রিয় {customer}, আপনার {model} (সিরিয়াল {serial}, জব {doc_no}) {outcome} অবস্থায় ফিরে এসেছে, সংগ্রহের জন্য প্রস্তুত। অনুগ্রহ করে জব কার্ড সঙ্গে আনুন। {company}',
  },
  invoice_email: {
    en: 'Invoice {doc_no} from {company}\nDear {customer},\n\nPlease find attached invoice {doc_no} of {date} for Tk {amount}. Your due is Tk {due}.\n\nThank you,\n{company}',
    bn: '{company} থেকে চালান {doc_no}\nপ্রিয় {customer},\n\n{date} তারিখের চালান {doc_no} ({amount} টাকা) সংযুক্ত করা হলো। আপনার বকেয়া {due} টাকা।\n\nধন্যবাদ,\n{company}',
  },
  quotation_email: {
    en: 'Quotation {doc_no} from {company}\nDear {customer},\n\nPlease find attached our quotation {doc_no} of {date} for Tk {amount}.\n\nThank you,\n{company}',
    bn: '{company} থেকে কোটেশন {doc_no}\nপ্রিয় {customer},\n\n{date} তারিখের কোটেশন {doc_no} ({amount} টাকা) সংযুক্ত করা হলো।\n\nধন্যবাদ,\n{company}',
  },
  receipt_email: {
    en: 'Money receipt {doc_no} from {company}\nDear {customer},\n\nWe received Tk {amount} on {date}; the money receipt is attached. Your due is now Tk {due}.\n\nThank you,\n{company}',
    bn: '{company} থেকে মানি রসিদ {doc_no}\nপ্রিয় {customer},\n\n{date} তারিখে {amount} টাকা পেয়েছি; মানি রসিদ সংযুক্ত। আপনার বকেয়া এখন {due} টাকা।\n\nধন্যবাদ,\n{company}',
  },
};

/** The templates as set: the defaults with an admin's changes on top. */
export function templatesOf(saved: unknown): Record<MessageTemplate, TemplateSet> {
  const s = (saved ?? {}) as Partial<Record<MessageTemplate, Partial<TemplateSet>>>;
  const out = {} as Record<MessageTemplate, TemplateSet>;
  for (const [k, d] of Object.entries(DEFAULT_TEMPLATES) as [MessageTemplate, TemplateSet][]) out[k] = { en: s[k]?.en ?? d.en, bn: s[k]?.bn ?? d.bn };
  return out;
}

/** The text with each {name} replaced by its value; an unknown placeholder stays as written. */
export const fill = (text: string, vars: Record<string, string>) => text.replace(/\{([a-z_]+)\}/g, (m, k: string) => vars[k] ?? m);

/** An email's subject (its first line) and body (the rest); an SMS is all body. */
export function render(template: MessageTemplate, lang: MessageLang, text: string, vars: Record<string, string>): { subject: string | null; body: string } {
  void lang;
  const filled = fill(text, vars);
  if (!template.endsWith('_email')) return { subject: null, body: filled.trim() };
  const [subject, ...rest] = filled.split('\n');
  return { subject: subject.trim(), body: rest.join('\n').trim() };
}

const GSM = new Set('@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà');
/** Written with an escape: two places each. */
const GSM_EXT = new Set('^{}\\[~]|€\f');

export function smsCount(text: string): SmsCount {
  const chars = [...text];
  if (chars.every((c) => GSM.has(c) || GSM_EXT.has(c))) {
    const length = chars.reduce((n, c) => n + (GSM_EXT.has(c) ? 2 : 1), 0);
    return { encoding: 'GSM-7', length, segments: length <= 160 ? 1 : Math.ceil(length / 153) };
  }
  const length = text.length; // UTF-16 code units, as UCS-2 counts them
  return { encoding: 'UCS-2', length, segments: length <= 70 ? 1 : Math.ceil(length / 67) };
}

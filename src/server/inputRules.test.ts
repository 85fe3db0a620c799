// Refuse, don't alter (issue 19, finding 9), through the API: what is saved is what was sent, or the
// call is refused with a 400 or 409 that says why and nothing changes.
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../tests/support/useTestApp.js';
import { one, rows, sql } from './db/client.js';

const t = useTestApp();
beforeEach(() => t.reset());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...t.admin, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });

async function supplier(amount: unknown = 0) {
  const res = await call('POST', '/party_post', { type: 2, name: 'Rahim Traders', amount });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

async function serialModel(name = 'Phone S1') {
  const res = await call('POST', '/product_model_post', { name, srl_avl: 1 });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

const purchase = (supp_id: number, items: object[]) => call('POST', '/create_purchase', { pu_date: '2026-03-05', supp_id, supp_inv: 'SI-1', items });

const serialsOf = (modelId: number) => rows<{ sl_no: string }>(t.db, sql`select sl_no from serials where model_id = ${modelId} order by id`);
const count = async (table: string) => (await one<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.raw(table)}`))!.n;

describe('amounts beyond what survives JSON to the paisa are refused; amounts sent as text are kept exact', () => {
  it('keeps "12345678901.23" sent as text to the paisa, in the party and in its opening voucher', async () => {
    const id = await supplier('12345678901.23');
    expect(await one(t.db, sql`select amount::text from parties where id = ${id}`)).toEqual({ amount: '12345678901.23' });
    const lines = await rows<{ debit: string; credit: string }>(
      t.db,
      sql`select debit::text, credit::text from voucher_lines where source_id = ${id} and source_type = 'party_opening'`,
    );
    expect(lines.map((l) => l.credit).filter((c) => c !== '0.00')).toEqual(['12345678901.23']);
    expect(await t.violations()).toEqual([]);
  });

  it('takes 10^12 taka and refuses 10^13, as a number or as text, with a 400 naming the field, saving nothing', async () => {
    const id = await supplier();
    const model = (await call('POST', '/product_model_post', { name: 'Cable' })).json().data.id;
    const ok = await purchase(id, [{ m_id: model, qty: 1, unit_price: 1e12 }]);
    expect(ok.statusCode, ok.body).toBe(201);
    const before = await count('purchases');
    for (const unit_price of [1e13, '10000000000000', 1e12 + 0.01]) {
      const res = await purchase(id, [{ m_id: model, qty: 1, unit_price }]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Amount is out of range (at most 1,000,000,000,000)', field: 'items.0.unit_price' });
    }
    expect(await count('purchases')).toBe(before);
  });

  it("refuses an amount with a third decimal instead of rounding it, and takes the spec's 100.5", async () => {
    const res = await call('POST', '/party_post', { type: 1, name: 'Karim', amount: 100.125 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Amount can have at most 2 decimals', field: 'amount' });
    expect(await count('parties')).toBe(0);
    const ok = await call('POST', '/party_post', { type: 1, name: 'Karim', amount: 100.5 });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await one(t.db, sql`select amount::text from parties`)).toEqual({ amount: '100.50' });
  });
});

describe('serial numbers are at most 100 characters and unique within a model regardless of case', () => {
  it('refuses a serial that differs from a saved one of the model only by case, naming it, and saves nothing', async () => {
    const supp = await supplier();
    const model = await serialModel();
    expect((await purchase(supp, [{ m_id: model, qty: 1, unit_price: 100, serial: ['ABC-1'] }])).statusCode).toBe(201);
    const res = await purchase(supp, [{ m_id: model, qty: 2, unit_price: 100, serial: ['xyz-9', 'abc-1'] }]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Serial abc-1 (saved as ABC-1) already exists for this model');
    const opening = await call('POST', '/product_model_serial_post', { m_id: model, serial: ['Abc-1'] });
    expect(opening.statusCode).toBe(409);
    expect(opening.json().message).toContain('Abc-1 (saved as ABC-1)');
    expect(await serialsOf(model)).toEqual([{ sl_no: 'ABC-1' }]);
    expect(await t.violations()).toEqual([]);
  });

  it('refuses the same serial twice in one list in another case', async () => {
    const supp = await supplier();
    const model = await serialModel();
    const res = await purchase(supp, [{ m_id: model, qty: 2, unit_price: 100, serial: ['SN-7', 'sn-7'] }]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Serial sn-7 is entered twice (as SN-7)');
    expect(await serialsOf(model)).toEqual([]);
  });

  it('lets two models each have the serial, and a purchase edit correct its case', async () => {
    const supp = await supplier();
    const a = await serialModel('Phone A');
    const b = await serialModel('Phone B');
    const first = await purchase(supp, [{ m_id: a, qty: 1, unit_price: 100, serial: ['sn-1'] }]);
    expect(first.statusCode, first.body).toBe(201);
    expect((await purchase(supp, [{ m_id: b, qty: 1, unit_price: 100, serial: ['SN-1'] }])).statusCode).toBe(201);
    const id = first.json().purchaseId;
    const edit = await call('PATCH', `/purchase_update/${id}`, {
      pu_date: '2026-03-05',
      supp_id: supp,
      supp_inv: 'SI-1',
      items: [{ m_id: a, qty: 1, unit_price: 100, serial: ['SN-1'] }],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await serialsOf(a)).toEqual([{ sl_no: 'SN-1' }]);
    expect(await t.violations()).toEqual([]);
  });

  it('refuses a serial of 101 characters and takes one of 100', async () => {
    const supp = await supplier();
    const model = await serialModel();
    const long = await purchase(supp, [{ m_id: model, qty: 1, unit_price: 100, serial: ['S'.repeat(101)] }]);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('A serial number is at most 100 characters');
    const opening = await call('POST', '/product_model_serial_post', { m_id: model, serial: ['S'.repeat(101)] });
    expect(opening.statusCode).toBe(400);
    expect(opening.json().message).toBe('A serial number is at most 100 characters');
    expect((await purchase(supp, [{ m_id: model, qty: 1, unit_price: 100, serial: ['S'.repeat(100)] }])).statusCode).toBe(201);
  });

  it('holds the rule in the database too, for two saves racing', async () => {
    const model = await serialModel();
    await t.db.execute(
      sql`insert into serials (model_id, sl_no, status, type, in_source_type, in_source_id) values (${model}, 'IMEI-1', 1, 1, 'model_opening', ${model})`,
    );
    await expect(
      t.db.execute(
        sql`insert into serials (model_id, sl_no, status, type, in_source_type, in_source_id) values (${model}, 'imei-1', 1, 1, 'model_opening', ${model})`,
      ),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
  });
});

describe('names made only of invisible characters, or with direction overrides, are refused through the API', () => {
  it('refuses a zero-width model name and an overridden party name, saving nothing', async () => {
    const model = await call('POST', '/product_model_post', { name: '\u200b\u200b' });
    expect(model.statusCode).toBe(400);
    expect(model.json()).toEqual({ message: 'Model name cannot be made only of invisible characters', field: 'name' });
    const party = await call('POST', '/party_post', { type: 1, name: 'Karim\u202eexe.pdf' });
    expect(party.statusCode).toBe(400);
    expect(party.json().message).toBe('Name cannot contain text-direction control characters (U+202A–U+202E, U+2066–U+2069)');
    expect(await count('product_models')).toBe(0);
    expect(await count('parties')).toBe(0);
  });
});

describe('dates outside 2000-2099 are refused', () => {
  it('refuses a bill dated 1999 and a report asked from 1999, and takes 2000-01-01', async () => {
    const supp = await supplier();
    const model = (await call('POST', '/product_model_post', { name: 'Cable' })).json().data.id;
    const res = await call('POST', '/create_purchase', {
      pu_date: '1999-12-31',
      supp_id: supp,
      supp_inv: 'SI-1',
      items: [{ m_id: model, qty: 1, unit_price: 10 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Date must be between 2000-01-01 and 2099-12-31', field: 'pu_date' });
    const report = await t.app.inject({ method: 'GET', url: '/api/daily-profit?startDate=1999-01-01&endDate=2026-03-05', headers: t.admin });
    expect(report.statusCode).toBe(400);
    expect(report.json()).toEqual({ message: 'Date must be between 2000-01-01 and 2099-12-31', field: 'startDate' });
    const ok = await call('POST', '/create_purchase', {
      pu_date: '2000-01-01',
      supp_id: supp,
      supp_inv: 'SI-1',
      items: [{ m_id: model, qty: 1, unit_price: 10 }],
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });
});

describe('lone surrogates are refused rather than stored as replacement characters', () => {
  /** A product group posted as a JSON body written by hand, byte for byte. */
  const postGroupBody = (payload: string | Buffer) =>
    t.app.inject({ method: 'POST', url: '/api/product_group_post', headers: { ...t.admin, 'content-type': 'application/json' }, payload });

  it('refuses "\\ud800" in a name with a 400, and stores a real emoji as sent', async () => {
    const res = await call('POST', '/product_group_post', { name: 'Mobiles \ud800' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/lone surrogate/);
    expect(await count('product_groups')).toBe(0);
    const ok = await call('POST', '/product_group_post', { name: 'Mobiles 📱' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await one(t.db, sql`select name from product_groups`)).toEqual({ name: 'Mobiles 📱' });
  });

  it('refuses a body that is not UTF-8, rather than reading it with replacement characters', async () => {
    const payload = Buffer.concat([Buffer.from('{"name":"Mobiles '), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]);
    const res = await postGroupBody(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid UTF-8 text');
    expect(await count('product_groups')).toBe(0);
  });

  it('still refuses __proto__ keys and bad JSON, and takes a deep body without crashing', async () => {
    const proto = await postGroupBody('{"name":"x","__proto__":{"a":1}}');
    expect(proto.statusCode).toBe(400);
    const bad = await postGroupBody('{"name":');
    expect(bad.statusCode).toBe(400);
    const deep = await postGroupBody(`{"name":"x","d":${'['.repeat(100_000)}"\\ud800"${']'.repeat(100_000)}}`);
    expect(deep.statusCode).toBe(400);
  });
});

describe('NUL and the other control or invisible characters are refused wherever text comes in (issue 39, finding 6)', () => {
  it('refuses a serial with a NUL character with a 400 (it was a 500), saving nothing', async () => {
    const supp = await supplier();
    const model = await serialModel();
    const res = await purchase(supp, [{ m_id: model, qty: 1, unit_price: 100, serial: ['SN\u00001'] }]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('A serial number cannot contain control or invisible characters (U+0000 found)');
    const opening = await call('POST', '/product_model_serial_post', { m_id: model, serial: ['SN\u00002', { sl_no: 'SN\u20603', m_id: model }] });
    expect(opening.statusCode, opening.body).toBe(400);
    expect(await serialsOf(model)).toEqual([]);
    expect(await count('purchases')).toBe(0);
  });

  it('refuses a word joiner, a tag character, BEL, C1 controls and the line and paragraph separators in a name', async () => {
    for (const [name, found] of [
      ['Ka\u2060rim', 'U+2060'],
      ['Karim\u{E0041}', 'U+E0041'],
      ['Karim\u0007', 'U+0007'],
      ['Karim\u0085Traders', 'U+0085'],
      ['Karim\u2028Traders', 'U+2028'],
      ['Karim Traders\u2029', 'U+2029'],
      ['\ufeffKarim', 'U+FEFF'],
      ['Karim\nTraders', 'U+000A'],
    ]) {
      const res = await call('POST', '/party_post', { type: 1, name });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json()).toEqual({ message: `Name cannot contain control or invisible characters (${found} found)`, field: 'name' });
    }
    const group = await call('POST', '/product_group_post', { name: 'Mobiles\u0000' });
    expect(group.statusCode).toBe(400);
    expect(group.json().message).toBe('Group name cannot contain control or invisible characters (U+0000 found)');
    expect(await count('parties')).toBe(0);
    expect(await count('product_groups')).toBe(0);
  });

  it('refuses a name made only of combining marks, and takes a letter with its accent and Bangla with its signs', async () => {
    for (const name of ['\u0301\u0301\u0301', ' \u0308\u20dd ', '\u09be\u09bf']) {
      const res = await call('POST', '/product_model_post', { name });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json()).toEqual({ message: 'Model name cannot be made only of combining marks', field: 'name' });
    }
    expect(await count('product_models')).toBe(0);
    for (const name of ['Cafe\u0301 Phone', 'বাংলা টিভি']) expect((await call('POST', '/product_model_post', { name })).statusCode).toBe(201);
  });

  it('refuses a control character in any other text field, and keeps the lines of an address', async () => {
    const bell = await call('POST', '/party_post', { type: 1, name: 'Karim', address: 'Road 1\u0007' });
    expect(bell.statusCode).toBe(400);
    expect(bell.json()).toEqual({ message: 'address cannot contain control or invisible characters (U+0007 found)', field: 'address' });
    const nul = await call('POST', '/party_post', { type: 1, name: 'Karim', phone: '017\u0000' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().field).toBe('phone');
    const search = await t.app.inject({ method: 'GET', url: '/api/vat/rates?search=%E2%81%A0', headers: t.admin });
    expect(search.statusCode).toBe(400);
    expect(await count('parties')).toBe(0);
    const ok = await call('POST', '/party_post', { type: 1, name: 'Karim', address: 'House 5, Road 1\r\nDhaka\t1207' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await one(t.db, sql`select address from parties`)).toEqual({ address: 'House 5, Road 1\r\nDhaka\t1207' });
  });

  it('answers a NUL that reaches PostgreSQL (22P05) and an invalid byte sequence (22021) with a 400, not a 500', async () => {
    const { databaseError } = await import('./app.js');
    const nul = await t.db.execute(sql`select ${'a\u0000b'}::text`).catch((e: unknown) => e);
    expect(databaseError(nul)).toMatchObject({ statusCode: 400, message: 'A value is not valid' });
    expect(databaseError(Object.assign(new Error('invalid byte sequence'), { code: '22021' }))).toMatchObject({ statusCode: 400 });
  });
});

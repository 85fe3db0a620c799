// Issue 38: each document kind is declared once, in its feature, and registered at start
// (features/index.ts). What the shared modules read from the registry must be there: a re-costing
// rule for every source type whose movements re-costing can change, and a kind for every name the
// cross-feature rules are called with.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registerDocumentKinds } from '../features/index.js';
import { kindBySource, kindOf, registerKind, registeredKinds, type KindName } from './kinds.js';
import { SOURCE } from '../ledger/sources.js';
import { COST_LEDGERS, correctDocuments } from '../stock/recostDocuments.js';
import type { Executor } from '../db/client.js';

registerDocumentKinds();

/** The source types whose stock movements re-costing can change: all but purchases and opening stock. */
const RECOSTED = [SOURCE.sale, SOURCE.salesReturn, SOURCE.purchaseReturn, SOURCE.adjustment];
/** Their goods come in at their own cost. */
const OWN_COST = [SOURCE.purchase, SOURCE.modelOpening];

const move = (sourceType: string) => ({ sourceType, sourceId: 1, modelId: 1, qty: '-1', oldValue: '-10.00', newValue: '-12.00', unitCost: '12.00' });
/** Fails on any statement: the rule is looked up before anything is written. */
const noDatabase = { execute: () => Promise.reject(new Error('no statement expected')) } as unknown as Executor;

describe('document kinds', () => {
  it.each(RECOSTED)('%s movements have a re-costing rule, its lines on the cost ledgers and balanced', (t) => {
    const rule = kindBySource(t)?.recost;
    expect(rule).toBeDefined();
    for (const incoming of [true, false]) {
      const lines = rule!.lines(100n, incoming);
      expect(lines.length).toBeGreaterThan(0);
      for (const l of lines) expect(COST_LEDGERS).toContain(l.ledgerId);
      const net = lines.reduce((a, l) => a + (l.side === 'D' ? l.delta : -l.delta), 0n);
      expect(net === 0n || t === SOURCE.purchaseReturn).toBe(true); // a purchase return's other side is the fixed payable
    }
    expect(Object.keys(rule!.items.set).length).toBeGreaterThan(0);
  });

  it.each(OWN_COST)('a %s movement has no rule and is refused, as before', async (t) => {
    expect(kindBySource(t)?.recost).toBeUndefined();
    await expect(correctDocuments(noDatabase, [move(t)])).rejects.toThrow(`A ${t} movement cannot be re-costed`);
  });

  it('every kind the cross-feature rules are called with is registered', () => {
    const server = path.join(import.meta.dirname, '..');
    const sources = fs
      .readdirSync(server, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => fs.readFileSync(path.join(server, f), 'utf8'));
    const names = new Set<string>();
    let calls = 0;
    let named = 0;
    for (const text of sources) {
      calls += (text.match(/(?<!function )\bcheck(Change|Saved)\(/g) ?? []).length;
      for (const m of text.matchAll(/\bcheckChange\(\s*\w+,\s*\{\s*kind:\s*(?:'(\w+)'|a\.kind)|\bcheckSaved\(\s*\w+,\s*(?:'(\w+)'|a\.kind)/g)) {
        if (m[1] ?? m[2]) names.add(m[1] ?? m[2]);
        named++;
      }
      // The lifecycle (documents/lifecycle.ts) calls them with its adapter's kind, which each adapter names.
      for (const m of text.matchAll(/\bkind:\s*'(\w+)',\s*lock:/g)) names.add(m[1]);
    }
    // Every call names its kind as a literal or is the lifecycle's, so all are read here.
    expect(named).toBe(calls);
    expect([...names].sort()).toEqual(['adjustment', 'collPay', 'purchase', 'purchaseReturn', 'quotation', 'sale', 'salesReturn', 'voucher']);
    for (const n of names) expect(() => kindOf(n as KindName)).not.toThrow();
  });

  it('registering again changes nothing; a name or source type taken by another kind is refused', () => {
    const before = [...registeredKinds().entries()];
    registerDocumentKinds();
    expect([...registeredKinds().entries()]).toEqual(before);
    expect(() => registerKind('sale', { ...kindOf('sale'), source: SOURCE.purchase })).toThrow(/registered already/);
    expect(() => registerKind('another' as KindName, { ...kindOf('quotation'), source: SOURCE.sale })).toThrow(/another kind's/);
    expect([...registeredKinds().entries()]).toEqual(before);
  });
});

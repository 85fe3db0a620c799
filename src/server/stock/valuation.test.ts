// The moving-average replay, without a database: figures worked out by hand.
import { describe, expect, it } from 'vitest';
import { balanceFrom, costKind, emptyBalance, replay, type ReplayMove } from './valuation.js';

const run = (moves: ReplayMove[], start = emptyBalance()) => {
  const r = replay(start, moves);
  if (!r.ok) throw new Error(`refused at ${r.index}`);
  return r;
};

describe('replay', () => {
  it('10 at 100 and 10 at 130, then 5 out: average 115, 575 leaves, 1,725 stays', () => {
    const r = run([{ kind: 'in', qty: '10', unitCost: '100' }, { kind: 'in', qty: '10', unitCost: '130' }, { kind: 'out', qty: '5' }]);
    expect(r.costed).toEqual([
      { unitCost: '100.0000', value: '1000.00' },
      { unitCost: '130.0000', value: '1300.00' },
      { unitCost: '115.0000', value: '575.00' },
    ]);
    expect(r.end).toEqual({ qty: '15.000', value: '1725.00', avg: '115.0000' });
  });

  it('thirds: 3 at 33.3333 is 100.00; one out at 33.33 leaves 66.67; the last two take all that is left', () => {
    const r = run([{ kind: 'in', qty: '3', unitCost: '33.3333' }, { kind: 'out', qty: '1' }, { kind: 'out', qty: '2' }]);
    expect(r.costed.map((c) => c.value)).toEqual(['100.00', '33.33', '66.67']);
    expect(r.costed[2].unitCost).toBe('33.3350');
    // at zero the average stays what it was before the last movement out
    expect(r.end).toEqual({ qty: '0.000', value: '0.00', avg: '33.3350' });
  });

  it('an adjustment in takes the average as it stands; a return takes its sale’s cost, as re-costed in the same replay', () => {
    const r = run([
      { kind: 'in', qty: '4', unitCost: '50' },
      { kind: 'out', qty: '2', id: 7 },
      { kind: 'in_avg', qty: '1' },
      { kind: 'in_linked', qty: '1', linkedId: 7, linkedCost: '40' },
    ]);
    expect(r.costed.map((c) => [c.unitCost, c.value])).toEqual([
      ['50.0000', '200.00'],
      ['50.0000', '100.00'],
      ['50.0000', '50.00'],
      ['50.0000', '50.00'],
    ]);
  });

  it('fractions of a kilogram: 2.5 kg at 80.10 is 200.25; 0.125 kg out is 10.01', () => {
    const r = run([{ kind: 'in', qty: '2.5', unitCost: '80.10' }, { kind: 'out', qty: '0.125' }]);
    expect(r.costed.map((c) => c.value)).toEqual(['200.25', '10.01']);
    expect(r.end).toEqual({ qty: '2.375', value: '190.24', avg: '80.1011' });
  });

  it('refuses the first movement that would go below zero, saying what was there and what was asked', () => {
    expect(replay(emptyBalance(), [{ kind: 'in', qty: '2', unitCost: '10' }, { kind: 'out', qty: '3' }])).toEqual({ ok: false, index: 1, available: '2.000', asked: '3.000' });
  });

  it('starts from a balance part-way, keeping the rate of a model at zero', () => {
    expect(balanceFrom('0', '0', '12.5')).toEqual({ qty: '0.000', value: '0.00', avg: '12.5000' });
    const r = run([{ kind: 'in_avg', qty: '2' }], balanceFrom('0', '0', '12.5'));
    expect(r.costed).toEqual([{ unitCost: '12.5000', value: '25.00' }]);
    expect(balanceFrom('3', '10', '0').avg).toBe('3.3333');
  });

  it('knows a movement’s kind by its document', () => {
    expect([costKind('purchase', '5'), costKind('sale', '-5'), costKind('adjustment', '2'), costKind('adjustment', '-2'), costKind('sales_return', '1')]).toEqual([
      'in', 'out', 'in_avg', 'out', 'in_linked',
    ]);
  });
});

describe('a saved movement in at its own cost', () => {
  it('keeps the value it was saved at, and the average follows it', () => {
    // 3 pieces saved at 100.01 although 3 × 33.3333 is 100.00: the replay takes 100.01
    const r = run([{ kind: 'in', qty: '3', unitCost: '33.3333', value: '100.01' }, { kind: 'out', qty: '3' }]);
    expect(r.costed.map((c) => c.value)).toEqual(['100.01', '100.01']);
  });
});

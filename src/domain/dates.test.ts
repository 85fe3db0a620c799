import { describe, expect, it } from 'vitest';
import { TIME_ZONE, dhakaStamp, displayDate, parseTypedDate, todayInDhaka } from './dates';

describe('dates in Dhaka (UTC+6)', () => {
  it('takes the day and the time of a moment in Dhaka, not in UTC', () => {
    // 20:30 UTC on 10 March is 02:30 on 11 March in Dhaka.
    const at = new Date('2026-03-10T20:30:05Z');
    expect(todayInDhaka(at)).toBe('2026-03-11');
    expect(dhakaStamp(at)).toBe('2026-03-11_02-30-05');
    // Midnight in Dhaka is written 00, not 24.
    expect(dhakaStamp(new Date('2026-03-10T18:00:00Z'))).toBe('2026-03-11_00-00-00');
  });

  it("agrees with the time zone's own rules at every hour of 2025 to 2027", () => {
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
    const wrong: string[] = [];
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2028, 0, 1); t += 3600_000) {
      const at = new Date(t);
      if (todayInDhaka(at) !== zone.format(at)) wrong.push(at.toISOString());
    }
    expect(wrong).toEqual([]);
  });
});

describe("dates shown and typed the company's way (issue 42, item 9)", () => {
  it('shows a date in each style', () => {
    expect(displayDate('2026-03-05', 'dd/mm/yyyy')).toBe('05/03/2026');
    expect(displayDate('2026-03-05', 'd-mmm-yyyy')).toBe('5-Mar-2026');
    expect(displayDate('2026-03-05', 'yyyy-mm-dd')).toBe('2026-03-05');
    expect(displayDate('2026-03-05')).toBe('5-Mar-2026');
  });
  it('reads dd/mm/yyyy as shops write it, and yyyy-mm-dd, and 5-Mar-2026; refuses what is no date', () => {
    expect(parseTypedDate('05/03/2026')).toBe('2026-03-05');
    expect(parseTypedDate('5/3/2026')).toBe('2026-03-05');
    expect(parseTypedDate('5-3-26')).toBe('2026-03-05');
    expect(parseTypedDate('05.03.2026')).toBe('2026-03-05');
    expect(parseTypedDate('2026-03-05')).toBe('2026-03-05');
    expect(parseTypedDate('5-Mar-2026')).toBe('2026-03-05');
    expect(parseTypedDate('5 march 2026')).toBe('2026-03-05');
    expect(parseTypedDate('31/02/2026')).toBeNull();
    expect(parseTypedDate('13/13/2026')).toBeNull();
    expect(parseTypedDate('yesterday')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { TIME_ZONE, dhakaStamp, todayInDhaka } from './dates';

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

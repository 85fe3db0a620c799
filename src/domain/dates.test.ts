import { describe, expect, it } from 'vitest';
import { dhakaStamp, todayInDhaka } from './dates';

describe('dates in Dhaka (UTC+6)', () => {
  it('takes the day and the time of a moment in Dhaka, not in UTC', () => {
    // 20:30 UTC on 10 March is 02:30 on 11 March in Dhaka.
    const at = new Date('2026-03-10T20:30:05Z');
    expect(todayInDhaka(at)).toBe('2026-03-11');
    expect(dhakaStamp(at)).toBe('2026-03-11_02-30-05');
    // Midnight in Dhaka is written 00, not 24.
    expect(dhakaStamp(new Date('2026-03-10T18:00:00Z'))).toBe('2026-03-11_00-00-00');
  });
});

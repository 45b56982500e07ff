import { describe, expect, it } from 'vitest';
import { SLOTS_PER_HOUR, slotStartOf } from './activity-slot';

describe('activity slots', () => {
  it('has six slots an hour', () => {
    expect(SLOTS_PER_HOUR).toBe(6);
  });

  it.each([
    ['2026-03-02T09:00:00.000Z', '2026-03-02T09:00:00.000Z'],
    ['2026-03-02T09:09:59.999Z', '2026-03-02T09:00:00.000Z'],
    ['2026-03-02T09:10:00.000Z', '2026-03-02T09:10:00.000Z'],
    ['2026-03-02T23:59:59.000Z', '2026-03-02T23:50:00.000Z'],
  ])('%s belongs to the slot starting %s', (instant, start) => {
    expect(slotStartOf(new Date(instant)).toISOString()).toBe(start);
  });
});

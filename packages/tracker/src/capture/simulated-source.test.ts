import { describe, expect, it } from 'vitest';
import { createSimulatedSource } from './simulated-source';

describe('simulated source', () => {
  it('cuts the day into windows without losing or repeating a second', async () => {
    const source = createSimulatedSource({ seed: 'E-1' });
    const whole = await source.collect(new Date('2026-03-02T00:00:00Z'), new Date('2026-03-03T00:00:00Z'));
    let pieces = 0;
    let minutes = 0;
    let shots = 0;
    for (let hour = 0; hour < 24; hour += 1) {
      const from = new Date(Date.UTC(2026, 2, 2, hour));
      const part = await source.collect(from, new Date(from.getTime() + 3_600_000));
      pieces += part.intervals.reduce((sum, interval) => sum + interval.durationSeconds, 0);
      minutes += part.inputMinutes.length;
      shots += part.screenshots.length;
    }
    expect(pieces).toBe(whole.intervals.reduce((sum, interval) => sum + interval.durationSeconds, 0));
    expect(minutes).toBe(whole.inputMinutes.length);
    expect(shots).toBe(whole.screenshots.length);
  });
});

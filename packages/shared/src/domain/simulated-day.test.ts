import { describe, expect, it } from 'vitest';
import { SLOT_SECONDS } from './activity-slot';
import { localMidnight, planDay } from './simulated-day';
import { rollUpSlot } from './slot-rollup';

const WEEKDAYS = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'];
const seconds = (plan: ReturnType<typeof planDay>, kind: string) =>
  plan.intervals
    .filter((interval) => interval.kind === kind)
    .reduce((sum, interval) => sum + interval.durationSeconds, 0);

describe('simulated day', () => {
  it.each(WEEKDAYS.flatMap((day) => ['E-1', 'E-2', 'E-3'].map((seed) => [seed, day])))(
    'seed %s on %s: 7–10 tracked hours, a lunch away spell, meetings, focus inside the tracked time',
    (seed, day) => {
      const plan = planDay(seed, day, 'Asia/Kolkata');
      const tracked = (seconds(plan, 'active') + seconds(plan, 'away')) / 3600;
      expect(tracked).toBeGreaterThanOrEqual(7);
      expect(tracked).toBeLessThanOrEqual(10);
      const midnight = localMidnight(day, 'Asia/Kolkata');
      const lunch = plan.intervals.find((interval) => {
        const hour = (Date.parse(interval.startedAt) - midnight) / 3_600_000;
        return (
          interval.kind === 'away' && hour >= 11.9 && hour <= 13.1 && interval.durationSeconds >= 35 * 60
        );
      });
      expect(lunch).toBeDefined();
      const apps = new Set(
        plan.intervals.flatMap((interval) => (interval.kind === 'focus' ? [interval.app] : [])),
      );
      expect(apps).toContain('Zoom');
      expect(apps.size).toBeGreaterThanOrEqual(4);
      // Focus covers all tracked time: at work a window, away the lock screen.
      expect(seconds(plan, 'focus')).toBe(seconds(plan, 'active') + seconds(plan, 'away'));
      // A screenshot in most 10-minute slots of the tracked time.
      expect(plan.screenshots.length).toBeGreaterThan(tracked * 6 * 0.8);
    },
  );

  it('is deterministic by seed and differs between seeds', () => {
    expect(planDay('E-1', '2026-03-02', 'UTC')).toEqual(planDay('E-1', '2026-03-02', 'UTC'));
    expect(planDay('E-2', '2026-03-02', 'UTC')).not.toEqual(planDay('E-1', '2026-03-02', 'UTC'));
  });

  it('has a log-off gap: some stretch inside the day with no interval at all', () => {
    const plan = planDay('E-1', '2026-03-02', 'UTC');
    const status = plan.intervals
      .filter((interval) => interval.kind !== 'focus')
      .map((interval) => ({
        start: Date.parse(interval.startedAt),
        end: Date.parse(interval.startedAt) + interval.durationSeconds * 1000,
      }))
      .sort((a, b) => a.start - b.start);
    const gaps = status.slice(1).map((interval, index) => interval.start - (status[index]?.end ?? 0));
    expect(Math.max(...gaps)).toBeGreaterThanOrEqual(20 * 60_000);
  });

  it.each(['E-1', 'E-2'])(
    'seed %s: rolled up like ingestion, away time is idle inside tracked time, not log-off',
    (seed) => {
      const plan = planDay(seed, '2026-03-04', 'Asia/Kolkata');
      const intervals = plan.intervals.map((interval) => ({
        kind: interval.kind,
        startedAt: new Date(interval.startedAt),
        durationSeconds: interval.durationSeconds,
        app: interval.kind === 'focus' ? interval.app : null,
        title: interval.kind === 'focus' ? interval.title : null,
      }));
      const midnight = localMidnight('2026-03-04', 'Asia/Kolkata');
      const input = { intervals, inputMinutes: [], screenshots: [] };
      const slots = Array.from({ length: 144 }, (_, index) =>
        rollUpSlot(new Date(midnight + index * SLOT_SECONDS * 1000), input),
      );
      const tracked = slots.reduce((sum, slot) => sum + slot.trackedSeconds, 0);
      const idle = slots.reduce((sum, slot) => sum + slot.idleSeconds, 0);
      expect(tracked).toBe(seconds(plan, 'active') + seconds(plan, 'away'));
      expect(idle).toBe(seconds(plan, 'away'));
      expect(idle).toBeGreaterThan(60 * 60);
    },
  );

  it('rests on weekends', () => {
    expect(planDay('E-1', '2026-03-07', 'UTC').intervals).toEqual([]);
  });
});

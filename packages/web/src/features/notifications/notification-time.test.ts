// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatNotificationTime } from './notification-time';

const NOW = new Date('2026-03-20T12:00:00Z');
const before = (milliseconds: number) => new Date(NOW.getTime() - milliseconds).toISOString();

describe('formatNotificationTime', () => {
  it.each([
    [before(20 * 1000), 'just now'],
    [before(5 * 60 * 1000), '5 min ago'],
    [before(59 * 60 * 1000), '59 min ago'],
    [before(3 * 60 * 60 * 1000), '3 h ago'],
    [before(30 * 60 * 60 * 1000), 'yesterday'],
    [before(4 * 24 * 60 * 60 * 1000), '4 days ago'],
    // After a week, the day in the organisation's zone, whatever the browser's.
    ['2026-03-02T12:00:00Z', '02-Mar-2026'],
    ['2026-03-02T20:00:00Z', '02-Mar-2026'],
  ])('%s → %s in UTC', (createdAt, expected) => {
    expect(formatNotificationTime(createdAt, 'UTC', NOW)).toBe(expected);
  });

  it('dates an old notification by the organisation’s day', () => {
    expect(formatNotificationTime('2026-03-02T20:00:00Z', 'Asia/Kolkata', NOW)).toBe('03-Mar-2026');
  });
});

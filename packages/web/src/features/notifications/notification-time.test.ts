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
    // Noon UTC is the same calendar day in every zone the tests run in (UTC, Asia/Kolkata).
    ['2026-03-02T12:00:00Z', '02-Mar-2026'],
  ])('%s → %s', (createdAt, expected) => {
    expect(formatNotificationTime(createdAt, NOW)).toBe(expected);
  });
});

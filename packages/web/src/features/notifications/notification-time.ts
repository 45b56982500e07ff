import { formatDayIn } from '@pulse/shared/domain/display-format';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

// Short and relative while recent ("5 min ago", "3 h ago"), a plain date after a week: the day in the
// organisation's zone, as every other date of the product (not the browser's).
export const formatNotificationTime = (
  createdAt: string,
  timeZone: string,
  now: Date = new Date(),
): string => {
  const at = new Date(createdAt);
  const elapsed = now.getTime() - at.getTime();
  if (elapsed < MINUTE_MS) return 'just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)} min ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)} h ago`;
  const days = Math.floor(elapsed / DAY_MS);
  if (days < 7) return days === 1 ? 'yesterday' : `${days} days ago`;
  return formatDayIn(at, timeZone);
};

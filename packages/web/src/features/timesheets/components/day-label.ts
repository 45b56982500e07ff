import { formatDayMonthYear, weekdayName } from '@pulse/shared/domain/display-format';

// A day's column heading: 'Mon 16-Nov'.
export const dayLabel = (date: string) =>
  `${weekdayName(date).slice(0, 3)} ${formatDayMonthYear(date).slice(0, 6)}`;

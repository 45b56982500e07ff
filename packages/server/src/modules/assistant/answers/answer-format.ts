import { formatLongDate } from '@pulse/shared/domain/display-format';
import { addDays, daysFromTo } from '@pulse/shared/domain/organization-day';
import { monthName } from '@pulse/shared/domain/salary-slip';
import type { DateRange } from '../assistant-intent';

// How answers write lists and ranges, so every answer reads alike.

const MAX_LISTED = 10;

// One item a line, each starting with "• "; at most 10, then how many more there are.
// Every item of a paged list, page after page, as the portal's lists load them.
export const allPages = async <Item>(
  load: (page: number) => Promise<{ items: Item[]; totalPages: number }>,
): Promise<Item[]> => {
  const first = await load(1);
  const pages = [first];
  for (let page = 2; page <= first.totalPages; page += 1) pages.push(await load(page));
  return pages.flatMap((loaded) => loaded.items);
};

// The range as a phrase, "so far" when it runs past today.
export const describeAsked = (range: DateRange, today: string) =>
  `${describeRange(range)}${range.to > today ? ' so far' : ''}`;

export const listed = (lines: readonly string[]) => {
  const shown = lines.slice(0, MAX_LISTED).map((line) => `• ${line}`);
  const more = lines.length - MAX_LISTED;
  return [...shown, ...(more > 0 ? [`… and ${more} more`] : [])].join('\n');
};

const isWholeMonth = (range: DateRange) =>
  range.from.slice(8) === '01' &&
  range.from.slice(0, 7) === range.to.slice(0, 7) &&
  addDays(range.to, 1).slice(8) === '01';

const isWholeYear = (range: DateRange) =>
  range.from.slice(0, 4) === range.to.slice(0, 4) &&
  range.from.slice(5) === '01-01' &&
  range.to.slice(5) === '12-31';

// The range as a phrase after a verb: 'on Monday, 2 March 2026', 'in March 2026', 'in 2026',
// 'from 2 March 2026 to 8 March 2026'.
export const describeRange = (range: DateRange) => {
  if (range.from === range.to) return `on ${formatLongDate(range.from, { withWeekday: true })}`;
  if (isWholeMonth(range)) return `in ${monthName(Number(range.from.slice(5, 7)))} ${range.from.slice(0, 4)}`;
  if (isWholeYear(range)) return `in ${range.from.slice(0, 4)}`;
  return `from ${formatLongDate(range.from)} to ${formatLongDate(range.to)}`;
};

// The part of `range` inside `within`, or null when they do not meet (YYYY-MM-DD compares as text).
export const clipRange = (range: DateRange, within: DateRange): DateRange | null => {
  const from = [range.from, within.from].sort()[1] ?? range.from;
  const to = [range.to, within.to].sort()[0] ?? range.to;
  return from <= to ? { from, to } : null;
};

// Every day of an inclusive range, in order.
export const daysOf = (range: DateRange) => daysFromTo(range.from, range.to);

// 'day' or 'days' after a count.
export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

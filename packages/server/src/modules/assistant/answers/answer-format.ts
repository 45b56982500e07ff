import { type ListPageQuery, MAX_PAGE_SIZE } from '@pulse/shared/contracts/list-page';
import { formatLongDate } from '@pulse/shared/domain/display-format';
import { addDays, daysFromTo } from '@pulse/shared/domain/organization-day';
import { MAX_REPORT_DAYS } from '@pulse/shared/domain/report-weeks';
import { monthName } from '@pulse/shared/domain/salary-slip';
import type { DateRange } from '../assistant-intent';

// How answers write lists and ranges, so every answer reads alike.

const MAX_LISTED = 10;

// One item a line, each starting with "• "; at most 10, then how many more there are.
// Every item of a paged list, page after page, in the largest pages a list gives.
export const allPages = async <Item>(
  load: (paging: ListPageQuery) => Promise<{ items: Item[]; total: number }>,
): Promise<Item[]> => {
  const first = await load({ page: 1, pageSize: MAX_PAGE_SIZE });
  const pages = [first];
  const pageCount = Math.ceil(first.total / MAX_PAGE_SIZE);
  for (let page = 2; page <= pageCount; page += 1) pages.push(await load({ page, pageSize: MAX_PAGE_SIZE }));
  return pages.flatMap((loaded) => loaded.items);
};

// The range as a phrase, "so far" when it runs past today: 'in March 2026 so far (1 March to 2 March)'.
export const describeAsked = (range: DateRange, today: string) => {
  if (range.to <= today || range.from > today) return describeRange(range);
  const { label, span } = phraseOf(range);
  return `${label} so far${span ? ` (${spanOf({ from: range.from, to: today })})` : ''}`;
};

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

// '1 February to 28 February': the days a month or a year named covers, so a misread period shows.
const spanOf = (range: DateRange) => {
  const dayAndMonth = (date: string) => formatLongDate(date).replace(/ \d{4}$/, '');
  return `${dayAndMonth(range.from)} to ${dayAndMonth(range.to)}`;
};

const phraseOf = (range: DateRange): { label: string; span: boolean } => {
  if (range.from === range.to)
    return { label: `on ${formatLongDate(range.from, { withWeekday: true })}`, span: false };
  if (isWholeMonth(range))
    return { label: `in ${monthName(Number(range.from.slice(5, 7)))} ${range.from.slice(0, 4)}`, span: true };
  if (isWholeYear(range)) return { label: `in ${range.from.slice(0, 4)}`, span: true };
  return { label: `from ${formatLongDate(range.from)} to ${formatLongDate(range.to)}`, span: false };
};

// The range as a phrase after a verb: 'on Monday, 2 March 2026', 'in February 2026 (1 February to
// 28 February)', 'in 2026 (1 January to 31 December)', 'from 2 March 2026 to 8 March 2026'.
export const describeRange = (range: DateRange) => {
  const { label, span } = phraseOf(range);
  return span ? `${label} (${spanOf(range)})` : label;
};

// The part of `range` inside `within`, or null when they do not meet (YYYY-MM-DD compares as text).
export const clipRange = (range: DateRange, within: DateRange): DateRange | null => {
  const from = [range.from, within.from].sort()[1] ?? range.from;
  const to = [range.to, within.to].sort()[0] ?? range.to;
  return from <= to ? { from, to } : null;
};

// The part of a period asked that a report can give, and the phrase naming it; null when all of it
// is still ahead. Nothing is tracked after today, and a report covers a year at most
// (report-weeks.ts): a longer question is answered for its last year.
export const reportPeriodOf = (
  asked: DateRange,
  today: string,
): { range: DateRange; when: string } | null => {
  const upToToday = clipRange(asked, { from: asked.from, to: today });
  if (!upToToday) return null;
  const earliest = addDays(upToToday.to, -(MAX_REPORT_DAYS - 1));
  const range = upToToday.from < earliest ? { from: earliest, to: upToToday.to } : upToToday;
  return { range, when: describeAsked(range.from === asked.from ? asked : range, today) };
};

// Every day of an inclusive range, in order.
export const daysOf = (range: DateRange) => daysFromTo(range.from, range.to);

// 'day' or 'days' after a count.
export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

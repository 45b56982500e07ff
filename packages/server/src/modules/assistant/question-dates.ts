import { addDays, isCalendarDate, todayIn, zoneOffsetMinutes } from '@pulse/shared/domain/organization-day';
import { isoWeekStart } from '@pulse/shared/domain/report-weeks';
import { sameDayInYear } from '@pulse/shared/domain/upcoming-dates';
import * as chrono from 'chrono-node';
import type { DateRange } from './assistant-intent';

// Dates in a question to ProBot, as the organisation's calendar days (architecture invariant 6: the
// organisation's zone decides the day). Periods ("this week", "last month") are read here, weeks
// Monday to Sunday as the reports group them (spec B §3); written dates ("25 December", "25/12",
// "2-4 Dec", "2026-12-25") by chrono-node's British English parser, which reads 25/12 as day/month
// as Indian organisations write it.

// Whether a date written without a year ("25 December", "on Friday") means its next occurrence
// (holidays, leave) or its latest one (tracked time, attendance).
export type DateDirection = 'forward' | 'past';

type MonthDay = { year: number | null; month: number; day: number };
type WeekdayModifier = 'this' | 'next' | 'last' | 'coming' | null;

export type DateMention = { index: number; length: number } & (
  | { kind: 'fixed'; range: DateRange }
  | { kind: 'days'; from: MonthDay; to: MonthDay }
  | { kind: 'month'; month: number; year: number | null }
  // 0 = Monday … 6 = Sunday.
  | { kind: 'weekday'; weekday: number; modifier: WeekdayModifier }
  // "the 24th": a day of a month the question does not name.
  | { kind: 'day-of-month'; day: number }
);

type Found = { index: number; length: number };

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const MONTH_WORDS =
  'jan|january|feb|february|mar|march|apr|april|may|jun|june|jul|july|aug|august|sep|sept|september|oct|october|nov|november|dec|december';
// A month named by its name ("in January", "for feb"), not by its place ("the month before").
export const MONTH_NAME = new RegExp(`\\b(${MONTH_WORDS})\\b`);

const pad = (value: number) => String(value).padStart(2, '0');
const dateOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
const yearNumber = (date: string) => Number(date.slice(0, 4));
const monthNumber = (date: string) => Number(date.slice(5, 7));

const monthRange = (year: number, month: number): DateRange => {
  const from = dateOf(year, month, 1);
  const nextMonth = month === 12 ? dateOf(year + 1, 1, 1) : dateOf(year, month + 1, 1);
  return { from, to: addDays(nextMonth, -1) };
};

const shiftMonth = (today: string, months: number) => {
  const index = yearNumber(today) * 12 + monthNumber(today) - 1 + months;
  return monthRange(Math.floor(index / 12), (index % 12) + 1);
};

const weekRange = (today: string, weeks: number): DateRange => {
  const from = addDays(isoWeekStart(today), 7 * weeks);
  return { from, to: addDays(from, 6) };
};

const singleDay = (date: string): DateRange => ({ from: date, to: date });

const yearRange = (year: number): DateRange => ({ from: `${year}-01-01`, to: `${year}-12-31` });

// The week (Monday to Sunday), month and calendar year a day is in: the intents' default periods.
export const weekOf = (today: string) => weekRange(today, 0);
export const monthOf = (today: string) => shiftMonth(today, 0);

// A period that is one whole calendar month ("in January", "last month"), as a slip's year and month.
export const wholeMonthOf = (range: DateRange | null) => {
  if (!range?.from.endsWith('-01') || monthOf(range.from).to !== range.to) return null;
  return { year: Number(range.from.slice(0, 4)), month: Number(range.from.slice(5, 7)) };
};
export const yearOf = (today: string) => yearRange(yearNumber(today));

// From today to the day before the same date next year.
export const nextTwelveMonths = (today: string): DateRange => {
  const nextYear = sameDayInYear(today, yearNumber(today) + 1);
  return { from: today, to: addDays(nextYear, -1) };
};

const SHIFTS: Record<string, number> = {
  this: 0,
  current: 0,
  last: -1,
  previous: -1,
  past: -1,
  next: 1,
  coming: 1,
  following: 1,
  upcoming: 1,
};

// Periods named relative to today, each with the range it means.
const MONTH_OF_WORD: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const WEEK_ORDINALS: Record<string, number> = {
  first: 0,
  '1st': 0,
  second: 1,
  '2nd': 1,
  third: 2,
  '3rd': 2,
  fourth: 3,
  '4th': 3,
};

const FEW_DAYS: Record<string, number> = {
  'few days': 7,
  'couple days': 2,
  'few weeks': 28,
  'couple weeks': 14,
  'few months': 91,
  'couple months': 61,
};

const PERIODS: { pattern: RegExp; range: (match: RegExpExecArray, today: string) => DateRange }[] = [
  // "the first week of Feb": days 1–7 (second: 8–14 …; last: the month's last 7), of the latest such
  // month up to today.
  {
    pattern: new RegExp(
      `\\b(first|1st|second|2nd|third|3rd|fourth|4th|last) week of (${MONTH_WORDS})\\b`,
      'g',
    ),
    range: ([, which = 'first', month = 'jan'], today) => {
      const asked = MONTH_OF_WORD[month.slice(0, 3)] ?? 1;
      const year = yearNumber(today) - (asked > monthNumber(today) ? 1 : 0);
      const whole = monthRange(year, asked);
      if (which === 'last') return { from: addDays(whole.to, -6), to: whole.to };
      const first = 1 + 7 * (WEEK_ORDINALS[which] ?? 0);
      return { from: dateOf(year, asked, first), to: dateOf(year, asked, first + 6) };
    },
  },
  // "Monday last week", "last week's Monday", "friday of next week": that week's day.
  {
    pattern: new RegExp(
      `\\b(${WEEKDAYS.join('|')}),? (?:of )?(this|last|previous|next|coming) week\\b|\\b(this|last|previous|next|coming) week(?:'?s)? (${WEEKDAYS.join('|')})\\b`,
      'g',
    ),
    range: ([, firstDay, firstWhich, laterWhich, laterDay], today) => {
      const week = weekRange(today, SHIFTS[firstWhich ?? laterWhich ?? 'this'] ?? 0);
      return singleDay(addDays(week.from, WEEKDAYS.indexOf(firstDay ?? laterDay ?? 'monday')));
    },
  },
  // "in the next few weeks", "the past couple of days": a few is taken as a week of days, four weeks or
  // three months, a couple as two; from today ahead, or back to today.
  {
    pattern: /\b(next|coming|upcoming|last|past|previous) (few|couple of|couple) (days|weeks|months)\b/g,
    range: ([, which = 'next', amount = 'few', unit = 'days'], today) => {
      const days = FEW_DAYS[`${amount.startsWith('couple') ? 'couple' : 'few'} ${unit}`] ?? 7;
      return ['last', 'past', 'previous'].includes(which)
        ? { from: addDays(today, 1 - days), to: today }
        : { from: today, to: addDays(today, days) };
    },
  },
  { pattern: /\bday before yesterday\b/g, range: (_, today) => singleDay(addDays(today, -2)) },
  { pattern: /\bday after tomorrow\b/g, range: (_, today) => singleDay(addDays(today, 2)) },
  { pattern: /\b(?:today|tonight)\b/g, range: (_, today) => singleDay(today) },
  { pattern: /\byesterday\b/g, range: (_, today) => singleDay(addDays(today, -1)) },
  { pattern: /\btomorrow\b/g, range: (_, today) => singleDay(addDays(today, 1)) },
  {
    pattern: /\b(this|current|last|previous|past|next|coming|following|upcoming) (week|month|year)\b/g,
    range: ([, which = 'this', unit], today) => {
      const shift = SHIFTS[which] ?? 0;
      if (unit === 'week') return weekRange(today, shift);
      if (unit === 'month') return shiftMonth(today, shift);
      return yearRange(yearNumber(today) + shift);
    },
  },
  // "last 7 days" is today and the 6 before it, as the reports' default range (spec A §9); "next 30
  // days" runs from today to 30 days ahead, as the dashboard's upcoming lists (spec A §2).
  {
    pattern: /\b(?:last|past|previous) (\d{1,3}) days\b/g,
    range: ([, days], today) => ({ from: addDays(today, 1 - Number(days)), to: today }),
  },
  // "the last fortnight": the 14 days to today.
  {
    pattern: /\b(?:last|past|previous) (?:fortnight|two weeks|2 weeks)\b/g,
    range: (_, today) => ({ from: addDays(today, -13), to: today }),
  },
  {
    pattern: /\b(?:next|coming|upcoming) (\d{1,3}) days\b/g,
    range: ([, days], today) => ({ from: today, to: addDays(today, Number(days)) }),
  },
];

const WEEKDAY_PATTERN = new RegExp(
  `\\b(?:(this|next|last|previous|coming) )?(${WEEKDAYS.join('|')})\\b`,
  'g',
);

// The same text with found spans blanked, so later readers do not see them again; blanks keep
// every offset where it was.
const blank = (text: string, spans: Found[]) => {
  let blanked = text;
  for (const { index, length } of spans) {
    blanked = blanked.slice(0, index) + ' '.repeat(length) + blanked.slice(index + length);
  }
  return blanked;
};

const readPeriods = (text: string, today: string): DateMention[] => {
  const mentions: DateMention[] = [];
  let rest = text;
  for (const { pattern, range } of PERIODS) {
    for (const match of rest.matchAll(pattern)) {
      mentions.push({
        index: match.index,
        length: match[0].length,
        kind: 'fixed',
        range: range(match, today),
      });
    }
    rest = blank(rest, mentions);
  }
  return mentions;
};

const readWeekdays = (text: string): DateMention[] =>
  [...text.matchAll(WEEKDAY_PATTERN)].map((match) => ({
    index: match.index,
    length: match[0].length,
    kind: 'weekday',
    weekday: WEEKDAYS.indexOf(match[2] ?? ''),
    modifier: match[1] === 'previous' ? 'last' : ((match[1] ?? null) as WeekdayModifier),
  }));

// Rewrites, of the same length, that chrono reads better: "between 2 and 4 December" as a range,
// "from 2 Dec" without "from" (else "from 2" is read as 2 o'clock), "Dec 25" as "25 Dec" (else 25
// is read as the year 2025).
const forChrono = (text: string) =>
  text
    .replace(/\bbetween (\S+(?: \S+)?) and\b/g, (_, first: string) => `        ${first} to `)
    .replace(/\bfrom(?= \d)/g, '    ')
    .replace(
      new RegExp(`\\b(${MONTH_WORDS}) (\\d{1,2}(?:st|nd|rd|th)?)\\b(?![/.:-]?\\d)`, 'g'),
      (_, month: string, day: string) => `${day} ${month}`,
    );

const monthDayOf = (components: chrono.ParsedComponents): MonthDay => ({
  year: components.isCertain('year') ? components.get('year') : null,
  month: components.get('month') ?? 1,
  day: components.get('day') ?? 1,
});

const readWrittenDates = (text: string, now: Date, timeZone: string): DateMention[] => {
  const reference = { instant: now, timezone: zoneOffsetMinutes(now, timeZone) };
  const mentions: DateMention[] = [];
  for (const result of chrono.en.GB.parse(forChrono(text), reference)) {
    const { start, end } = result;
    const found = { index: result.index, length: result.text.length };
    // "for 2 days" is a length of leave, not a date.
    if (/^for\b/.test(result.text)) continue;
    if (start.isCertain('day') && start.isCertain('month')) {
      mentions.push({ ...found, kind: 'days', from: monthDayOf(start), to: monthDayOf(end ?? start) });
    } else if (start.isCertain('month') && !start.isCertain('weekday')) {
      mentions.push({
        ...found,
        kind: 'month',
        month: start.get('month') ?? 1,
        year: start.isCertain('year') ? start.get('year') : null,
      });
    }
  }
  return mentions;
};

// A year on its own ("holidays in 2027").
const readYears = (text: string): DateMention[] =>
  [...text.matchAll(/(?<![\w/.-])((?:19|20)\d\d)(?![\w/.-])/g)].map((match) => ({
    index: match.index,
    length: match[0].length,
    kind: 'fixed',
    range: yearRange(Number(match[1])),
  }));

// A month's short name on its own ("my feb salary", "and for jan?"), which chrono leaves unread. "may"
// is left out: it is far more often the verb.
const readMonthAbbreviations = (text: string): DateMention[] =>
  [...text.matchAll(/\b(jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b/g)].map((match) => ({
    index: match.index,
    length: match[0].length,
    kind: 'month',
    month: MONTH_OF_WORD[(match[1] ?? '').slice(0, 3)] ?? 1,
    year: null,
  }));

// "on the 24th", "from the 16th": a day with its ordinal and no month, which chrono leaves unread.
const readDaysOfMonth = (text: string): DateMention[] =>
  [...text.matchAll(/\b(?:the |on )?([12]?\d|3[01])(?:st|nd|rd|th)\b/g)].map((match) => ({
    index: match.index,
    length: match[0].length,
    kind: 'day-of-month',
    day: Number(match[1]),
  }));

// The month of `today` or the one before or after, whichever the direction points to from it.
const resolveDayOfMonth = (day: number, today: string, direction: DateDirection) => {
  const [year, month, todayDay] = today.split('-').map(Number) as [number, number, number];
  const shift = direction === 'forward' ? (day < todayDay ? 1 : 0) : day > todayDay ? -1 : 0;
  const total = year * 12 + (month - 1) + shift;
  return dateOf(Math.floor(total / 12), (total % 12) + 1, day);
};

// Every date the question mentions, in the order written.
export const findDateMentions = (text: string, now: Date, timeZone: string): DateMention[] => {
  const today = todayIn(timeZone, now);
  const periods = readPeriods(text, today);
  const weekdays = readWeekdays(blank(text, periods));
  const written = readWrittenDates(blank(text, [...periods, ...weekdays]), now, timeZone);
  const years = readYears(blank(text, [...periods, ...weekdays, ...written]));
  const months = readMonthAbbreviations(blank(text, [...periods, ...weekdays, ...written, ...years]));
  const daysOfMonth = readDaysOfMonth(
    blank(text, [...periods, ...weekdays, ...written, ...years, ...months]),
  );
  // "Monday 23 Feb", "monday the 23rd": the date says which Monday, and takes the weekday in (its words
  // belong to the date, not to a name).
  const dates = [...written, ...daysOfMonth];
  const dateBeside = (weekday: DateMention) =>
    dates.find((date) => date.index > weekday.index && date.index - (weekday.index + weekday.length) <= 5);
  const widened = new Map<DateMention, DateMention>();
  const ownWeekdays = weekdays.filter((weekday) => {
    const date = dateBeside(weekday);
    if (date)
      widened.set(date, { ...date, index: weekday.index, length: date.index + date.length - weekday.index });
    return !date;
  });
  return [
    ...periods,
    ...ownWeekdays,
    ...dates.map((date) => widened.get(date) ?? date),
    ...years,
    ...months,
  ].sort((a, b) => a.index - b.index);
};

// A day and month without a year: this year's, or the next (forward) or previous (past) one's when
// this year's is on the wrong side of today. 29 February falls on 28 February in a common year.
const dateInYear = (monthDay: MonthDay, year: number) =>
  sameDayInYear(`2000-${pad(monthDay.month)}-${pad(monthDay.day)}`, year);

const resolveMonthDay = (monthDay: MonthDay, today: string, direction: DateDirection) => {
  if (monthDay.year !== null) return dateOf(monthDay.year, monthDay.month, monthDay.day);
  const thisYear = dateInYear(monthDay, yearNumber(today));
  if (direction === 'forward' && thisYear < today) return dateInYear(monthDay, yearNumber(today) + 1);
  if (direction === 'past' && thisYear > today) return dateInYear(monthDay, yearNumber(today) - 1);
  return thisYear;
};

const resolveDays = (from: MonthDay, to: MonthDay, today: string, direction: DateDirection) => {
  const start = resolveMonthDay(from, today, direction);
  if (to.year !== null) return { from: start, to: dateOf(to.year, to.month, to.day) };
  const sameYear = dateInYear(to, yearNumber(start));
  // "28 December to 2 January" runs into the next year.
  return { from: start, to: sameYear < start ? dateInYear(to, yearNumber(start) + 1) : sameYear };
};

const resolveMonth = (month: number, year: number | null, today: string, direction: DateDirection) => {
  if (year !== null) return monthRange(year, month);
  const current = monthNumber(today);
  if (direction === 'forward') return monthRange(yearNumber(today) + (month < current ? 1 : 0), month);
  return monthRange(yearNumber(today) - (month > current ? 1 : 0), month);
};

// "this Friday" is in this week (Monday to Sunday), "next Friday" in next week, "last Friday" the
// latest before today, "coming Friday" the first after today; a bare weekday is today's or the
// next / latest one by direction.
const resolveWeekday = (
  weekday: number,
  modifier: WeekdayModifier,
  today: string,
  direction: DateDirection,
): string => {
  const thisWeek = addDays(isoWeekStart(today), weekday);
  switch (modifier) {
    case 'this':
      return thisWeek;
    case 'next':
      return addDays(thisWeek, 7);
    case 'last':
      return thisWeek < today ? thisWeek : addDays(thisWeek, -7);
    case 'coming':
      return thisWeek > today ? thisWeek : addDays(thisWeek, 7);
    case null:
      if (direction === 'forward') return thisWeek >= today ? thisWeek : addDays(thisWeek, 7);
      return thisWeek <= today ? thisWeek : addDays(thisWeek, -7);
  }
};

// The days a mention means, or null when it names no real day ("31 February").
export const resolveDateMention = (
  mention: DateMention,
  today: string,
  direction: DateDirection,
): DateRange | null => {
  const range = rangeOf(mention, today, direction);
  return isCalendarDate(range.from) && isCalendarDate(range.to) && range.from <= range.to ? range : null;
};

const rangeOf = (mention: DateMention, today: string, direction: DateDirection): DateRange => {
  switch (mention.kind) {
    case 'fixed':
      return mention.range;
    case 'days':
      return resolveDays(mention.from, mention.to, today, direction);
    case 'month':
      return resolveMonth(mention.month, mention.year, today, direction);
    case 'weekday':
      return singleDay(resolveWeekday(mention.weekday, mention.modifier, today, direction));
    case 'day-of-month':
      return singleDay(resolveDayOfMonth(mention.day, today, direction));
  }
};

import type { Holiday } from '@pulse/shared/contracts/leaves';
import { formatLongDate, weekdayName } from '@pulse/shared/domain/display-format';
import { daysBetween, todayIn, weekdayOf } from '@pulse/shared/domain/organization-day';
import { paths } from '@pulse/shared/paths';
import type { Auth } from '../../../lib/auth-context';
import { findHolidays } from '../../leaves/holidays.service';
import type { DateRange, Intent } from '../assistant-intent';
import type { Answer, AnswerContext } from './answer';
import { describeRange, listed, plural } from './answer-format';

// The organisation's holidays (spec B §2 Holiday List), as the Holiday List tab shows them.

const holidayListLink = { label: 'Holiday List', href: paths.leaves.getHref('holidays') };
const answerOf = (text: string): Answer => ({ text, links: [holidayListLink], sources: [] });

// The holidays listed from `range.from` to `range.to`, in date order, one list read per year.
export const findHolidaysIn = async ({ deps, auth }: AnswerContext, range: DateRange): Promise<Holiday[]> => {
  const years: number[] = [];
  for (let year = Number(range.from.slice(0, 4)); year <= Number(range.to.slice(0, 4)); year += 1)
    years.push(year);
  const lists = await Promise.all(years.map((year) => findHolidays(deps, auth, year)));
  return lists.flatMap((list) => list.items).filter((day) => day.date >= range.from && day.date <= range.to);
};

// Whether the organisation works on a date's weekday (Settings: working days, 0 Sunday … 6 Saturday);
// weekends are not holidays unless the list names them.
export const isWorkingWeekday = (auth: Auth, date: string) =>
  auth.organization.workingDays.includes(weekdayOf(date));

const holidayLine = (holiday: Holiday) =>
  `${holiday.name}: ${formatLongDate(holiday.date, { withWeekday: true })}`;

// How far off a day is, as people say it.
const whenFromToday = (date: string, today: string) => {
  const days = daysBetween(today, date);
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  return `in ${plural(days, 'day')}`;
};

// The next holiday from today on, this year's list or next year's.
export const answerNextHoliday = async (context: AnswerContext): Promise<Answer> => {
  const today = todayIn(context.auth.organization.timeZone, context.now);
  const nextYearEnd = `${Number(today.slice(0, 4)) + 1}-12-31`;
  const [next] = await findHolidaysIn(context, { from: today, to: nextYearEnd });
  if (!next) return answerOf('There are no more holidays on the holiday list yet.');
  return answerOf(
    `The next holiday is ${next.name} on ${formatLongDate(next.date, { withWeekday: true })} (${whenFromToday(next.date, today)}).`,
  );
};

export const answerHolidays = async (
  context: AnswerContext,
  intent: Extract<Intent, { kind: 'holidays' }>,
): Promise<Answer> => {
  const inRange = await findHolidaysIn(context, intent.range);
  const when = describeRange(intent.range);
  const { name } = intent;
  if (name !== undefined) {
    const named = inRange.filter((holiday) => holiday.name.toLowerCase().includes(name.toLowerCase()));
    if (named.length === 0)
      return answerOf(`There is no holiday called “${name}” on the holiday list ${when}.`);
    return answerOf(named.map(holidayLine).join('\n'));
  }
  const holidays = inRange;
  if (holidays.length === 0) return answerOf(`There are no holidays ${when}.`);
  const count = holidays.length === 1 ? 'is 1 holiday' : `are ${holidays.length} holidays`;
  return answerOf(`There ${count} ${when}:\n${listed(holidays.map(holidayLine))}`);
};

export const answerIsHoliday = async (
  context: AnswerContext,
  intent: Extract<Intent, { kind: 'is-holiday' }>,
): Promise<Answer> => {
  const { date } = intent;
  const shown = formatLongDate(date, { withWeekday: true });
  const year = date.slice(0, 4);
  const listOfYear = await findHolidaysIn(context, { from: `${year}-01-01`, to: `${year}-12-31` });
  const holiday = listOfYear.find((day) => day.date === date);
  if (holiday) return answerOf(`Yes, ${shown} is a holiday: ${holiday.name}.`);
  const weekday = isWorkingWeekday(context.auth, date)
    ? 'it is a working day'
    : `it is a ${weekdayName(date)}, which is not a working day`;
  // A year with no list yet is not a year without holidays: say so rather than a plain "no".
  const listNote = listOfYear.length === 0 ? ` The holiday list for ${year} has no holidays yet.` : '';
  return answerOf(`No, ${shown} is not on the holiday list; ${weekday}.${listNote}`);
};

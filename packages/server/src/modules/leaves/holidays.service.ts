import type {
  CopyHolidaysResult,
  Holiday,
  HolidayBody,
  HolidayList,
  HolidayYears,
} from '@pulse/shared/contracts/leaves';
import { weekdayName } from '@pulse/shared/domain/display-format';
import { yearRangeOf } from '@pulse/shared/domain/leave-days';
import { todayIn } from '@pulse/shared/domain/organization-day';
import { leavePulseTexts } from '@pulse/shared/spec-texts';
import { requireAccess } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import { isUniqueViolation } from '../../lib/database-errors';
import type { Deps } from '../../lib/deps';
import type { WholeList } from '../../lib/list-page';
import * as repository from './holidays.repository';

const toHoliday = (row: { id: string; date: string; name: string }): Holiday => ({
  id: row.id,
  date: row.date,
  day: weekdayName(row.date),
  name: row.name,
});

const holidayExists = () =>
  new AppError('CONFLICT', leavePulseTexts.holidayExists, [
    { path: 'date', message: leavePulseTexts.holidayExists },
  ]);
const holidayNotFound = () => new AppError('NOT_FOUND', 'Holiday not found.');

const currentYearOf = (deps: Deps, auth: Auth) =>
  Number(todayIn(auth.organization.timeZone, deps.clock.now()).slice(0, 4));

// The years with holidays, plus the current year, newest first.
export const findHolidayYears = async (deps: Deps, auth: Auth): Promise<WholeList<HolidayYears>> => {
  const years = await repository.findHolidayYears(deps.db, auth.organizationId);
  const currentYear = currentYearOf(deps, auth);
  return { items: [...new Set([...years, currentYear])].sort((a, b) => b - a) };
};

export const findHolidays = async (deps: Deps, auth: Auth, year: number): Promise<WholeList<HolidayList>> => {
  const range = yearRangeOf(`${String(year).padStart(4, '0')}-01-01`);
  const rows = await repository.findHolidaysBetween(deps.db, auth.organizationId, range.from, range.to);
  return { year, items: rows.map(toHoliday) };
};

// The unique (organisation, date) index decides, so two admins adding one date at once get one 409.
const uniqueDate = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw holidayExists();
    throw error;
  }
};

export const createHoliday = async (deps: Deps, auth: Auth, body: HolidayBody): Promise<Holiday> => {
  requireAccess(auth, 'admin');
  return toHoliday(await uniqueDate(() => repository.insertHoliday(deps.db, auth.organizationId, body)));
};

export const updateHoliday = async (
  deps: Deps,
  auth: Auth,
  id: string,
  body: HolidayBody,
): Promise<Holiday> => {
  requireAccess(auth, 'admin');
  const row = await uniqueDate(() => repository.updateHoliday(deps.db, auth.organizationId, id, body));
  if (!row) throw holidayNotFound();
  return toHoliday(row);
};

export const deleteHoliday = async (deps: Deps, auth: Auth, id: string) => {
  requireAccess(auth, 'admin');
  if (!(await repository.deleteHoliday(deps.db, auth.organizationId, id))) throw holidayNotFound();
};

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

// Each holiday of `fromYear` on the same month and day of `toYear`; 29 February is skipped when
// `toYear` has none, and dates that already have a holiday keep theirs.
export const copyHolidays = async (
  deps: Deps,
  auth: Auth,
  body: { fromYear: number; toYear: number },
): Promise<CopyHolidaysResult> => {
  requireAccess(auth, 'admin');
  const source = await findHolidays(deps, auth, body.fromYear);
  const toYear = String(body.toYear).padStart(4, '0');
  const copies = source.items.flatMap((holiday) => {
    const monthDay = holiday.date.slice(5);
    if (monthDay === '02-29' && !isLeapYear(body.toYear)) return [];
    return [{ date: `${toYear}-${monthDay}`, name: holiday.name }];
  });
  const copied = await repository.insertHolidaysSkippingTaken(deps.db, auth.organizationId, copies);
  return { copied, skipped: source.items.length - copied };
};

// The holidays between two days (both included), for the team calendar and its feeds.
export const findHolidaysBetween = async (deps: Pick<Deps, 'db'>, auth: Auth, from: string, to: string) => {
  requireAccess(auth, 'authenticated');
  const rows = await repository.findHolidaysBetween(deps.db, auth.organizationId, from, to);
  return rows.map(toHoliday);
};

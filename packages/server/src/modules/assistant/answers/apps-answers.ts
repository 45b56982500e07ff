import type { DayActivity } from '@pulse/shared/contracts/activity';
import { todayIn } from '@pulse/shared/domain/organization-day';
import { isAdmin } from '@pulse/shared/domain/roles';
import { paths } from '@pulse/shared/paths';
import { getDayActivity } from '../../activity/activity.service';
import type { Intent } from '../assistant-intent';
import type { Answer, AnswerContext } from './answer';
import { clipRange, daysOf, describeAsked, listed } from './answer-format';
import { findPeople } from './people-answers';

// The applications and websites a day or a period went on, from the activity viewer's window usage
// (spec A §1: the share of the day's focused time in each window title), read day by day through the
// same use case as Time Sheet Details: the asker's own days, or a named person's for an administrator
// (each day opened is recorded in the audit trail, as the page records it).

type AppsIntent = Extract<Intent, { kind: 'top-apps' }>;

// A month of days at most: a longer period is answered for its last 31 days, and says so.
const MAX_DAYS = 31;
const TOP = 5;

const answerOf = (text: string, links: Answer['links']): Answer => ({ text, links, sources: [] });

// Each title's focused minutes over the days: a day's share of its actual work.
const minutesByTitle = (days: DayActivity[]) => {
  const minutes = new Map<string, number>();
  for (const day of days)
    for (const usage of day.windowUsage)
      minutes.set(
        usage.title,
        (minutes.get(usage.title) ?? 0) + (usage.percent / 100) * day.totals.actualWorkMinutes,
      );
  return [...minutes.entries()].sort((one, other) => other[1] - one[1]);
};

export const answerTopApps = async (context: AnswerContext, intent: AppsIntent): Promise<Answer> => {
  const { deps, auth, now } = context;
  const today = todayIn(auth.organization.timeZone, now);
  let person: { name: string; employeeCode: string } | null = null;
  if (intent.person !== null) {
    if (!isAdmin(auth.roleId))
      return answerOf(
        'Sorry, a colleague\'s activity is on Time Sheet Details, which administrators see. I can tell you your own, for example "Which apps did I use most today?"',
        [],
      );
    const people = await findPeople(context, intent.person);
    if (people.length !== 1 || !people[0])
      return answerOf(
        people.length === 0
          ? `Sorry, I found no one called ${intent.person} in your organisation.`
          : `I found ${people.length} people called ${intent.person}; which one do you mean?`,
        [],
      );
    person = people[0];
  }
  const whose = person ? person.name : 'your';
  const when = describeAsked(intent.range, today);
  const upToToday = clipRange(intent.range, { from: intent.range.from, to: today });
  if (!upToToday) return answerOf(`Nothing is tracked ${when} yet: that is still ahead.`, []);
  const days = daysOf(upToToday).slice(-MAX_DAYS);
  const activity = await Promise.all(
    days.map((date) => getDayActivity(deps, auth, { date, employeeCode: person?.employeeCode })),
  );
  const focused = activity.reduce((sum, day) => sum + day.totals.actualWorkMinutes, 0);
  const ranked = minutesByTitle(activity).filter(([, minutes]) => minutes > 0);
  const lastDay = days.at(-1) ?? today;
  const link = person
    ? {
        label: 'Time Sheet Details',
        href: paths.timeSheetDetails.getHref(lastDay, person.employeeCode, person.name),
      }
    : { label: 'Time Sheet Details', href: paths.ownTimeSheetDetails.getHref(lastDay) };
  const subject = person ? `${person.name}'s` : 'Your';
  if (ranked.length === 0 || focused === 0)
    return answerOf(`${subject} activity shows no applications or websites ${when}.`, [link]);
  const shortened = days.length < daysOf(upToToday).length ? ` (its last ${MAX_DAYS} days)` : '';
  const share = (minutes: number) => `${Math.round((minutes / focused) * 100)}%`;
  return answerOf(
    `${subject === 'Your' ? 'Your' : subject} top applications and websites ${when}${shortened}, by share of ${whose === 'your' ? 'your' : 'their'} focused time:\n${listed(
      ranked.slice(0, TOP).map(([title, minutes]) => `${title}: ${share(minutes)}`),
    )}`,
    [link],
  );
};

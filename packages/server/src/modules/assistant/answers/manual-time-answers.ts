import type { ManualTimeRequest } from '@pulse/shared/contracts/manual-time';
import { formatLongDate } from '@pulse/shared/domain/display-format';
import { formatDurationInProse } from '@pulse/shared/domain/hours-minutes';
import { MANUAL_TIME_STATUSES } from '@pulse/shared/domain/manual-time-rules';
import { todayIn } from '@pulse/shared/domain/organization-day';
import { isAdmin } from '@pulse/shared/domain/roles';
import { paths } from '@pulse/shared/paths';
import { findManualTimePage } from '../../manual-time/manual-time.service';
import type { Intent } from '../assistant-intent';
import type { Answer, AnswerContext } from './answer';
import { allPages, describeAsked, listed } from './answer-format';
import { matchNames } from './name-match';

// Other people's manual-time requests and their decisions, as the Manual Time page lists the requests
// the asker decides (spec: Manual Time, "to decide", any status): every colleague's for an
// administrator, those of the projects they manage for a project manager, none for anyone else. An
// administrator's own requests are on the same page's "mine" list and are counted with them.

type RequestsIntent = Extract<Intent, { kind: 'manual-time-requests' }>;

const manualTimeLink = { label: 'Manual Time', href: paths.manualTime.getHref() };

const STATUS_WORDS: Record<RequestsIntent['status'], string> = {
  approved: 'approved',
  denied: 'denied',
  pending: 'pending',
  all: 'of any status',
};

const requestsOf = async ({ deps, auth }: AnswerContext, status: ManualTimeRequest['status']) => {
  const scopes = isAdmin(auth.roleId) ? (['to-decide', 'mine'] as const) : (['to-decide'] as const);
  const lists = await Promise.all(
    scopes.map((scope) => allPages((paging) => findManualTimePage(deps, auth, { status, scope, ...paging }))),
  );
  return lists.flat();
};

const line = (request: ManualTimeRequest) =>
  `${request.employee.name}: ${formatLongDate(request.date)}, ${request.from}–${request.to} (${formatDurationInProse(request.minutes)}${request.project ? `, ${request.project.name}` : ''}${request.reason ? `, “${request.reason}”` : ''}): ${request.statusName}${request.decidedBy ? ` by ${request.decidedBy.name}` : ''}`;

// "for whom": each person's total, most first.
const totalsByPerson = (requests: ManualTimeRequest[]) => {
  const totals = new Map<string, number>();
  for (const request of requests)
    totals.set(request.employee.name, (totals.get(request.employee.name) ?? 0) + request.minutes);
  return [...totals.entries()]
    .sort((one, other) => other[1] - one[1] || one[0].localeCompare(other[0]))
    .map(([name, minutes]) => `${name} ${formatDurationInProse(minutes)}`)
    .join(', ');
};

export const answerManualTimeRequests = async (
  context: AnswerContext,
  intent: RequestsIntent,
): Promise<Answer> => {
  const statuses = intent.status === 'all' ? MANUAL_TIME_STATUSES : [intent.status];
  const all = (await Promise.all(statuses.map((status) => requestsOf(context, status)))).flat();
  const today = todayIn(context.auth.organization.timeZone, context.now);
  const range = intent.range;
  const inRange = range
    ? all.filter((request) => range.from <= request.date && request.date <= range.to)
    : all;
  const people = intent.person
    ? matchNames(intent.person, [...new Set(inRange.map((request) => request.employee.name))], (name) => name)
    : null;
  const requests = (
    people ? inRange.filter((request) => people.includes(request.employee.name)) : inRange
  ).sort((one, other) => other.date.localeCompare(one.date) || other.from.localeCompare(one.from));
  const whose = intent.person ?? (isAdmin(context.auth.roleId) ? "everyone's" : 'those you decide');
  const when = range ? ` ${describeAsked(range, today)}` : '';
  const what = `manual-time requests ${STATUS_WORDS[intent.status]}${when} (${whose}, from the Manual Time page)`;
  if (requests.length === 0)
    return {
      text: `There are no ${what}.${isAdmin(context.auth.roleId) ? '' : ' You see the requests of the projects you manage.'}`,
      links: [manualTimeLink],
      sources: [],
    };
  const total = requests.reduce((sum, request) => sum + request.minutes, 0);
  return {
    text: `${requests.length === 1 ? '1 request' : `${requests.length} requests`}, ${formatDurationInProse(total)} in all — ${what}:\n${listed(requests.map(line))}${people && people.length === 1 ? '' : `\nBy person: ${totalsByPerson(requests)}.`}`,
    links: [manualTimeLink],
    sources: [],
  };
};

import { createHash, randomBytes } from 'node:crypto';
import {
  type CalendarEntry,
  type CalendarFeed,
  type CalendarFeedKind,
  type CalendarFeedList,
  type CreatedCalendarFeed,
  calendarTexts,
} from '@pulse/shared/contracts/calendar';
import { todayIn } from '@pulse/shared/domain/organization-day';
import { requireAccess } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import type { WholeList } from '../../lib/list-page';
import { runTransaction } from '../../lib/transaction';
import { recordAuditEvent } from '../audit/audit.service';
import { findHolidaysBetween } from '../leaves/holidays.service';
import { findCalendarLeaves } from '../leaves/leaves.service';
import { findManagedTeamIds } from '../projects/projects.service';
import { holidayEntryOf, leaveEntryOf } from './calendar-entries';
import * as repository from './calendar-feeds.repository';
import { buildCalendarFeed, type FeedEvent } from './calendar-ics';

// Per-person iCalendar feeds: an unguessable URL (256 random bits) that a calendar client
// polls without a session; read-only, revocable, and answering what its owner may see today.

// The feed's absolute address with its token in it, built by the route from the request's origin.
export type FeedUrlOf = (token: string) => string;

const feedNotFound = () => new AppError('NOT_FOUND', 'Calendar feed not found.');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const toFeed = (row: { id: string; kind: CalendarFeedKind; createdAt: Date }): CalendarFeed => ({
  id: row.id,
  kind: row.kind,
  createdAt: row.createdAt.toISOString(),
});

// "My team's absences" is for approvers: administrators, and managers of a project team.
const canSubscribeTeam = async (deps: Deps, auth: Auth) =>
  requireAccess(auth, 'authenticated').isAdmin || (await findManagedTeamIds(deps, auth)).length > 0;

const requireFeedKind = async (deps: Deps, auth: Auth, kind: CalendarFeedKind) => {
  requireAccess(auth, 'authenticated');
  if (kind === 'team' && !(await canSubscribeTeam(deps, auth)))
    throw new AppError('FORBIDDEN', calendarTexts.teamFeedRefused);
};

// A new feed of a kind replaces the caller's previous one of that kind (its URL stops working): one
// live URL per kind, so a leaked one is revoked by making another.
export const createCalendarFeed = async (
  deps: Deps,
  auth: Auth,
  kind: CalendarFeedKind,
  ipAddress: string | null,
  urlOf: FeedUrlOf,
): Promise<CreatedCalendarFeed> => {
  await requireFeedKind(deps, auth, kind);
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  const owner = { organizationId: auth.organizationId, employeeId: auth.employeeId };
  const feed = await runTransaction(deps.db, async (tx) => {
    const replaced = await repository.revokeFeedsOfKind(tx, owner, kind, now);
    const row = await repository.insertFeed(tx, {
      ...owner,
      kind,
      tokenHash: hashToken(token),
      createdAt: now,
    });
    await recordAuditEvent(tx, auth, ipAddress, {
      action: 'calendar-feed.created',
      subjectId: auth.employeeId,
      summary: `Subscribed to a calendar feed (${kind})`,
      details: { feedId: row.id, kind, replacedFeedIds: replaced },
    });
    return row;
  });
  return { ...toFeed(feed), url: urlOf(token) };
};

export const findCalendarFeeds = async (deps: Deps, auth: Auth): Promise<WholeList<CalendarFeedList>> => {
  requireAccess(auth, 'authenticated');
  const [rows, isTeamAllowed] = await Promise.all([
    repository.findLiveFeeds(deps.db, { organizationId: auth.organizationId, employeeId: auth.employeeId }),
    canSubscribeTeam(deps, auth),
  ]);
  return { items: rows.map(toFeed), canSubscribeTeam: isTeamAllowed };
};

// Only one's own live feed: anyone else's id (or a revoked one) is NOT_FOUND.
export const revokeCalendarFeed = async (
  deps: Deps,
  auth: Auth,
  feedId: string,
  ipAddress: string | null,
) => {
  requireAccess(auth, 'authenticated');
  const owner = { organizationId: auth.organizationId, employeeId: auth.employeeId };
  await runTransaction(deps.db, async (tx) => {
    const row = await repository.revokeFeed(tx, owner, feedId, deps.clock.now());
    if (!row) throw feedNotFound();
    await recordAuditEvent(tx, auth, ipAddress, {
      action: 'calendar-feed.revoked',
      subjectId: auth.employeeId,
      summary: `Revoked a calendar feed (${row.kind})`,
      details: { feedId: row.id, kind: row.kind },
    });
  });
};

// ---- The feed itself ------------------------------------------------------------------------------------

// The last 3 months to 12 months ahead, whole months in the organisation's zone.
export const feedRangeOf = (today: string) => {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  const dayOf = (utc: number) => new Date(utc).toISOString().slice(0, 10);
  return { from: dayOf(Date.UTC(year, month - 3, 1)), to: dayOf(Date.UTC(year, month + 13, 0)) };
};

const leaveSummaryOf = (entry: CalendarEntry, withName: boolean) => {
  const what = entry.kind === 'leave' && entry.typeName ? `Leave (${entry.typeName})` : entry.title;
  const pending = entry.status === 'pending' ? ' (Pending)' : '';
  return withName && entry.employee ? `${entry.employee.name}: ${what}${pending}` : `${what}${pending}`;
};

const feedEvents = async (deps: Deps, auth: Auth, kind: CalendarFeedKind): Promise<FeedEvent[]> => {
  const range = feedRangeOf(todayIn(auth.organization.timeZone, deps.clock.now()));
  if (kind === 'mine') {
    const [leaves, holidays] = await Promise.all([
      findCalendarLeaves(deps, auth, { ...range, employeeIds: [auth.employeeId] }),
      findHolidaysBetween(deps, auth, range.from, range.to),
    ]);
    return [
      ...leaves.map((leave) => ({ uid: `leave-${leave.id}@pulse`, entry: leaveEntryOf(leave) })),
      ...holidays.map((holiday) => ({ uid: `holiday-${holiday.id}@pulse`, entry: holidayEntryOf(holiday) })),
    ].map((event) => ({ ...event, summary: leaveSummaryOf(event.entry, false) }));
  }
  const isAdmin = requireAccess(auth, 'authenticated').isAdmin;
  // The people the caller approves for: everyone (an administrator), else their project teams' members
  // and whoever chose them as a manager on a leave.
  const leaves = await findCalendarLeaves(deps, auth, {
    ...range,
    ...(isAdmin ? {} : { employeeIds: await findManagedTeamIds(deps, auth), withLeavesChoosingCaller: true }),
  });
  return leaves.map((leave) => {
    const entry = leaveEntryOf(leave);
    return { uid: `leave-${leave.id}@pulse`, entry, summary: leaveSummaryOf(entry, true) };
  });
};

export const FEED_NAMES: Record<CalendarFeedKind, { calendar: string; file: string }> = {
  mine: { calendar: 'My leaves and holidays (Pulse)', file: 'pulse-my-leaves.ics' },
  team: { calendar: 'My team’s absences (Pulse)', file: 'pulse-team-absences.ics' },
};

// No session: the token alone finds the feed, its owner and their organisation. Unknown, revoked, or
// of someone no longer employed: NOT_FOUND, alike.
export const renderCalendarFeed = async (deps: Deps, token: string) => {
  const feed = await repository.findFeedByTokenHash(deps.db, hashToken(token));
  if (!feed) throw feedNotFound();
  const auth: Auth = {
    sessionId: `calendar-feed:${feed.id}`,
    employeeId: feed.employeeId,
    organizationId: feed.organizationId,
    roleId: feed.roleId,
    organization: feed.organization,
  };
  const events = await feedEvents(deps, auth, feed.kind);
  return {
    fileName: FEED_NAMES[feed.kind].file,
    body: buildCalendarFeed(FEED_NAMES[feed.kind].calendar, events, deps.clock.now()),
  };
};

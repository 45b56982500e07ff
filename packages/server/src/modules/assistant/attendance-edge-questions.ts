import type { Intent } from './assistant-intent';
import { has, type Question, rangeAsked, SELF } from './question-reading';

// ProBot's reader of the earliest or latest check-in or check-out of a day or a period (spec B §4
// attendance records: In Time, Out Time), for the asker or, for an administrator, for everyone.
// The frame: whose (me / everyone), the edge asked (first or last, in or out), the period.

export type AttendanceEdge = 'first-in' | 'last-in' | 'first-out' | 'last-out';

const ARRIVAL =
  /\b(came|come|coming|arrive|arrived|arrives|arriving|reach|reached|checkin|check in|checked in|clock in|clocked in|punch in|punched in|log in|logged in|login|in time)\b/;
const DEPARTURE =
  /\b(left|leave|leaves|leaving|stayed|stay|stays|went home|go home|checkout|check out|checked out|clock out|clocked out|punch out|punched out|logged out|log out|logout|out time)\b/;
const EARLY = /\b(earliest|first|earlier than everyone)\b/;
// "last week" is a period; "came last", "the last to leave" an edge.
const LATE =
  /\b(latest|late(st)? of all|(came|come|arrived|left|leave|stayed|went home) last\b(?! (week|month|year|day|time|monday|tuesday|wednesday|thursday|friday|saturday|sunday))|last to|last one|longest)\b/;
const EVERYONE =
  /\b(who|whom|anyone|anybody|everyone|everybody|which (employee|employees|person|people|one)|of all|team|company)\b/;

const NOT_A_DAY_AT_WORK =
  /\b(projects?|holidays?|shifts?|appraisals?|todo|birthdays?)\b|\b(on|whose|his|her|my|their|a|the|any|sick|casual|earned|half day) leaves?\b|\bleaves? (applications?|requests?|starts?|balance)\b/;

export const attendanceEdgeIntent = (question: Question): Intent | null => {
  const isEarly = has(question, EARLY);
  const isLate = has(question, LATE);
  if (isEarly === isLate) return null;
  const isArrival = has(question, ARRIVAL);
  const isDeparture = has(question, DEPARTURE);
  // "who stayed the latest": staying is the departure; "who came in first" the arrival.
  if (isArrival === isDeparture && !(isLate && has(question, /\bstay(ed|s)?\b/))) return null;
  const isOut = isDeparture && !isArrival ? true : has(question, /\bstay(ed|s)?\b/);
  const edge: AttendanceEdge = isOut ? (isLate ? 'last-out' : 'first-out') : isLate ? 'last-in' : 'first-in';
  // A project's or a leave's start ("which project starts first", "whose leave starts first") is no
  // check-in.
  if (has(question, NOT_A_DAY_AT_WORK)) return null;
  const whose = has(question, SELF) ? 'mine' : has(question, EVERYONE) ? 'everyone' : null;
  if (!whose) return null;
  const range = rangeAsked(question, 'past') ?? { from: question.today, to: question.today };
  return { kind: 'attendance-edge', whose, edge, range };
};

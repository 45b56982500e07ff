import { addDays } from '@pulse/shared/domain/organization-day';
import type { Intent } from './assistant-intent';
import { has, nearestRangeAsked, type Question } from './question-reading';

// ProBot's reader of weekly timesheets (shared/domain/timesheet-status.ts): the asker's own week and
// its status, or the weeks waiting for the asker's approval. "Time sheet" alone is the spec's daily
// page (hours tracked), so a week's status or approval has to be asked for.

const TIMESHEET = /\b(timesheets?|time sheets?|weekly sheets?)\b/;
const STATUS =
  /\b(submit|submitted|submitting|approve|approved|approval|approvals|reject|rejected|status|lock|locked|pending|waiting|awaiting|sign(ed)? off|signed|what happened (with|to))\b/;
const TO_APPROVE =
  /\b(to approve|to review|to sign off|for (my )?approval|waiting for me|need(s)? (my )?approval|i (have|need) to approve|should i approve|approve)\b/;
const OWN = /\b(my|mine|i|me)\b/;
// "who hasn't submitted their timesheet for last week": the people whose week is still open.
const NOT_SUBMITTED = /\bnot (yet )?(submitted|submit|sent)\b|\byet to submit\b|\bunsubmitted\b|\bmissing\b/;
const WHO = /\b(who|whom|whose|which|people|employees|anyone|anybody|everyone|staff|team)\b/;

export const timesheetIntent = (question: Question): Intent | null => {
  if (has(question, TIMESHEET) && has(question, NOT_SUBMITTED) && has(question, WHO)) {
    const range = nearestRangeAsked(question);
    return { kind: 'timesheets-not-submitted', date: range?.from ?? addDays(question.today, -7) };
  }
  if (!has(question, TIMESHEET) || !has(question, STATUS)) return null;
  const isOwnAsked =
    has(question, /\bmy (time ?sheets?|weekly sheets?|week)\b/) || has(question, /\b(did|have|has) i\b/);
  if (has(question, TO_APPROVE) && !isOwnAsked) return { kind: 'timesheets-to-approve' };
  if (!has(question, OWN)) return null;
  // Without a period, the week just ended: the one to submit or to hear back about.
  const range = nearestRangeAsked(question);
  return { kind: 'my-timesheet', date: range?.from ?? addDays(question.today, -7) };
};

// What a question to ProBot asks for, as the classifier reads it (classify-question.ts) and the
// answers take it (answer-question.ts). Dates are the organisation's calendar days, YYYY-MM-DD.

// Inclusive: a single day has from === to.
export type DateRange = { from: string; to: string };

export type Intent =
  | { kind: 'greeting' }
  | { kind: 'help' }
  | { kind: 'thanks' }
  // The asker's own leave (spec A §9 entitlement; spec B §4 applications).
  | { kind: 'leave-balance' }
  // With a range: the applications that touch it, whatever their status ("was my leave on 21 Jan approved").
  | { kind: 'leave-applications'; status: 'pending' | 'all'; range?: DateRange }
  // Never applies: the answer links to Add Leave, prefilled when dates were given.
  | { kind: 'apply-leave'; range: DateRange | null }
  // Holidays of the organisation.
  | { kind: 'next-holiday' }
  // `name`: a holiday asked by its name ("when is Diwali"), matched against the list's names.
  | { kind: 'holidays'; range: DateRange; name?: string }
  | { kind: 'is-holiday'; date: string }
  // The applications and websites a period went on (the activity viewer's window usage): the asker's
  // own, or a named person's (`person` as asked) for an administrator.
  | { kind: 'top-apps'; person: string | null; range: DateRange }
  // The asker's own attendance, tracked time and salary slips.
  | { kind: 'attendance'; range: DateRange }
  // The earliest or latest check-in or check-out of a period: the asker's own, or everyone's for an
  // administrator (the Attendance page's In Time and Out Time).
  | {
      kind: 'attendance-edge';
      whose: 'mine' | 'everyone';
      edge: 'first-in' | 'last-in' | 'first-out' | 'last-out';
      range: DateRange;
    }
  | { kind: 'hours-tracked'; range: DateRange }
  // The latest slip, or the slip of the month asked ("my salary in January").
  | { kind: 'own-salary'; month?: { year: number; month: number } }
  // The asker's manual-time requests and their status.
  | { kind: 'my-manual-time' }
  // Others' pending manual-time requests the asker may decide (their projects' managers, administrators).
  | { kind: 'manual-time-to-decide' }
  // Others' manual-time requests as the Manual Time page lists those the asker decides (everyone's
  // for an administrator), of one status or all, of one person or all, over a period or any time.
  | {
      kind: 'manual-time-requests';
      status: 'approved' | 'denied' | 'pending' | 'all';
      person: string | null;
      range: DateRange | null;
    }
  // The asker's weekly timesheet of the week a day falls in, and its status.
  | { kind: 'my-timesheet'; date: string }
  // Weeks waiting for the asker's approval (administrators, the projects' managers).
  | { kind: 'timesheets-to-approve' }
  // Who has not submitted the timesheet of the week a day falls in (of those the asker approves).
  | { kind: 'timesheets-not-submitted'; date: string }
  // A fact of the asker's own record on My Profile.
  | {
      kind: 'my-record';
      field:
        | 'shift'
        | 'department'
        | 'designation'
        | 'joining-date'
        | 'appraisal'
        | 'leave-eligibility'
        | 'employee-code'
        | 'bank'
        // The personal details: e-mails, numbers, date of birth, blood group, address.
        | 'personal';
    }
  // Projects and to-dos the asker can see; `project` is the name as asked, matched by the answer.
  | { kind: 'my-projects' }
  | { kind: 'my-todos' }
  | { kind: 'project-hours'; project: string; range: DateRange }
  | { kind: 'project-manager'; project: string }
  | { kind: 'project-dates'; project: string }
  // A project's team: each member's tracked time on it over a period, for those who see the project's report.
  | { kind: 'project-team-hours'; project: string; range: DateRange }
  // A project's to-dos, or only those not started yet; no project: every project the asker sees.
  | { kind: 'project-todos'; project: string | null; status: 'all' | 'not-started' | 'in-progress' }
  // People, within what the portal shows the asker.
  | { kind: 'birthdays'; range: DateRange }
  // Organisation questions the admin pages answer. Employees get what the portal shows them (the
  // leaves for their approval, their own projects' budgets) or a polite refusal.
  | { kind: 'on-leave'; date: string }
  | { kind: 'attendance-missing'; date: string }
  | { kind: 'pending-approvals' }
  // Every pending leave application of the organisation, for an administrator ("all pending approvals").
  | { kind: 'all-pending-leaves' }
  | { kind: 'headcount' }
  // Whose next appraisal falls in a period (from today on), for an administrator.
  | { kind: 'appraisals-due'; range: DateRange }
  // The months with salary sheets of a year: the asker's own slips, or the organisation's uploaded
  // sheets (the administrator's Payroll page).
  | { kind: 'salary-sheet-months'; whose: 'mine' | 'organisation'; year: number }
  // Appraisals made (every employee's appraisal history), only the promotions among them when asked;
  // without a period, the latest appraisal round.
  | { kind: 'appraisals-done'; onlyPromotions: boolean; range: DateRange | null }
  // The active people on a shift, named as asked ("night shift").
  | { kind: 'shift-members'; shift: string }
  // The active people of a department, named as asked.
  | { kind: 'department-members'; department: string }
  // Who took the most (or least) leave over a period, for an administrator.
  | { kind: 'leave-ranking'; order: 'most' | 'least'; range: DateRange }
  // Who tracked the most (or least) time over a period, for an administrator.
  | { kind: 'hours-ranking'; order: 'most' | 'least'; range: DateRange }
  // Marked Absent days (spec B §4): the asker's own, or everyone's for an administrator.
  | { kind: 'marked-absent'; whose: 'mine' | 'everyone'; range: DateRange }
  // Leave applications that touch a period: everyone's for an administrator, else the asker's.
  | { kind: 'leaves-in-range'; range: DateRange }
  // `project`: the one project the answer found over, kept with the conversation so that "who manages
  // it?" is asked of it.
  | { kind: 'projects-over-budget'; project?: string }
  // One project's consumed budget and hours against its estimates (the Project List's figures).
  | { kind: 'project-budget'; project: string }
  // Who has not acknowledged a policy's current version (the policy's acknowledgement list).
  | { kind: 'policy-acknowledgements'; policy: string }
  // The policies the asker has still to acknowledge (Company Policy).
  | { kind: 'my-acknowledgements' }
  // Which policies the organisation has (Company Policy's list).
  | { kind: 'policy-list' }
  // The latest published news, or (administrators) the drafts not published yet.
  | { kind: 'news'; drafts: boolean }
  // Someone else's data, named as asked: answered to administrators where the portal shows it,
  // refused to everyone else without saying whether such a person exists.
  | {
      kind: 'about-person';
      person: string;
      subject: 'salary' | 'leave' | 'activity' | 'attendance' | 'record' | 'personal';
      // The period asked ("last week"), or null for the usual one (today, the latest slip).
      range: DateRange | null;
    }
  // "Pretend you are the admin…", "ignore previous instructions…": refused, whatever follows.
  | { kind: 'role-play' }
  // Anything else with words to search: the policy passages.
  | { kind: 'policy'; query: string }
  | { kind: 'unknown' };

export type IntentKind = Intent['kind'];

// The intent as stored with its reply: with the one colleague the answer named, whom a follow-up's
// "he" or "she" means ("which department is he in?" after the one appraisal due).
export type AnsweredIntent = Intent & { namedPerson?: string };

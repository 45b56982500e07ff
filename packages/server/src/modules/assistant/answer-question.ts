import { assistantTexts } from '@pulse/shared/spec-texts';
import {
  answerMyAcknowledgements,
  answerPolicyAcknowledgements,
  answerPolicyList,
} from './answers/acknowledgement-answers';
import {
  answerAllPendingLeaves,
  answerAttendanceMissing,
  answerHoursRanking,
  answerLeaveRanking,
  answerLeavesInRange,
  answerMarkedAbsent,
  answerOnLeave,
  answerPendingApprovals,
  answerProjectBudget,
  answerProjectsOverBudget,
} from './answers/admin-answers';
import type { Answer, AnswerContext } from './answers/answer';
import { answerTopApps } from './answers/apps-answers';
import { answerAttendanceEdge } from './answers/attendance-edge-answers';
import {
  answerGreeting,
  answerHelp,
  answerRolePlay,
  answerThanks,
  answerUnknown,
} from './answers/conversation-answers';
import { answerAppraisalsDone, answerSalarySheetMonths } from './answers/history-answers';
import { answerHolidays, answerIsHoliday, answerNextHoliday } from './answers/holiday-answers';
import { answerApplyLeave, answerLeaveApplications, answerLeaveBalance } from './answers/leave-answers';
import { answerManualTimeRequests } from './answers/manual-time-answers';
import { answerNamedHours } from './answers/named-time-answers';
import { answerNews } from './answers/news-answers';
import { answerAboutPerson, answerBirthdays, answerOwnSalary } from './answers/people-answers';
import { answerPolicyQuestion } from './answers/policy-answers';
import {
  answerMyProjects,
  answerMyTodos,
  answerProjectDates,
  answerProjectHours,
  answerProjectManager,
  answerProjectTodos,
} from './answers/project-answers';
import {
  answerAppraisalsDue,
  answerDepartmentMembers,
  answerHeadcount,
  answerManualTimeToDecide,
  answerMyManualTime,
  answerMyRecord,
  answerShiftMembers,
} from './answers/record-answers';
import { answerAttendance, answerHoursTracked } from './answers/time-answers';
import {
  answerMyTimesheet,
  answerTimesheetsNotSubmitted,
  answerTimesheetsToApprove,
} from './answers/timesheet-answers';
import type { Intent } from './assistant-intent';
import { asksAboutARule } from './policy-questions';

// Said before a policy passage found for a question that did not ask about a rule: ProBot did not
// recognise the question, and a passage that shares its words may not answer it.
const POLICY_GUESS = "I can't answer that exactly; this is the closest the company policies come:";

// One intent, one answer, built from Pulse's own use cases called with the asker's session.
export const answerQuestion = async (
  context: AnswerContext,
  intent: Intent,
  askerName: string,
): Promise<Answer> => {
  switch (intent.kind) {
    case 'greeting':
      return answerGreeting(askerName);
    case 'help':
      return answerHelp(context.auth.roleId);
    case 'thanks':
      return answerThanks();
    case 'role-play':
      return answerRolePlay();
    case 'leave-balance':
      return answerLeaveBalance(context);
    case 'leave-applications':
      return answerLeaveApplications(context, intent);
    case 'apply-leave':
      return answerApplyLeave(context, intent);
    case 'next-holiday':
      return answerNextHoliday(context);
    case 'holidays':
      return answerHolidays(context, intent);
    case 'is-holiday':
      return answerIsHoliday(context, intent);
    case 'attendance':
      return answerAttendance(context, intent);
    case 'attendance-edge':
      return answerAttendanceEdge(context, intent);
    case 'top-apps':
      return answerTopApps(context, intent);
    case 'hours-tracked':
      return answerHoursTracked(context, intent);
    case 'own-salary':
      return answerOwnSalary(context, intent.month);
    case 'my-record':
      return answerMyRecord(context, intent);
    case 'headcount':
      return answerHeadcount(context);
    case 'appraisals-due':
      return answerAppraisalsDue(context, intent);
    case 'appraisals-done':
      return answerAppraisalsDone(context, intent);
    case 'salary-sheet-months':
      return answerSalarySheetMonths(context, intent);
    case 'department-members':
      return answerDepartmentMembers(context, intent);
    case 'shift-members':
      return answerShiftMembers(context, intent);
    case 'my-manual-time':
      return answerMyManualTime(context);
    case 'manual-time-to-decide':
      return answerManualTimeToDecide(context);
    case 'manual-time-requests':
      return answerManualTimeRequests(context, intent);
    case 'my-timesheet':
      return answerMyTimesheet(context, intent);
    case 'timesheets-to-approve':
      return answerTimesheetsToApprove(context);
    case 'timesheets-not-submitted':
      return answerTimesheetsNotSubmitted(context, intent);
    case 'hours-ranking':
      return answerHoursRanking(context, intent);
    case 'leave-ranking':
      return answerLeaveRanking(context, intent);
    case 'marked-absent':
      return answerMarkedAbsent(context, intent);
    case 'leaves-in-range':
      return answerLeavesInRange(context, intent);
    case 'my-projects':
      return answerMyProjects(context);
    case 'my-todos':
      return answerMyTodos(context);
    case 'project-hours':
      return answerProjectHours(context, intent);
    case 'project-manager':
      return answerProjectManager(context, intent);
    case 'project-dates':
      return answerProjectDates(context, intent);
    case 'project-team-hours':
      return answerNamedHours(context, intent);
    case 'project-todos':
      return answerProjectTodos(context, intent);
    case 'policy-acknowledgements':
      return answerPolicyAcknowledgements(context, intent);
    case 'my-acknowledgements':
      return answerMyAcknowledgements(context);
    case 'policy-list':
      return answerPolicyList(context);
    case 'news':
      return answerNews(context, intent);
    case 'birthdays':
      return answerBirthdays(context, intent);
    case 'on-leave':
      return answerOnLeave(context, intent);
    case 'attendance-missing':
      return answerAttendanceMissing(context, intent);
    case 'all-pending-leaves':
      return answerAllPendingLeaves(context);
    case 'pending-approvals':
      return answerPendingApprovals(context);
    case 'projects-over-budget':
      return answerProjectsOverBudget(context);
    case 'project-budget':
      return answerProjectBudget(context, intent);
    case 'about-person':
      return answerAboutPerson(context, intent);
    case 'policy': {
      const answer = await answerPolicyQuestion(context, intent);
      if (!answer) return answerUnknown(context.auth.roleId);
      return asksAboutARule(intent.query) || answer.text.startsWith(assistantTexts.noAnswer)
        ? answer
        : { ...answer, text: `${POLICY_GUESS}\n\n${answer.text}` };
    }
    case 'unknown':
      return answerUnknown(context.auth.roleId);
  }
};

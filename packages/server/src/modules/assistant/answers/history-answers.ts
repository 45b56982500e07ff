import type { Appraisal } from '@pulse/shared/contracts/employees';
import { formatLongDate } from '@pulse/shared/domain/display-format';
import { formatMoney } from '@pulse/shared/domain/number-format';
import { isAdmin } from '@pulse/shared/domain/roles';
import { monthName } from '@pulse/shared/domain/salary-slip';
import { paths } from '@pulse/shared/paths';
import { findAppraisalsMade } from '../../employees/appraisals.service';
import { findPayrollMonths } from '../../payroll/payroll.service';
import { findSalarySlipMonths } from '../../payroll/salary-slips.service';
import type { Intent } from '../assistant-intent';
import type { Answer, AnswerContext } from './answer';
import { describeRange, listed } from './answer-format';

// What already happened on the records: the months with salary sheets (spec B §2 Payroll, the
// administrator's; one's own slips on My Profile) and the appraisals made (spec A §3 appraisal history
// on each employee's record, which administrators see).

const answerOf = (text: string, links: Answer['links']): Answer => ({ text, links, sources: [] });

const payrollLink = { label: 'Payroll', href: paths.payroll.getHref() };
const myProfileLink = { label: 'My Profile', href: paths.profile.getHref() };
const employeesLink = { label: 'Employees', href: paths.employees.getHref() };

const monthList = (months: number[]) => months.map((month) => monthName(month)).join(', ');

export const answerSalarySheetMonths = async (
  { deps, auth }: AnswerContext,
  intent: Extract<Intent, { kind: 'salary-sheet-months' }>,
): Promise<Answer> => {
  if (intent.whose === 'mine') {
    const { items } = await findSalarySlipMonths(deps, auth, auth.employeeId, intent.year);
    const months = [...items].sort((one, other) => one - other);
    return answerOf(
      months.length === 0
        ? `You have no salary slips for ${intent.year}.`
        : `You have salary slips for ${months.length} ${months.length === 1 ? 'month' : 'months'} of ${intent.year}: ${monthList(months)}.`,
      [myProfileLink],
    );
  }
  if (!isAdmin(auth.roleId))
    return answerOf(
      'Sorry, the uploaded salary sheets are on the Payroll page, which administrators see. I can tell you the months of your own slips, for example "Which months do I have payslips for?"',
      [],
    );
  const { items } = await findPayrollMonths(deps, auth, intent.year);
  const sheets = [...items].sort((one, other) => one.month - other.month);
  return answerOf(
    sheets.length === 0
      ? `No salary sheets have been uploaded for ${intent.year} (the Payroll page).`
      : `Salary sheets uploaded for ${intent.year} (the Payroll page): ${sheets
          .map((sheet) => `${sheet.monthName} (${sheet.slipCount} slips)`)
          .join(', ')}.`,
    [payrollLink],
  );
};

type Appraised = Appraisal & { employeeName: string };

const isPromotion = (appraisal: Appraisal) => appraisal.newDesignation !== appraisal.currentDesignation;

// "1 April 2025: Software Engineer → Senior Software Engineer, salary ₹55,000.00 → ₹61,300.00".
export const appraisalChange = (appraisal: Appraisal, currency: string) =>
  `${formatLongDate(appraisal.appraisalDate)}: ${isPromotion(appraisal) ? `${appraisal.currentDesignation} → ${appraisal.newDesignation}` : `stays ${appraisal.newDesignation}`}, salary ${formatMoney(appraisal.currentSalary, currency)} → ${formatMoney(appraisal.newSalary, currency)}`;

const appraisalLine = (appraisal: Appraised, currency: string) =>
  `${appraisal.employeeName}, ${appraisalChange(appraisal, currency)}`;

export const answerAppraisalsDone = async (
  { deps, auth }: AnswerContext,
  intent: Extract<Intent, { kind: 'appraisals-done' }>,
): Promise<Answer> => {
  if (!isAdmin(auth.roleId))
    return answerOf(
      'Sorry, colleagues\' appraisals are on their employee records, which administrators see. I can tell you about your own, for example "When was my last appraisal?"',
      [],
    );
  const { range, appraisals } = await findAppraisalsMade(deps, auth, intent.range);
  const what = intent.onlyPromotions ? 'promotions' : 'appraisals';
  if (!range) return answerOf('No appraisals are on record in your organisation.', [employeesLink]);
  const when = intent.range
    ? describeRange(range)
    : `in the latest appraisal round (${formatLongDate(range.to)})`;
  const chosen = appraisals.filter((appraisal) => !intent.onlyPromotions || isPromotion(appraisal));
  if (chosen.length === 0) return answerOf(`There were no ${what} ${when}.`, [employeesLink]);
  return answerOf(
    `${chosen.length} ${chosen.length === 1 ? what.slice(0, -1) : what} ${when}, from the employees' appraisal history:\n${listed(
      chosen.map((appraisal) => appraisalLine(appraisal, auth.organization.currency)),
    )}`,
    [employeesLink],
  );
};

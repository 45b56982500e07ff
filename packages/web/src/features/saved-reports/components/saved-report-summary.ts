import type { SavedReport } from '@pulse/shared/contracts/saved-reports';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { savedReportTexts as texts } from '@pulse/shared/spec-texts';

// Whom and which project a report covers, in one line: 'All employees · Project: Apollo'.
export const describeFilters = (filters: {
  employee: { name: string } | null;
  project: { name: string } | null;
}) =>
  [
    filters.employee ? filters.employee.name : texts.allEmployees,
    filters.project ? `Project: ${filters.project.name}` : texts.allProjects,
  ].join(' · ');

// When the next mail goes and what it covers, dates as the spec shows them (B §9).
export const describeNextMail = (savedReport: Pick<SavedReport, 'nextMail'>) => {
  const { nextMail } = savedReport;
  if (!nextMail) return texts.notMailed;
  return texts.nextMail(
    formatDayMonthYear(nextMail.sendsOn),
    `${formatDayMonthYear(nextMail.startDate)} To ${formatDayMonthYear(nextMail.endDate)}`,
  );
};

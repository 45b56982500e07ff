import type { Report, ReportFileFormat } from '@pulse/shared/contracts/activity';
import { reportExportFileName } from '@pulse/shared/domain/report-weeks';
import { requireAccess } from '../../lib/access-checks';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { getProductivityReport } from '../productivity/productivity.service';
import { getMyReport, getReport, type ReportFilter } from './activity.service';
import { buildReportCsv } from './report-csv';
import { buildReportWorkbook } from './report-export';

export const REPORT_CONTENT_TYPES: Record<ReportFileFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

export type ReportFile = { report: Report; fileName: string; contentType: string; body: Buffer };

// The report's file, as the Export buttons download it and a saved report's schedule mails it: named
// "{start} To {end} Tracker Report" (spec B §9, "… - {project}" for one project). An administrator's
// filters give any employee or all of them; anyone else gets their own time whatever the filter names
// (a saved report of an employee's own time), for a project they may see. Null when the report has no
// row (spec B §8 "No record found!").
export const buildReportFile = async (
  deps: Deps,
  auth: Auth,
  filter: ReportFilter,
  format: ReportFileFormat,
): Promise<ReportFile | null> => {
  const caller = requireAccess(auth, 'authenticated');
  const isWorkbook = format === 'xlsx';
  const [report, productivity] = caller.isAdmin
    ? await Promise.all([
        getReport(deps, auth, filter),
        // The workbook's Productivity sheet of the same filter (spec A §1 usage categories).
        isWorkbook ? getProductivityReport(deps, auth, filter) : undefined,
      ])
    : [await getMyReport(deps, auth, filter), undefined];
  if (report.employees.length === 0) return null;
  const name = reportExportFileName(report.startDate, report.endDate, report.project?.name);
  const body = isWorkbook
    ? await buildReportWorkbook(report, {
        ...(productivity ? { productivity } : {}),
        // Export All opens on a Summary of everyone's totals.
        withSummary: caller.isAdmin && !filter.employeeId,
      })
    : buildReportCsv(report);
  return { report, fileName: `${name}.${format}`, contentType: REPORT_CONTENT_TYPES[format], body };
};

import {
  type ApprovedTimeExportQuery,
  type ApprovedTimeReport,
  type ApprovedTimeReportQuery,
  approvedTimeExportQuerySchema,
  approvedTimeReportQuerySchema,
} from '@pulse/shared/contracts/approved-time-report';
import {
  approvedTimeFileName,
  type PersonCells,
  summarizeApprovedTime,
} from '@pulse/shared/domain/approved-time';
import { daysBetween } from '@pulse/shared/domain/organization-day';
import { activityTexts } from '@pulse/shared/spec-texts';
import { requireAccess } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { findPeriodFigures } from '../activity/week-figures';
import { recordAuditEvent } from '../audit/audit.service';
import { findProjectReference } from '../projects/projects.service';
import { buildApprovedTimeCsv, buildApprovedTimeWorkbook } from './approved-time-export';
import * as repository from './timesheets.repository';

// Reports → Approval (shared/domain/approved-time.ts): over a period, per employee or per project, the
// minutes the weekly timesheets show, the part approved, the rest, and the cost. Administrators only:
// it is everyone's time and its cost, which only they see (as rates).
export const getApprovedTimeReport = async (
  deps: Pick<Deps, 'db'>,
  auth: Auth,
  rawQuery: ApprovedTimeReportQuery,
): Promise<ApprovedTimeReport> => {
  requireAccess(auth, 'admin');
  const query = approvedTimeReportQuerySchema.parse(rawQuery);
  const employeeId = query.employeeId || undefined;
  const projectId = query.projectId || undefined;
  const [employee, project] = await Promise.all([
    employeeId ? repository.findPerson(deps.db, auth.organizationId, employeeId) : null,
    projectId ? findProjectReference(deps, auth, projectId) : null,
  ]);
  // Another organisation's employee or project reads as unknown: 404, never its name or figures.
  if (employeeId && !employee) throw new AppError('NOT_FOUND', 'Employee not found.');
  if (projectId && !project) throw new AppError('NOT_FOUND', 'Project not found.');

  const filter = {
    startDate: query.startDate,
    endDate: query.endDate,
    ...(employeeId ? { employeeId } : {}),
    ...(projectId ? { projectId } : {}),
  };
  const [period, approved] = await Promise.all([
    findPeriodFigures(deps, auth, filter),
    repository.findApprovedRows(deps.db, auth.organizationId, filter),
  ]);
  // The approved cells as day arrays, as the current ones are; someone with approved time and none
  // left now is still a row (their time went after approval).
  const employees = new Map<string, { employeeCode: string; name: string }>(period.people);
  const approvedOf = new Map<string, Map<string | null, Int32Array>>();
  for (const { employeeId: id, employeeCode, name, rows } of approved) {
    if (!employees.has(id)) employees.set(id, { employeeCode, name });
    const byProject = new Map<string | null, Int32Array>();
    approvedOf.set(id, byProject);
    for (const [projectId, weekStart, weekMinutes] of rows) {
      // The week's Monday is this many days into the period (negative: it began before).
      const offset = daysBetween(query.startDate, weekStart);
      let minutes = byProject.get(projectId);
      if (!minutes) {
        minutes = new Int32Array(period.days.length);
        byProject.set(projectId, minutes);
      }
      for (const [weekday, dayMinutes] of weekMinutes.entries()) {
        const index = offset + weekday;
        if (index >= 0 && index < minutes.length) minutes[index] = (minutes[index] ?? 0) + dayMinutes;
      }
    }
  }
  const people: PersonCells[] = [...employees.keys()].map((id) => ({
    employeeId: id,
    current: period.people.get(id)?.current ?? new Map(),
    costs: period.people.get(id)?.costs ?? new Map(),
    approved: approvedOf.get(id) ?? new Map(),
  }));
  return {
    startDate: query.startDate,
    endDate: query.endDate,
    groupBy: query.groupBy,
    currency: auth.organization.currency,
    employee: employee ? { id: employee.id, employeeCode: employee.employeeCode, name: employee.name } : null,
    project,
    ...summarizeApprovedTime(people, query.groupBy, { employees, projects: period.projects }),
  };
};

const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

// The same report as a file. People's time and its cost leave Pulse in it: recorded in the audit trail
// (hardening: audit trail), as the tracker report's export is.
export const exportApprovedTimeReport = async (
  deps: Pick<Deps, 'db'>,
  auth: Auth,
  ipAddress: string | null,
  rawQuery: ApprovedTimeExportQuery,
) => {
  const { format, ...query } = approvedTimeExportQuerySchema.parse(rawQuery);
  const report = await getApprovedTimeReport(deps, auth, query);
  // As the tracker report's export (spec B §8): an empty period is a notice, not an empty file.
  if (report.rows.length === 0) throw new AppError('NOT_FOUND', activityTexts.noRecord);
  const fileName = approvedTimeFileName(report, report.groupBy, format);
  const body = format === 'xlsx' ? await buildApprovedTimeWorkbook(report) : buildApprovedTimeCsv(report);
  await recordAuditEvent(deps.db, auth, ipAddress, {
    action: 'personal-data.exported',
    subjectId: report.employee?.id ?? null,
    summary: `Exported the approved-time report “${fileName}” (rows: ${report.rows.length})`,
    details: {
      export: 'approved-time-report',
      startDate: report.startDate,
      endDate: report.endDate,
      groupBy: report.groupBy,
      employeeId: report.employee?.id ?? null,
      projectId: report.project?.id ?? null,
      rows: report.rows.length,
    },
  });
  return { fileName, contentType: CONTENT_TYPES[format], body };
};

import {
  SAVED_REPORTS_PER_OWNER_MAX,
  type SavedReport,
  type SavedReportBody,
  type SavedReportList,
} from '@pulse/shared/contracts/saved-reports';
import { todayIn } from '@pulse/shared/domain/organization-day';
import { duePeriod, nextMail, REPORT_SCHEDULE_NAMES } from '@pulse/shared/domain/report-schedule';
import { savedReportTexts as texts } from '@pulse/shared/spec-texts';
import type { Transaction } from '../../db/client';
import { type AccessGrant, requireAccess } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import { isUniqueViolation } from '../../lib/database-errors';
import type { Deps } from '../../lib/deps';
import type { WholeList } from '../../lib/list-page';
import { runTransaction } from '../../lib/transaction';
import { recordAuditEvent } from '../audit/audit.service';
import { requireEmployee } from '../employees/employees.service';
import { findProjectReference, getVisibleProject } from '../projects/projects.service';
import {
  countOwnSavedReports,
  deleteSavedReport as deleteRow,
  findOwnSavedReports,
  findPeople,
  insertSavedReport,
  type PersonRow,
  type SavedReportRow,
  type SavedReportValues,
  updateSavedReport as updateRow,
} from './saved-reports.repository';

// Saved reports (contracts/saved-reports.ts): each person keeps their own. What a report may show and
// to whom it goes is decided here from the session, never taken from the body as sent.

type Body = Required<SavedReportBody>;

const savedReportNotFound = () => new AppError('NOT_FOUND', texts.notFound);
const nameTaken = (name: string) =>
  new AppError('CONFLICT', texts.nameTaken(name), [{ path: 'name', message: texts.nameTaken(name) }]);
const recipientsRefused = () =>
  new AppError('VALIDATION_FAILED', texts.recipientsInactive, [
    { path: 'recipientIds', message: texts.recipientsInactive },
  ]);

const personOf = (person: Pick<PersonRow, 'id' | 'name' | 'employeeCode'>) => ({
  id: person.id,
  name: person.name,
  employeeCode: person.employeeCode,
});

const toSavedReport = (row: SavedReportRow, people: readonly PersonRow[], today: string): SavedReport => ({
  id: row.id,
  name: row.name,
  employee:
    row.employeeId && row.employeeName !== null && row.employeeCode !== null
      ? { id: row.employeeId, name: row.employeeName, employeeCode: row.employeeCode }
      : null,
  project: row.projectId && row.projectName !== null ? { id: row.projectId, name: row.projectName } : null,
  format: row.format,
  schedule: row.schedule,
  // In the order saved; someone no longer found (never expected: employees are kept) is left out.
  recipients: row.recipientIds.flatMap((id) => {
    const person = people.find((candidate) => candidate.id === id);
    return person ? [personOf(person)] : [];
  }),
  lastSentPeriodStart: row.lastSentPeriodStart,
  nextMail: nextMail(row.schedule, today, row.lastSentPeriodStart),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toSavedReports = async (deps: Deps, auth: Auth, rows: readonly SavedReportRow[]) => {
  const people = await findPeople(deps.db, auth.organizationId, [
    ...new Set(rows.flatMap((row) => row.recipientIds)),
  ]);
  const today = todayIn(auth.organization.timeZone, deps.clock.now());
  return rows.map((row) => toSavedReport(row, people, today));
};

const getOwnSavedReport = async (deps: Deps, auth: Auth, savedReportId: string) => {
  const [row] = await findOwnSavedReports(deps.db, auth.organizationId, auth.employeeId, savedReportId);
  if (!row) throw savedReportNotFound();
  const [savedReport] = await toSavedReports(deps, auth, [row]);
  if (!savedReport) throw savedReportNotFound();
  return savedReport;
};

export const findMySavedReports = async (deps: Deps, auth: Auth): Promise<WholeList<SavedReportList>> => {
  requireAccess(auth, 'authenticated');
  const rows = await findOwnSavedReports(deps.db, auth.organizationId, auth.employeeId);
  return { items: await toSavedReports(deps, auth, rows) };
};

// What the caller may save. An administrator: any employee of the organisation (or all) and any of
// its projects, mailed to active employees of the organisation. Anyone else: their own time, for a
// project they may see, mailed to themselves only, whatever the body names.
const allowedFilters = async (deps: Deps, auth: Auth, caller: AccessGrant, body: Body) => {
  if (!caller.isAdmin) {
    if (body.projectId) await getVisibleProject(deps, auth, body.projectId);
    return {
      employeeId: auth.employeeId,
      projectId: body.projectId,
      recipientIds: body.schedule === 'none' ? [] : [auth.employeeId],
    };
  }
  if (body.employeeId) await requireEmployee(deps.db, auth.organizationId, body.employeeId);
  // Another organisation's project reads as unknown, as on the Reports page.
  if (body.projectId && !(await findProjectReference(deps, auth, body.projectId)))
    throw new AppError('NOT_FOUND', 'Project not found.');
  const recipientIds = [...new Set(body.recipientIds)];
  const people = await findPeople(deps.db, auth.organizationId, recipientIds);
  const isEveryoneActive = recipientIds.every((id) =>
    people.some((person) => person.id === id && person.isActive),
  );
  if (!isEveryoneActive) throw recipientsRefused();
  return { employeeId: body.employeeId, projectId: body.projectId, recipientIds };
};

// A new schedule (or a changed one) starts with the period due today counted as sent: its first mail
// covers the first period that ends after it was saved, not one already over (a list of recipients
// is not mailed the moment someone saves). nextMail tells the owner when that is.
const firstLastSentPeriodStart = (deps: Deps, auth: Auth, schedule: Body['schedule']) =>
  duePeriod(schedule, todayIn(auth.organization.timeZone, deps.clock.now()))?.startDate ?? null;

// The unique index on (owner, lower(name)) decides, so two saves of one name at once get one 409.
const uniqueName = async <T>(name: string, write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name);
    throw error;
  }
};

const describeSchedule = (values: SavedReportValues) =>
  `${REPORT_SCHEDULE_NAMES[values.schedule]}, ${values.format.toUpperCase()}` +
  (values.recipientIds.length > 0 ? `, to ${values.recipientIds.length} recipient(s)` : '');

const auditDetails = (savedReportId: string, values: SavedReportValues) => ({
  savedReportId,
  name: values.name,
  employeeId: values.employeeId,
  projectId: values.projectId,
  format: values.format,
  schedule: values.schedule,
  recipients: values.recipientIds.length,
});

const recordChange = (
  tx: Transaction,
  auth: Auth,
  ipAddress: string | null,
  action: 'saved-report.created' | 'saved-report.changed',
  savedReportId: string,
  values: SavedReportValues,
) =>
  recordAuditEvent(tx, auth, ipAddress, {
    action,
    subjectId: values.employeeId,
    summary: `${action === 'saved-report.created' ? 'Saved' : 'Changed'} the report “${values.name}” (${describeSchedule(values)})`,
    details: auditDetails(savedReportId, values),
  });

export const createSavedReport = async (
  deps: Deps,
  auth: Auth,
  ipAddress: string | null,
  body: Body,
): Promise<SavedReport> => {
  const caller = requireAccess(auth, 'authenticated');
  const filters = await allowedFilters(deps, auth, caller, body);
  if (
    (await countOwnSavedReports(deps.db, auth.organizationId, auth.employeeId)) >= SAVED_REPORTS_PER_OWNER_MAX
  )
    throw new AppError('CONFLICT', texts.tooManySaved);
  const values: SavedReportValues = {
    name: body.name,
    format: body.format,
    schedule: body.schedule,
    ...filters,
    lastSentPeriodStart: firstLastSentPeriodStart(deps, auth, body.schedule),
  };
  const created = await uniqueName(body.name, () =>
    runTransaction(deps.db, async (tx) => {
      const row = await insertSavedReport(tx, {
        ...values,
        organizationId: auth.organizationId,
        ownerId: auth.employeeId,
        now: deps.clock.now(),
      });
      if (!row) throw new Error('the saved report was not inserted');
      await recordChange(tx, auth, ipAddress, 'saved-report.created', row.id, values);
      return row;
    }),
  );
  return getOwnSavedReport(deps, auth, created.id);
};

export const updateSavedReport = async (
  deps: Deps,
  auth: Auth,
  ipAddress: string | null,
  savedReportId: string,
  body: Body,
): Promise<SavedReport> => {
  const caller = requireAccess(auth, 'authenticated');
  const [existing] = await findOwnSavedReports(deps.db, auth.organizationId, auth.employeeId, savedReportId);
  if (!existing) throw savedReportNotFound();
  const filters = await allowedFilters(deps, auth, caller, body);
  const values: SavedReportValues = {
    name: body.name,
    format: body.format,
    schedule: body.schedule,
    ...filters,
    // The same schedule keeps its place; another one starts as a new one does.
    lastSentPeriodStart:
      body.schedule === existing.schedule
        ? existing.lastSentPeriodStart
        : firstLastSentPeriodStart(deps, auth, body.schedule),
  };
  await uniqueName(body.name, () =>
    runTransaction(deps.db, async (tx) => {
      const row = await updateRow(
        tx,
        { organizationId: auth.organizationId, ownerId: auth.employeeId },
        savedReportId,
        { ...values, now: deps.clock.now() },
      );
      if (!row) throw savedReportNotFound();
      await recordChange(tx, auth, ipAddress, 'saved-report.changed', row.id, values);
    }),
  );
  return getOwnSavedReport(deps, auth, savedReportId);
};

export const deleteSavedReport = async (
  deps: Deps,
  auth: Auth,
  ipAddress: string | null,
  savedReportId: string,
): Promise<void> => {
  requireAccess(auth, 'authenticated');
  await runTransaction(deps.db, async (tx) => {
    const deleted = await deleteRow(
      tx,
      { organizationId: auth.organizationId, ownerId: auth.employeeId },
      savedReportId,
    );
    if (!deleted) throw savedReportNotFound();
    await recordAuditEvent(tx, auth, ipAddress, {
      action: 'saved-report.deleted',
      subjectId: deleted.employeeId,
      summary: `Deleted the saved report “${deleted.name}”`,
      details: { savedReportId, name: deleted.name },
    });
  });
};

import {
  type ProjectBody,
  type ProjectChoice,
  type ProjectDetail,
  type ProjectListColumn,
  type ProjectListQuery,
  type ProjectOptions,
  type ProjectSummary,
  projectBodySchema,
  projectListQuerySchema,
} from '@pulse/shared/contracts/projects';
import { currencySymbolOf } from '@pulse/shared/domain/currencies';
import { PROJECT_COLUMN_KEYS, type ProjectColumnKey } from '@pulse/shared/domain/default-columns';
import { hoursOfSeconds, roundConsumed } from '@pulse/shared/domain/project-consumption';
import {
  PROJECT_STATUS_COLORS,
  PROJECT_STATUS_IDS,
  PROJECT_STATUS_NAMES,
  type ProjectStatus,
  TIMESHEET_INTERVALS,
  type TimesheetInterval,
} from '@pulse/shared/domain/project-status';
import { projectPulseTexts } from '@pulse/shared/spec-texts';
import { type AccessGrant, requireAccess } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import { isUniqueViolation } from '../../lib/database-errors';
import type { Deps } from '../../lib/deps';
import type { ListSlice } from '../../lib/list-page';
import { runTransaction } from '../../lib/transaction';
import { findDefaultColumns } from '../settings/settings.service';
import { alertBudgetThresholds } from './budget-alerts';
import * as repository from './projects.repository';
import { removeMembersFromProjectTodos } from './todos.repository';

// Projects and their teams (spec B §2 Project list / Project form, §3, §5, §6). Administrators see
// and change every project of the organisation; an employee sees only the projects whose team they
// are in, and another project is as missing to them as one of another organisation.

export const projectNotFound = () => new AppError('NOT_FOUND', 'Project not found.');
const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path, message }]);
const nameTaken = () =>
  new AppError('CONFLICT', projectPulseTexts.nameTaken, [
    { path: 'name', message: projectPulseTexts.nameTaken },
  ]);

// The lists an employee sees hold only the projects whose team they are in.
export const memberFilterOf = (caller: AccessGrant) => (caller.isAdmin ? undefined : caller.employeeId);

const statusNameOf = (status: number) => PROJECT_STATUS_NAMES[status as ProjectStatus] ?? '';
const intervalNameOf = (id: number) => TIMESHEET_INTERVALS.find((interval) => interval.id === id)?.name ?? '';

const toSummary = (
  row: repository.ProjectRow,
  teamSize: number,
  consumed: { workedSeconds: number; cost: number } | undefined,
): ProjectSummary => ({
  id: row.id,
  name: row.name,
  description: row.description,
  startDate: row.startDate,
  endDate: row.endDate,
  // The column holds only the contract's ids (the body schema checks them on every write).
  status: row.status as ProjectStatus,
  statusName: statusNameOf(row.status),
  estimatedBudget: row.estimatedBudget,
  estimatedHours: row.estimatedHours,
  timesheetInterval: row.timesheetInterval as TimesheetInterval,
  timesheetIntervalName: intervalNameOf(row.timesheetInterval),
  consumedHours: hoursOfSeconds(consumed?.workedSeconds ?? 0),
  consumedBudget: roundConsumed(consumed?.cost ?? 0),
  teamSize,
});

// spec B §7: the status list, the timesheet interval list and the organisation's currency.
export const getProjectOptions = (auth: Auth): ProjectOptions => ({
  statuses: PROJECT_STATUS_IDS.map((id) => ({
    id,
    name: PROJECT_STATUS_NAMES[id],
    color: PROJECT_STATUS_COLORS[id],
  })),
  timesheetIntervals: TIMESHEET_INTERVALS.map((interval) => ({ ...interval })),
  currency: { code: auth.organization.currency, symbol: currencySymbolOf(auth.organization.currency) },
});

export const findProjects = async (
  deps: Deps,
  auth: Auth,
  rawQuery: ProjectListQuery,
): Promise<ListSlice<ProjectSummary> & { columns: ProjectListColumn[]; currency: string }> => {
  const caller = requireAccess(auth, 'authenticated');
  const query = projectListQuerySchema.parse(rawQuery);
  const filter = { status: query.status, memberId: memberFilterOf(caller) };
  const [rows, total, columns] = await Promise.all([
    repository.findProjectPage(deps.db, auth.organizationId, {
      ...filter,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    repository.countProjects(deps.db, auth.organizationId, filter),
    findDefaultColumns(deps, auth, 'project'),
  ]);
  const consumed = new Map(
    (
      await repository.sumProjectTime(
        deps.db,
        auth.organizationId,
        rows.map((row) => row.project.id),
      )
    ).map((sum) => [sum.projectId, sum]),
  );
  return {
    items: rows.map((row) => toSummary(row.project, row.teamSize, consumed.get(row.project.id))),
    total,
    page: query.page,
    pageSize: query.pageSize,
    columns: columns
      .filter((column) => column.isVisible)
      .flatMap((column) =>
        isProjectColumnKey(column.columnKey)
          ? [{ columnKey: column.columnKey, columnName: column.columnName }]
          : [],
      ),
    currency: auth.organization.currency,
  };
};

const isProjectColumnKey = (key: string): key is ProjectColumnKey =>
  (PROJECT_COLUMN_KEYS as readonly string[]).includes(key);

// A project's id and name in the caller's organisation, or null (another organisation's id reads as
// unknown): what the reports show of the project they are restricted to.
export const findProjectReference = async (deps: Pick<Deps, 'db'>, auth: Auth, projectId: string) => {
  requireAccess(auth, 'admin');
  const project = await repository.findProject(deps.db, auth.organizationId, projectId);
  return project ? { id: project.id, name: project.name } : null;
};

export const findProjectChoices = async (deps: Deps, auth: Auth): Promise<ProjectChoice[]> => {
  const caller = requireAccess(auth, 'authenticated');
  const rows = await repository.findProjectChoices(deps.db, auth.organizationId, memberFilterOf(caller));
  return rows.map((row) => ({ ...row, status: row.status as ProjectStatus }));
};

// The project if the caller may see it (an administrator, or a member of its team), else NOT_FOUND.
export const getVisibleProject = async (deps: Pick<Deps, 'db'>, auth: Auth, projectId: string) => {
  const project = await repository.findProject(deps.db, auth.organizationId, projectId);
  if (!project) throw projectNotFound();
  const teamIds = await repository.findTeamMemberIds(deps.db, auth.organizationId, projectId);
  requireAccess(auth, { sharedWith: teamIds, refusal: projectNotFound });
  return project;
};

export const getProject = async (deps: Deps, auth: Auth, projectId: string): Promise<ProjectDetail> => {
  const caller = requireAccess(auth, 'authenticated');
  const project = await getVisibleProject(deps, auth, projectId);
  const [team, sums] = await Promise.all([
    repository.findTeam(deps.db, auth.organizationId, projectId),
    repository.sumProjectTime(deps.db, auth.organizationId, [projectId]),
  ]);
  return {
    ...toSummary(project, team.length, sums[0]),
    team: team.map((member) => ({
      employeeId: member.employeeId,
      employeeCode: member.employeeCode,
      name: member.name,
      isManager: member.isManager,
      // A colleague's rate is pay information: only administrators and the member see it.
      hourlyRate: caller.isAdmin || member.employeeId === caller.employeeId ? member.hourlyRate : null,
      consumedHours: hoursOfSeconds(member.workedSeconds),
    })),
    currency: auth.organization.currency,
  };
};

// ---- Add and update (one transaction for the project and its team: the old client's two calls were
// not, spec B §7) ----------------------------------------------------------------------------------------

const projectValuesOf = (body: ReturnType<typeof projectBodySchema.parse>) => ({
  name: body.name,
  description: body.description,
  startDate: body.startDate,
  endDate: body.endDate,
  status: body.status,
  estimatedBudget: body.estimatedBudget,
  estimatedHours: body.estimatedHours,
  timesheetInterval: body.timesheetInterval,
});

const checkTeam = async (db: Deps['db'], organizationId: string, team: { employeeId: string }[]) => {
  const active = await repository.findActiveEmployeeIds(
    db,
    organizationId,
    team.map((member) => member.employeeId),
  );
  if (team.some((member) => !active.has(member.employeeId)))
    throw invalid('team', projectPulseTexts.memberNotActive);
};

const saving = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
};

export const createProject = async (deps: Deps, auth: Auth, rawBody: ProjectBody) => {
  requireAccess(auth, 'admin');
  const body = projectBodySchema.parse(rawBody);
  const now = deps.clock.now();
  const id = await saving(() =>
    runTransaction(deps.db, async (tx) => {
      await checkTeam(tx, auth.organizationId, body.team);
      const projectId = await repository.insertProject(tx, {
        organizationId: auth.organizationId,
        ...projectValuesOf(body),
        createdAt: now,
        updatedAt: now,
      });
      await repository.upsertTeamMembers(tx, auth.organizationId, projectId, body.team);
      // Each member's first rate; time tracked before it (a backfill) is costed at it too (rateAt).
      await repository.insertRates(
        tx,
        auth.organizationId,
        projectId,
        body.team.map((member) => ({
          employeeId: member.employeeId,
          hourlyRate: member.hourlyRate,
          effectiveFrom: now,
        })),
      );
      return projectId;
    }),
  );
  return { id };
};

export const updateProject = async (deps: Deps, auth: Auth, projectId: string, rawBody: ProjectBody) => {
  requireAccess(auth, 'admin');
  const body = projectBodySchema.parse(rawBody);
  const now = deps.clock.now();
  await saving(() =>
    runTransaction(deps.db, async (tx) => {
      const project = await repository.lockProject(tx, auth.organizationId, projectId);
      if (!project) throw projectNotFound();
      await checkTeam(tx, auth.organizationId, body.team);
      const current = await repository.findTeam(tx, auth.organizationId, projectId);
      const currentRates = new Map(current.map((member) => [member.employeeId, member.hourlyRate]));
      const keptIds = new Set(body.team.map((member) => member.employeeId));
      const removed = current.map((member) => member.employeeId).filter((id) => !keptIds.has(id));
      await repository.updateProject(tx, auth.organizationId, projectId, {
        ...projectValuesOf(body),
        updatedAt: now,
      });
      await repository.deleteTeamMembers(tx, auth.organizationId, projectId, removed);
      await removeMembersFromProjectTodos(tx, auth.organizationId, projectId, removed);
      await repository.upsertTeamMembers(tx, auth.organizationId, projectId, body.team);
      // A changed rate applies from now on: time already worked keeps the cost it had.
      await repository.insertRates(
        tx,
        auth.organizationId,
        projectId,
        body.team
          .filter((member) => currentRates.get(member.employeeId) !== member.hourlyRate)
          .map((member) => ({
            employeeId: member.employeeId,
            hourlyRate: member.hourlyRate,
            effectiveFrom: now,
          })),
      );
      // A lowered estimate can put a project past a threshold without any new time.
      await alertBudgetThresholds(deps, tx, auth.organization, [projectId]);
    }),
  );
  return { id: projectId };
};

// The team of a project the caller may see (NOT_FOUND otherwise): the calendar's project filter.
export const findProjectTeamIds = async (deps: Pick<Deps, 'db'>, auth: Auth, projectId: string) => {
  requireAccess(auth, 'authenticated');
  await getVisibleProject(deps, auth, projectId);
  return repository.findTeamMemberIds(deps.db, auth.organizationId, projectId);
};

// The members of the projects the caller manages; empty for someone who manages none.
export const findManagedTeamIds = (deps: Pick<Deps, 'db'>, auth: Auth) => {
  requireAccess(auth, 'authenticated');
  return repository.findManagedTeamIds(deps.db, auth.organizationId, auth.employeeId);
};

import type { Appraisal, AppraisalBody } from '@pulse/shared/contracts/employees';
import { isAppraisalDateAllowed, lockedCurrentValues } from '@pulse/shared/domain/appraisal-rules';
import { appraisalTexts, employeePulseTexts } from '@pulse/shared/spec-texts';
import type { Database } from '../../db/client';
import { requireAccess } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import {
  deleteAppraisal,
  findAppraisals,
  findAppraisalsInRange,
  findLatestAppraisalDate,
  findLatestAppraisals,
  insertAppraisal,
  updateAppraisal,
} from './appraisals.repository';
import { requireEmployee } from './employees.service';

// spec A §6: administrators see everyone's appraisals, an employee only their own.
export const findEmployeeAppraisals = async (
  deps: Deps,
  auth: Auth,
  employeeId: string,
): Promise<Appraisal[]> => {
  requireAccess(auth, { employeeId: employeeId });
  await requireEmployee(deps.db, auth.organizationId, employeeId);
  return findAppraisals(deps.db, auth.organizationId, employeeId);
};

// Everyone's appraisals over a period, as each employee's appraisal history shows them (spec A §6:
// administrators only); without a period, those of the month of the latest appraisal made (the latest
// round). Its range is returned with them, so the answer can say which period it read.
export const findAppraisalsMade = async (
  deps: Deps,
  auth: Auth,
  range: { from: string; to: string } | null,
) => {
  requireAccess(auth, 'admin');
  const latest = range ? null : await findLatestAppraisalDate(deps.db, auth.organizationId);
  const period = range ?? (latest ? { from: `${latest.slice(0, 7)}-01`, to: latest } : null);
  return {
    range: period,
    appraisals: period ? await findAppraisalsInRange(deps.db, auth.organizationId, period) : [],
  };
};

// spec A §2: appraisal actions are hidden on the own profile page; the API refuses them too.
const requireAppraisalEditor = async (deps: Deps, auth: Auth, employeeId: string) => {
  requireAccess(auth, 'admin');
  if (employeeId === auth.employeeId) throw new AppError('FORBIDDEN', employeePulseTexts.appraisalOwnRecord);
  await requireEmployee(deps.db, auth.organizationId, employeeId);
  return findAppraisals(deps.db, auth.organizationId, employeeId);
};

const fieldError = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path, message }]);

// spec A §5: the date later than the previous entry; the current values locked to the previous one.
const checkAppraisal = (existing: Appraisal[], body: AppraisalBody, editingId: string | null) => {
  if (!isAppraisalDateAllowed(body.appraisalDate, existing, editingId)) {
    throw fieldError('appraisalDate', appraisalTexts.dateNotLater);
  }
  const locked = lockedCurrentValues(existing, editingId);
  if (
    locked &&
    (locked.currentDesignation !== body.currentDesignation ||
      locked.currentSalary !== Number(body.currentSalary))
  ) {
    throw fieldError('currentDesignation', employeePulseTexts.appraisalCurrentLocked);
  }
};

const toValues = (body: AppraisalBody) => ({
  currentDesignation: body.currentDesignation,
  newDesignation: body.newDesignation,
  currentSalary: Number(body.currentSalary),
  newSalary: Number(body.newSalary),
  appraisalDate: body.appraisalDate,
});

export const createAppraisal = async (deps: Deps, auth: Auth, employeeId: string, body: AppraisalBody) => {
  const existing = await requireAppraisalEditor(deps, auth, employeeId);
  checkAppraisal(existing, body, null);
  return insertAppraisal(deps.db, { organizationId: auth.organizationId, employeeId, ...toValues(body) });
};

const appraisalNotFound = () => new AppError('NOT_FOUND', employeePulseTexts.appraisalNotFound);

export const editAppraisal = async (
  deps: Deps,
  auth: Auth,
  ids: { employeeId: string; appraisalId: string },
  body: AppraisalBody,
) => {
  const existing = await requireAppraisalEditor(deps, auth, ids.employeeId);
  if (!existing.some((appraisal) => appraisal.id === ids.appraisalId)) throw appraisalNotFound();
  checkAppraisal(existing, body, ids.appraisalId);
  const updated = await updateAppraisal(deps.db, auth.organizationId, ids.appraisalId, toValues(body));
  if (!updated) throw appraisalNotFound();
  return updated;
};

export const removeAppraisal = async (
  deps: Deps,
  auth: Auth,
  ids: { employeeId: string; appraisalId: string },
) => {
  const existing = await requireAppraisalEditor(deps, auth, ids.employeeId);
  if (!existing.some((appraisal) => appraisal.id === ids.appraisalId)) throw appraisalNotFound();
  await deleteAppraisal(deps.db, auth.organizationId, ids.appraisalId);
};

// The salary each employee's latest appraisal up to `onOrBefore` set (spec A §3): what the payroll sheet
// pays. For the payroll module, whose caller has checked access.
export const findAppraisedSalaries = async (
  db: Database,
  organizationId: string,
  onOrBefore: string,
): Promise<Map<string, number>> =>
  new Map(
    (await findLatestAppraisals(db, organizationId, onOrBefore)).map((row) => [
      row.employeeId,
      row.newSalary,
    ]),
  );

import {
  type CreateEmployeeBody,
  type EmployeeDetail,
  type EmployeeFormOptions,
  type EmployeeListColumn,
  type EmployeeListItem,
  employeeListQuerySchema,
  ROLE_OPTIONS,
  type UpdateEmployeeBody,
} from '@pulse/shared/contracts/employees';
import { EMPLOYEE_COLUMN_KEYS, type EmployeeColumnKey } from '@pulse/shared/domain/default-columns';
import { buildEmployeeCode } from '@pulse/shared/domain/employee-code';
import { normalizeEmployeeStatus } from '@pulse/shared/domain/employee-status';
import { leaveEntitlement, yearlyNumberOfLeaves } from '@pulse/shared/domain/leave-entitlement';
import { todayIn } from '@pulse/shared/domain/organization-day';
import { ROLE } from '@pulse/shared/domain/roles';
import { employeePulseTexts, employeeTexts } from '@pulse/shared/spec-texts';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import type { employees } from '../../db/schema/index';
import { requireAccess } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import { isUniqueViolation } from '../../lib/database-errors';
import type { Deps } from '../../lib/deps';
import { type FieldCipher, maskTail } from '../../lib/field-encryption';
import type { ListSlice } from '../../lib/list-page';
import { hashPassword } from '../../lib/passwords';
import { runTransaction } from '../../lib/transaction';
import { endEmployeeSessions } from '../auth/auth.service';
import { countLeavesTakenInYear } from '../leaves/leaves.service';
import { enqueueWebhookEvents } from '../webhooks/webhook-events';
import { recordEmployeeAccessChanges, recordEmployeeDeletion } from './employee-audit';
import {
  countOwnedOptions,
  deleteSessionsOf,
  type EmployeeRow,
  findDepartment,
  findDepartmentMemberIds as findDepartmentMemberIdRows,
  findEmployee,
  findEmployeePage,
  findEmployeeReference,
  findFormOptionRows,
  findLeaveSettings,
  findShiftMemberNames as findShiftMemberNameRows,
  findVisibleEmployeeColumns,
  isOfficialEmailTaken,
  updateEmployee as updateEmployeeRow,
} from './employees.repository';
import {
  findInvitationStatuses,
  type InvitationUrlOf,
  inviterNameOf,
  sendInvitation,
  voidInvitationsOf,
} from './invitations.service';
import { insertNumberedEmployee } from './new-employee-row';
import { recordScreenshotModeChange } from './screenshot-mode.service';

// The route passes its parsed query; the assistant passes only what it sets, the rest is the list's
// defaults.
type EmployeeListOptions = z.output<typeof employeeListQuerySchema>;
const DEFAULT_LIST_OPTIONS: EmployeeListOptions = employeeListQuerySchema.parse({});

// The photo key's last segment is a fresh UUID per upload: a version that tells caches apart.
export const photoVersionOf = (storageKey: string | null) => storageKey?.split('/').pop() ?? null;

const employeeNotFound = () => new AppError('NOT_FOUND', employeePulseTexts.employeeNotFound);

const emailTaken = () =>
  new AppError('CONFLICT', employeeTexts.officialEmailTaken, [
    { path: 'officialEmail', message: employeeTexts.officialEmailTaken },
  ]);

const optionNotFound = () => new AppError('VALIDATION_FAILED', employeePulseTexts.optionNotFound);

const isKnownColumn = (key: string): key is EmployeeColumnKey =>
  (EMPLOYEE_COLUMN_KEYS as readonly string[]).includes(key);

// ---- List ------------------------------------------------------------------------------------------

export const findEmployees = async (
  deps: Deps,
  auth: Auth,
  options: Partial<EmployeeListOptions>,
): Promise<ListSlice<EmployeeListItem> & { columns: EmployeeListColumn[] }> => {
  requireAccess(auth, 'admin');
  const query = { ...DEFAULT_LIST_OPTIONS, ...options };
  const configuredColumns = await findVisibleEmployeeColumns(deps.db, auth.organizationId);
  const columns = configuredColumns.flatMap((column) =>
    isKnownColumn(column.columnKey) ? [{ columnKey: column.columnKey, columnName: column.columnName }] : [],
  );
  // spec A §9: the first (visible) column is the default search column.
  const searchBy = query.searchBy ?? columns[0]?.columnKey ?? 'name';
  const currentYear = Number(todayIn(auth.organization.timeZone, deps.clock.now()).slice(0, 4));
  const [page, settings] = await Promise.all([
    findEmployeePage(deps.db, auth.organizationId, {
      search: query.search,
      searchBy,
      sortBy: query.sortBy,
      order: query.order,
      isActive: query.isActive,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    findLeaveSettings(deps.db, auth.organizationId, [currentYear, currentYear - 1]),
  ]);
  const yearlyNumber = yearlyNumberOfLeaves(settings, currentYear);
  const pageIds = page.rows.map((row) => row.id);
  const [takenByEmployee, invitationStatuses] = await Promise.all([
    countLeavesTakenInYear(deps, auth, pageIds, currentYear),
    findInvitationStatuses(deps, auth, pageIds),
  ]);
  return {
    total: page.total,
    page: query.page,
    pageSize: query.pageSize,
    columns,
    items: page.rows.map((row) => {
      const values: Record<EmployeeColumnKey, string | null> = {
        name: row.name,
        employeeCode: row.employeeCode,
        designation: row.designationName,
        department: row.departmentName,
        officialEmail: row.officialEmail,
        contactNumber: row.contactNumber,
        // YYYY-MM-DD like every date in the API; the web shows them as the spec does.
        birthday: row.dateOfBirth,
        joiningDate: row.joiningDate,
      };
      const entitlement = leaveEntitlement({
        isActive: row.isActive,
        joiningDate: row.joiningDate,
        yearlyNumber,
        currentYear,
      });
      return {
        id: row.id,
        employeeNumber: row.employeeNumber,
        employeeCode: row.employeeCode,
        name: row.name,
        bloodGroup: row.bloodGroup,
        isActive: row.isActive,
        photoVersion: photoVersionOf(row.photoStorageKey),
        values: Object.fromEntries(columns.map((column) => [column.columnKey, values[column.columnKey]])),
        leaves: { total: entitlement.full, taken: takenByEmployee.get(row.id) ?? 0 },
        invitationStatus: invitationStatuses.get(row.id) ?? null,
      };
    }),
  };
};

// ---- Form options, e-mail check --------------------------------------------------------------------

export const findEmployeeFormOptions = async (deps: Deps, auth: Auth): Promise<EmployeeFormOptions> => {
  requireAccess(auth, 'admin');
  const rows = await findFormOptionRows(deps.db, auth.organizationId);
  return { ...rows, roles: [...ROLE_OPTIONS], organizationName: auth.organization.name };
};

export const checkEmailAvailability = async (
  deps: Deps,
  auth: Auth,
  query: { email: string; exceptEmployeeId?: string | undefined },
) => {
  requireAccess(auth, 'admin');
  // Hardening (e-mail availability): the answer tells no more than sign-up's 409 (whether the e-mail
  // is taken). Only the caller's own employee is set aside: another organisation's id would turn the
  // answer into "this e-mail is that employee's".
  const exceptEmployeeId =
    query.exceptEmployeeId && (await findEmployee(deps.db, auth.organizationId, query.exceptEmployeeId))
      ? query.exceptEmployeeId
      : undefined;
  return { isAvailable: !(await isOfficialEmailTaken(deps.db, query.email, exceptEmployeeId)) };
};

// ---- Detail ----------------------------------------------------------------------------------------

const revealOrMask = (cipher: FieldCipher, stored: string | null, isRevealed: boolean) => {
  if (!stored) return null;
  const plain = cipher.decrypt(stored);
  return isRevealed ? plain : maskTail(plain);
};

const toEmployeeDetail = (cipher: FieldCipher, row: EmployeeRow, isRevealed: boolean): EmployeeDetail => {
  const { employee } = row;
  return {
    id: employee.id,
    photoVersion: photoVersionOf(employee.photoStorageKey),
    employeeNumber: employee.employeeNumber,
    employeeCode: employee.employeeCode,
    joiningDate: employee.joiningDate,
    isRelieved: employee.isRelieved,
    isActive: employee.isActive,
    relievingDate: employee.relievingDate,
    name: employee.name,
    fatherName: employee.fatherName,
    dateOfBirth: employee.dateOfBirth,
    bloodGroup: employee.bloodGroup,
    contactNumber1: employee.contactNumber1,
    contactNumber2: employee.contactNumber2,
    personalEmail: employee.personalEmail,
    skypeId: employee.skypeId,
    correspondenceAddress: employee.correspondenceAddress,
    permanentAddress: employee.permanentAddress,
    departmentId: employee.departmentId,
    departmentName: row.departmentName,
    designationId: employee.designationId,
    designationName: row.designationName,
    shiftId: employee.shiftId,
    shiftName: row.shiftName,
    bankId: employee.bankId,
    bankName: row.bankName,
    ifscCode: employee.ifscCode,
    bankAccountNumber: revealOrMask(cipher, employee.bankAccountNumberEncrypted, isRevealed),
    panNumber: revealOrMask(cipher, employee.panNumberEncrypted, isRevealed),
    aadhaarNumber: revealOrMask(cipher, employee.aadhaarNumberEncrypted, isRevealed),
    areNumbersMasked: !isRevealed,
    officialEmail: employee.officialEmail,
    hasOfficialEmailPassword: employee.officialEmailPasswordEncrypted !== null,
    roleId: employee.roleId === ROLE.admin ? ROLE.admin : ROLE.employee,
    screenshotMode: employee.screenshotMode,
  };
};

// The whole row, secrets included: only this service's own use cases read it.
const getEmployeeRow = async (db: Database, organizationId: string, employeeId: string) => {
  const row = await findEmployee(db, organizationId, employeeId);
  if (!row) throw employeeNotFound();
  return row;
};

// For other modules (and checks of existence): the employee of the caller's organisation, or
// NOT_FOUND, so another organisation's id reads as unknown.
export const requireEmployee = async (db: Database, organizationId: string, employeeId: string) => {
  const employee = await findEmployeeReference(db, organizationId, employeeId);
  if (!employee) throw employeeNotFound();
  return employee;
};

// Administrators only; 'edit' is the edit form, the one place the personal numbers are shown in full.
export const getEmployee = async (deps: Deps, auth: Auth, employeeId: string, view: 'show' | 'edit') => {
  requireAccess(auth, 'admin');
  const row = await getEmployeeRow(deps.db, auth.organizationId, employeeId);
  return toEmployeeDetail(deps.cipher, row, view === 'edit');
};

// My Profile: the signed-in employee's own record, personal numbers masked.
export const getOwnProfile = async (deps: Deps, auth: Auth) => {
  const row = await getEmployeeRow(deps.db, auth.organizationId, auth.employeeId);
  return toEmployeeDetail(deps.cipher, row, false);
};

// ---- Add / update / delete -------------------------------------------------------------------------

const orNull = (value: string) => (value === '' ? null : value);

type References = Awaited<ReturnType<typeof resolveReferences>>;

const resolveReferences = async (
  db: Database,
  organizationId: string,
  body: CreateEmployeeBody | UpdateEmployeeBody,
) => {
  const department = await findDepartment(db, organizationId, body.departmentId);
  const ids = {
    designationId: orNull(body.designationId),
    shiftId: orNull(body.shiftId),
    bankId: orNull(body.bankId),
  };
  if (!department || !(await countOwnedOptions(db, organizationId, ids))) throw optionNotFound();
  return { department, ...ids };
};

// The fields every save writes; secrets and the password are handled by the caller.
const plainValues = (body: CreateEmployeeBody | UpdateEmployeeBody, today: string) => {
  const status = normalizeEmployeeStatus(
    { isActive: body.isActive, isRelieved: body.isRelieved, relievingDate: orNull(body.relievingDate) },
    today,
  );
  return {
    ...status,
    joiningDate: body.joiningDate,
    name: body.name,
    fatherName: body.fatherName,
    dateOfBirth: body.dateOfBirth,
    bloodGroup: orNull(body.bloodGroup),
    contactNumber1: orNull(body.contactNumber1),
    contactNumber2: orNull(body.contactNumber2),
    personalEmail: orNull(body.personalEmail),
    skypeId: orNull(body.skypeId),
    correspondenceAddress: orNull(body.correspondenceAddress),
    permanentAddress: orNull(body.permanentAddress),
    ifscCode: orNull(body.ifscCode),
    officialEmail: body.officialEmail.toLowerCase(),
    roleId: body.roleId,
  } satisfies Partial<typeof employees.$inferInsert>;
};

const encryptedOrNull = (cipher: FieldCipher, value: string) => (value === '' ? null : cipher.encrypt(value));

const saveOrExplain = async <T>(save: () => Promise<T>): Promise<T> => {
  try {
    return await save();
  } catch (error) {
    // Two saves racing for one e-mail: the unique index decides, the loser gets the form's answer.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
};

// A new employee of Add Employee or the import, in the caller's transaction. An invited employee has
// no password (null) until they choose one: no password signs them in before that.
export const insertNewEmployee = async (
  deps: Deps,
  tx: Transaction,
  auth: Auth,
  body: CreateEmployeeBody,
  prepared: { references: References; passwordHash: string | null; today: string },
) => {
  const { references } = prepared;
  const values = plainValues(body, prepared.today);
  const id = await insertNumberedEmployee(
    deps,
    tx,
    auth.organization,
    references.department.departmentNumber,
    {
      ...values,
      departmentId: references.department.id,
      designationId: references.designationId,
      shiftId: references.shiftId,
      bankId: references.bankId,
      passwordHash: prepared.passwordHash,
      screenshotMode: body.screenshotMode ?? null,
      bankAccountNumberEncrypted: encryptedOrNull(deps.cipher, body.bankAccountNumber),
      panNumberEncrypted: encryptedOrNull(deps.cipher, body.panNumber),
      aadhaarNumberEncrypted: encryptedOrNull(deps.cipher, body.aadhaarNumber),
      officialEmailPasswordEncrypted: encryptedOrNull(deps.cipher, body.officialEmailPassword),
    },
  );
  return { id, name: values.name, officialEmail: values.officialEmail };
};

export const createEmployee = async (
  deps: Deps,
  auth: Auth,
  body: CreateEmployeeBody,
  ipAddress: string | null,
  invitationUrlOf: InvitationUrlOf,
) => {
  requireAccess(auth, 'admin');
  const references = await resolveReferences(deps.db, auth.organizationId, body);
  if (await isOfficialEmailTaken(deps.db, body.officialEmail)) throw emailTaken();
  const passwordHash = body.sendInvitation ? null : await hashPassword(body.password);
  const invitedByName = body.sendInvitation ? await inviterNameOf(deps, auth) : '';
  const today = todayIn(auth.organization.timeZone, deps.clock.now());
  const created = await saveOrExplain(() =>
    runTransaction(deps.db, async (tx) => {
      const employee = await insertNewEmployee(deps, tx, auth, body, { references, passwordHash, today });
      if (body.sendInvitation)
        await sendInvitation(deps, tx, auth, ipAddress, {
          invitee: employee,
          invitedByName,
          urlOf: invitationUrlOf,
          isResend: false,
        });
      return employee;
    }),
  );
  return getEmployee(deps, auth, created.id, 'edit');
};

// What changing an employee sets off in another module, handed in by app.ts: the tracking module asks
// this one who exists (requireEmployee), so this one imports no tracking code and the arrow points one way.
export type EmployeeChangeEffects = {
  // A new password ends every tracker signed in with the old one (the tracking module's use case).
  revokeDevices: (
    deps: Deps,
    tx: Transaction,
    employee: { organizationId: string; employeeId: string },
  ) => Promise<void>;
};

export const updateEmployee = async (
  deps: Deps,
  auth: Auth,
  employeeId: string,
  body: UpdateEmployeeBody,
  // The client's address, for the audit trail's record of a screenshot-mode change.
  ipAddress: string | null,
  effects: EmployeeChangeEffects,
) => {
  requireAccess(auth, 'admin');
  const existing = await getEmployeeRow(deps.db, auth.organizationId, employeeId);
  const { organization } = auth;
  const references = await resolveReferences(deps.db, auth.organizationId, body);
  if (await isOfficialEmailTaken(deps.db, body.officialEmail, employeeId)) throw emailTaken();
  const values = plainValues(body, todayIn(organization.timeZone, deps.clock.now()));
  // An administrator who locks themself out leaves nobody to undo it.
  if (employeeId === auth.employeeId && (!values.isActive || values.roleId !== ROLE.admin)) {
    throw new AppError('CONFLICT', employeePulseTexts.cannotDemoteSelf);
  }
  // Empty means "unchanged" for the password and the encrypted numbers (the contract says so).
  const passwordHash = body.password === '' ? undefined : await hashPassword(body.password);
  const secrets = {
    ...(body.bankAccountNumber
      ? { bankAccountNumberEncrypted: deps.cipher.encrypt(body.bankAccountNumber) }
      : {}),
    ...(body.panNumber ? { panNumberEncrypted: deps.cipher.encrypt(body.panNumber) } : {}),
    ...(body.aadhaarNumber ? { aadhaarNumberEncrypted: deps.cipher.encrypt(body.aadhaarNumber) } : {}),
    ...(body.officialEmailPassword
      ? { officialEmailPasswordEncrypted: deps.cipher.encrypt(body.officialEmailPassword) }
      : {}),
  };
  await saveOrExplain(() =>
    runTransaction(deps.db, async (tx) => {
      await updateEmployeeRow(tx, auth.organizationId, employeeId, {
        ...values,
        ...secrets,
        ...(passwordHash ? { passwordHash } : {}),
        ...(body.screenshotMode !== undefined ? { screenshotMode: body.screenshotMode } : {}),
        // spec A §4: changing the department rebuilds the employee code.
        employeeCode: buildEmployeeCode(
          organization.name,
          references.department.departmentNumber,
          existing.employee.employeeNumber,
        ),
        departmentId: references.department.id,
        designationId: references.designationId,
        shiftId: references.shiftId,
        bankId: references.bankId,
      });
      if (body.screenshotMode !== undefined)
        await recordScreenshotModeChange(tx, auth, ipAddress, {
          employeeId,
          from: existing.employee.screenshotMode,
          to: body.screenshotMode,
        });
      await recordEmployeeAccessChanges(tx, auth, ipAddress, {
        employeeId,
        before: existing.employee,
        after: values,
        isPasswordChanged: passwordHash !== undefined,
      });
      const employee = { organizationId: auth.organizationId, employeeId };
      // Hardening (sign-in lockout): a new password ends every browser session and tracker signed in
      // with the old one, except the administrator's own session that is making the change.
      if (passwordHash) await effects.revokeDevices(deps, tx, employee);
      // A password the administrator gives replaces an invitation still open.
      if (passwordHash) await voidInvitationsOf(deps, tx, auth, employeeId);
      // A deactivated employee's sessions end now, not at their next request.
      if (passwordHash || !values.isActive) await endEmployeeSessions(deps, tx, employee, auth.sessionId);
      if (values.isRelieved && !existing.employee.isRelieved)
        await enqueueWebhookEvents(deps, tx, [
          {
            type: 'employee.relieved',
            organizationId: auth.organizationId,
            data: {
              employee: { id: employeeId, name: values.name },
              relievingDate: values.relievingDate ?? null,
            },
          },
        ]);
    }),
  );
  return getEmployee(deps, auth, employeeId, 'edit');
};

// Soft delete: the row (and the employee's time, leaves and payroll) stays; the employee leaves the
// lists and can no longer sign in (inactive, sessions deleted).
export const deleteEmployee = async (
  deps: Deps,
  auth: Auth,
  employeeId: string,
  ipAddress: string | null,
) => {
  requireAccess(auth, 'admin');
  if (employeeId === auth.employeeId) throw new AppError('CONFLICT', employeePulseTexts.cannotDeleteSelf);
  const { employee } = await getEmployeeRow(deps.db, auth.organizationId, employeeId);
  const endedSessions = await deps.db.transaction(async (tx) => {
    await updateEmployeeRow(tx, auth.organizationId, employeeId, {
      deletedAt: deps.clock.now(),
      isActive: false,
    });
    await recordEmployeeDeletion(tx, auth, ipAddress, employee);
    return deleteSessionsOf(tx, auth.organizationId, employeeId);
  });
  // Their open sockets close too (the bell must not keep listening for someone who has left).
  for (const sessionId of endedSessions) deps.realtime.disconnectSession(sessionId);
};

// Who is on a shift (the list has no shift column; each record names its shift), for administrators.
export const findShiftMemberNames = (deps: Pick<Deps, 'db'>, auth: Auth, shiftId: string) => {
  requireAccess(auth, 'admin');
  return findShiftMemberNameRows(deps.db, auth.organizationId, shiftId);
};

// The calendar's department filter: an unknown (or another organisation's) department has nobody.
export const findDepartmentMemberIds = (deps: Pick<Deps, 'db'>, auth: Auth, departmentId: string) => {
  requireAccess(auth, 'authenticated');
  return findDepartmentMemberIdRows(deps.db, auth.organizationId, departmentId);
};

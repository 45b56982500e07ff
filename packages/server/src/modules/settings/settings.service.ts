import type {
  Bank,
  BankBody,
  BankList,
  DefaultColumnItem,
  DefaultColumnsBody,
  Department,
  DepartmentBody,
  DepartmentList,
  Designation,
  DesignationBody,
  DesignationList,
  LeaveSetting,
  LeaveSettingBody,
  LeaveSettingList,
  OrganizationSettings,
  OrganizationSettingsPatch,
  Shift,
  ShiftBody,
  ShiftList,
} from '@pulse/shared/contracts/settings';
import { LEAVE_TYPE_FULL_DAY } from '@pulse/shared/contracts/settings';
import { type ColumnEntity, STARTING_COLUMNS } from '@pulse/shared/domain/default-columns';
import { nextMasterDataNumber } from '@pulse/shared/domain/padded-id';
import { shiftEndTime } from '@pulse/shared/domain/shift-time';
import { settingsPulseTexts as texts } from '@pulse/shared/spec-texts';
import type { Database } from '../../db/client';
import type { banks, departments, designations, leaveSettings, shifts } from '../../db/schema/index';
import { requireAdmin } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import { violatedConstraint } from '../../lib/database-errors';
import type { Deps } from '../../lib/deps';
import * as repository from './settings.repository';
import { NUMBERED, type NumberedTable } from './settings.repository';

const conflict = (message: string, path: string) => new AppError('CONFLICT', message, [{ path, message }]);
const notFound = (message: string) => new AppError('NOT_FOUND', message);

// spec A §9: next number = last + 1 within the organisation, assigned in the same transaction as the
// insert. Two adds racing for one number: the unique index refuses the loser, which tries once more.
// Any other unique violation is a duplicate the pre-check did not see (a concurrent add): `duplicate`.
const insertNumbered = async <T>(
  db: Database,
  kind: NumberedTable,
  organizationId: string,
  steps: {
    isTaken: (tx: Database) => Promise<boolean>;
    duplicate: () => AppError;
    insert: (tx: Database, number: number) => Promise<T>;
  },
): Promise<T> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        if (await steps.isTaken(tx)) throw steps.duplicate();
        const number = nextMasterDataNumber(await repository.findLastNumber(tx, kind, organizationId));
        return steps.insert(tx, number);
      });
    } catch (error) {
      const constraint = violatedConstraint(error, '23505');
      if (constraint === undefined) throw error;
      const isNumberRace = constraint.endsWith('_number_unique');
      if (isNumberRace && attempt < 2) continue;
      if (isNumberRace) throw error;
      throw steps.duplicate();
    }
  }
};

// Updates check the name first; the unique index still decides a race.
const updateChecked = async <T>(
  db: Database,
  steps: {
    isTaken: (tx: Database) => Promise<boolean>;
    duplicate: () => AppError;
    update: (tx: Database) => Promise<T | undefined>;
    missing: () => AppError;
  },
): Promise<T> => {
  try {
    const row = await db.transaction(async (tx) => {
      if (await steps.isTaken(tx)) throw steps.duplicate();
      return steps.update(tx);
    });
    if (!row) throw steps.missing();
    return row;
  } catch (error) {
    if (violatedConstraint(error, '23505') !== undefined) throw steps.duplicate();
    throw error;
  }
};

// Deleting a row that employees point at would orphan them (spec: refused with a clear message).
const deleteUnused = async (
  db: Database,
  auth: Auth,
  kind: NumberedTable,
  id: string,
  usage: { column: 'bankId' | 'departmentId' | 'designationId' | 'shiftId'; inUse: string; missing: string },
) => {
  try {
    await db.transaction(async (tx) => {
      const users = await repository.countEmployeesUsing(tx, auth.organizationId, usage.column, id);
      if (users > 0) throw new AppError('CONFLICT', usage.inUse);
      const isDeleted = await repository.deleteNumbered(tx, kind, auth.organizationId, id);
      if (!isDeleted) throw notFound(usage.missing);
    });
  } catch (error) {
    // An employee assigned between the count and the delete: the foreign key refuses it.
    if (violatedConstraint(error, '23503') !== undefined) throw new AppError('CONFLICT', usage.inUse);
    throw error;
  }
};

// Banks
const toBank = (row: typeof banks.$inferSelect): Bank => ({
  id: row.id,
  number: row.bankNumber,
  name: row.name,
  branch: row.branch,
  ifsc: row.ifsc,
});
const bankExists = () => conflict(texts.bankExists, 'branch');

export const findBanks = async (deps: Deps, auth: Auth): Promise<BankList> => {
  requireAdmin(auth);
  const rows = await repository.findBanks(deps.db, auth.organizationId);
  return { items: rows.map(toBank), nextNumber: nextMasterDataNumber(rows.at(-1)?.bankNumber) };
};

export const getBank = async (deps: Deps, auth: Auth, id: string): Promise<Bank> => {
  requireAdmin(auth);
  const row = await repository.findBank(deps.db, auth.organizationId, id);
  if (!row) throw notFound(texts.bankNotFound);
  return toBank(row);
};

export const createBank = async (deps: Deps, auth: Auth, body: Required<BankBody>): Promise<Bank> => {
  requireAdmin(auth);
  const { organizationId } = auth;
  const row = await insertNumbered(deps.db, NUMBERED.banks, organizationId, {
    isTaken: (tx) => repository.isBankTaken(tx, organizationId, body),
    duplicate: bankExists,
    insert: (tx, bankNumber) => repository.insertBank(tx, { organizationId, bankNumber, ...body }),
  });
  return toBank(row);
};

export const updateBank = async (
  deps: Deps,
  auth: Auth,
  id: string,
  body: Required<BankBody>,
): Promise<Bank> => {
  requireAdmin(auth);
  const { organizationId } = auth;
  const row = await updateChecked(deps.db, {
    isTaken: (tx) => repository.isBankTaken(tx, organizationId, body, id),
    duplicate: bankExists,
    update: (tx) => repository.updateBank(tx, organizationId, id, body),
    missing: () => notFound(texts.bankNotFound),
  });
  return toBank(row);
};

export const deleteBank = async (deps: Deps, auth: Auth, id: string) => {
  requireAdmin(auth);
  await deleteUnused(deps.db, auth, NUMBERED.banks, id, {
    column: 'bankId',
    inUse: texts.bankInUse,
    missing: texts.bankNotFound,
  });
};

// Departments
const toDepartment = (row: typeof departments.$inferSelect): Department => ({
  id: row.id,
  number: row.departmentNumber,
  name: row.name,
});
const departmentExists = () => conflict(texts.departmentExists, 'name');

export const findDepartments = async (deps: Deps, auth: Auth): Promise<DepartmentList> => {
  requireAdmin(auth);
  const rows = await repository.findDepartments(deps.db, auth.organizationId);
  return { items: rows.map(toDepartment), nextNumber: nextMasterDataNumber(rows.at(-1)?.departmentNumber) };
};

export const getDepartment = async (deps: Deps, auth: Auth, id: string): Promise<Department> => {
  requireAdmin(auth);
  const row = await repository.findDepartment(deps.db, auth.organizationId, id);
  if (!row) throw notFound(texts.departmentNotFound);
  return toDepartment(row);
};

export const createDepartment = async (deps: Deps, auth: Auth, body: DepartmentBody): Promise<Department> => {
  requireAdmin(auth);
  const { organizationId } = auth;
  const row = await insertNumbered(deps.db, NUMBERED.departments, organizationId, {
    isTaken: (tx) => repository.isDepartmentNameTaken(tx, organizationId, body.name),
    duplicate: departmentExists,
    insert: (tx, departmentNumber) =>
      repository.insertDepartment(tx, { organizationId, departmentNumber, name: body.name }),
  });
  return toDepartment(row);
};

export const updateDepartment = async (
  deps: Deps,
  auth: Auth,
  id: string,
  body: DepartmentBody,
): Promise<Department> => {
  requireAdmin(auth);
  const { organizationId } = auth;
  const row = await updateChecked(deps.db, {
    isTaken: (tx) => repository.isDepartmentNameTaken(tx, organizationId, body.name, id),
    duplicate: departmentExists,
    update: (tx) => repository.updateDepartment(tx, organizationId, id, body.name),
    missing: () => notFound(texts.departmentNotFound),
  });
  return toDepartment(row);
};

export const deleteDepartment = async (deps: Deps, auth: Auth, id: string) => {
  requireAdmin(auth);
  await deleteUnused(deps.db, auth, NUMBERED.departments, id, {
    column: 'departmentId',
    inUse: texts.departmentInUse,
    missing: texts.departmentNotFound,
  });
};

// Designations
const toDesignation = (row: typeof designations.$inferSelect): Designation => ({
  id: row.id,
  number: row.designationNumber,
  name: row.name,
});
const designationExists = () => conflict(texts.designationExists, 'name');

export const findDesignations = async (deps: Deps, auth: Auth): Promise<DesignationList> => {
  requireAdmin(auth);
  const rows = await repository.findDesignations(deps.db, auth.organizationId);
  return {
    items: rows.map(toDesignation),
    nextNumber: nextMasterDataNumber(rows.at(-1)?.designationNumber),
  };
};

export const getDesignation = async (deps: Deps, auth: Auth, id: string): Promise<Designation> => {
  requireAdmin(auth);
  const row = await repository.findDesignation(deps.db, auth.organizationId, id);
  if (!row) throw notFound(texts.designationNotFound);
  return toDesignation(row);
};

export const createDesignation = async (
  deps: Deps,
  auth: Auth,
  body: DesignationBody,
): Promise<Designation> => {
  requireAdmin(auth);
  const { organizationId } = auth;
  const row = await insertNumbered(deps.db, NUMBERED.designations, organizationId, {
    isTaken: (tx) => repository.isDesignationNameTaken(tx, organizationId, body.name),
    duplicate: designationExists,
    insert: (tx, designationNumber) =>
      repository.insertDesignation(tx, { organizationId, designationNumber, name: body.name }),
  });
  return toDesignation(row);
};

export const updateDesignation = async (
  deps: Deps,
  auth: Auth,
  id: string,
  body: DesignationBody,
): Promise<Designation> => {
  requireAdmin(auth);
  const { organizationId } = auth;
  const row = await updateChecked(deps.db, {
    isTaken: (tx) => repository.isDesignationNameTaken(tx, organizationId, body.name, id),
    duplicate: designationExists,
    update: (tx) => repository.updateDesignation(tx, organizationId, id, body.name),
    missing: () => notFound(texts.designationNotFound),
  });
  return toDesignation(row);
};

export const deleteDesignation = async (deps: Deps, auth: Auth, id: string) => {
  requireAdmin(auth);
  await deleteUnused(deps.db, auth, NUMBERED.designations, id, {
    column: 'designationId',
    inUse: texts.designationInUse,
    missing: texts.designationNotFound,
  });
};

// Shifts: PostgreSQL's `time` answers 'HH:mm:ss'; the API speaks 'HH:mm'.
const toShift = (row: typeof shifts.$inferSelect): Shift => ({
  id: row.id,
  number: row.shiftNumber,
  name: row.name,
  startTime: row.startTime.slice(0, 5),
  endTime: row.endTime.slice(0, 5),
});
const shiftExists = () => conflict(texts.shiftExists, 'name');

export const findShifts = async (deps: Deps, auth: Auth): Promise<ShiftList> => {
  requireAdmin(auth);
  const rows = await repository.findShifts(deps.db, auth.organizationId);
  return { items: rows.map(toShift), nextNumber: nextMasterDataNumber(rows.at(-1)?.shiftNumber) };
};

export const getShift = async (deps: Deps, auth: Auth, id: string): Promise<Shift> => {
  requireAdmin(auth);
  const row = await repository.findShift(deps.db, auth.organizationId, id);
  if (!row) throw notFound(texts.shiftNotFound);
  return toShift(row);
};

// spec A §4: the end is always derived from the start, so a client cannot store a mismatched pair.
const shiftValues = (body: ShiftBody) => ({
  name: body.name,
  startTime: body.startTime,
  endTime: shiftEndTime(body.startTime),
});

export const createShift = async (deps: Deps, auth: Auth, body: ShiftBody): Promise<Shift> => {
  requireAdmin(auth);
  const { organizationId } = auth;
  const row = await insertNumbered(deps.db, NUMBERED.shifts, organizationId, {
    isTaken: (tx) => repository.isShiftNameTaken(tx, organizationId, body.name),
    duplicate: shiftExists,
    insert: (tx, shiftNumber) =>
      repository.insertShift(tx, { organizationId, shiftNumber, ...shiftValues(body) }),
  });
  return toShift(row);
};

export const updateShift = async (deps: Deps, auth: Auth, id: string, body: ShiftBody): Promise<Shift> => {
  requireAdmin(auth);
  const { organizationId } = auth;
  const row = await updateChecked(deps.db, {
    isTaken: (tx) => repository.isShiftNameTaken(tx, organizationId, body.name, id),
    duplicate: shiftExists,
    update: (tx) => repository.updateShift(tx, organizationId, id, shiftValues(body)),
    missing: () => notFound(texts.shiftNotFound),
  });
  return toShift(row);
};

export const deleteShift = async (deps: Deps, auth: Auth, id: string) => {
  requireAdmin(auth);
  await deleteUnused(deps.db, auth, NUMBERED.shifts, id, {
    column: 'shiftId',
    inUse: texts.shiftInUse,
    missing: texts.shiftNotFound,
  });
};

// Leave settings
const toLeaveSetting = (row: typeof leaveSettings.$inferSelect): LeaveSetting => ({
  id: row.id,
  number: row.leaveSettingNumber,
  year: row.year,
  numberOfLeaves: row.numberOfLeaves,
  typeOfLeave: row.typeOfLeave,
});
const leavesYearExists = () => conflict(texts.leavesYearExists, 'year');

export const findLeaveSettings = async (deps: Deps, auth: Auth): Promise<LeaveSettingList> => {
  requireAdmin(auth);
  const rows = await repository.findLeaveSettings(deps.db, auth.organizationId);
  return {
    items: rows.map(toLeaveSetting),
    nextNumber: nextMasterDataNumber(rows.at(-1)?.leaveSettingNumber),
  };
};

export const getLeaveSetting = async (deps: Deps, auth: Auth, id: string): Promise<LeaveSetting> => {
  requireAdmin(auth);
  const row = await repository.findLeaveSetting(deps.db, auth.organizationId, id);
  if (!row) throw notFound(texts.leavesNotFound);
  return toLeaveSetting(row);
};

export const createLeaveSetting = async (
  deps: Deps,
  auth: Auth,
  body: LeaveSettingBody,
): Promise<LeaveSetting> => {
  requireAdmin(auth);
  const { organizationId } = auth;
  const row = await insertNumbered(deps.db, NUMBERED.leaveSettings, organizationId, {
    isTaken: (tx) => repository.isLeaveYearTaken(tx, organizationId, body.year),
    duplicate: leavesYearExists,
    insert: (tx, leaveSettingNumber) =>
      repository.insertLeaveSetting(tx, {
        organizationId,
        leaveSettingNumber,
        year: body.year,
        numberOfLeaves: body.numberOfLeaves,
        typeOfLeave: LEAVE_TYPE_FULL_DAY,
      }),
  });
  return toLeaveSetting(row);
};

export const updateLeaveSetting = async (
  deps: Deps,
  auth: Auth,
  id: string,
  body: LeaveSettingBody,
): Promise<LeaveSetting> => {
  requireAdmin(auth);
  const { organizationId } = auth;
  const row = await updateChecked(deps.db, {
    isTaken: (tx) => repository.isLeaveYearTaken(tx, organizationId, body.year, id),
    duplicate: leavesYearExists,
    update: (tx) =>
      repository.updateLeaveSetting(tx, organizationId, id, {
        year: body.year,
        numberOfLeaves: body.numberOfLeaves,
      }),
    missing: () => notFound(texts.leavesNotFound),
  });
  return toLeaveSetting(row);
};

// Nothing points at a leave setting: the yearly number is read by year (spec A §9).
export const deleteLeaveSetting = async (deps: Deps, auth: Auth, id: string) => {
  requireAdmin(auth);
  const isDeleted = await repository.deleteNumbered(deps.db, NUMBERED.leaveSettings, auth.organizationId, id);
  if (!isDeleted) throw notFound(texts.leavesNotFound);
};

// Organisation settings: every signed-in employee reads the flags (activity pages use them).
export const getOrganizationSettings = async (deps: Deps, auth: Auth): Promise<OrganizationSettings> => {
  const settings = await repository.findOrganizationSettings(deps.db, auth.organizationId);
  if (!settings) throw notFound('Organization not found.');
  return settings;
};

export const updateOrganizationSettings = async (
  deps: Deps,
  auth: Auth,
  patch: OrganizationSettingsPatch,
): Promise<OrganizationSettings> => {
  requireAdmin(auth);
  const flags = {
    ...(patch.isShiftsEnabled === undefined ? {} : { isShiftsEnabled: patch.isShiftsEnabled }),
    ...(patch.isLogOffIncludedInIdle === undefined
      ? {}
      : { isLogOffIncludedInIdle: patch.isLogOffIncludedInIdle }),
  };
  await repository.updateOrganizationFlags(deps.db, auth.organizationId, flags);
  return getOrganizationSettings(deps, auth);
};

// Default columns: an organisation without stored columns (none should exist) sees the starting ones.
const storedOrStartingColumns = async (db: Database, organizationId: string, entity: ColumnEntity) => {
  const rows = await repository.findDefaultColumns(db, organizationId, entity);
  if (rows.length > 0) return rows;
  return STARTING_COLUMNS[entity].map((column, position) => ({ ...column, position }));
};

const toColumn = (column: DefaultColumnItem): DefaultColumnItem => ({
  columnKey: column.columnKey,
  columnName: column.columnName,
  isVisible: column.isVisible,
  isEditable: column.isEditable,
  position: column.position,
});

export const findDefaultColumns = async (
  deps: Deps,
  auth: Auth,
  entity: ColumnEntity,
): Promise<DefaultColumnItem[]> =>
  (await storedOrStartingColumns(deps.db, auth.organizationId, entity)).map(toColumn);

// Replaces the entity's columns with the sent order, names and visibility. The list must hold each
// known column exactly once; a column that is not editable keeps its name and stays as it was shown.
export const saveDefaultColumns = async (
  deps: Deps,
  auth: Auth,
  entity: ColumnEntity,
  body: DefaultColumnsBody,
): Promise<DefaultColumnItem[]> => {
  requireAdmin(auth);
  const { organizationId } = auth;
  return deps.db.transaction(async (tx) => {
    const current = await storedOrStartingColumns(tx, organizationId, entity);
    const byKey = new Map(current.map((column) => [column.columnKey, column]));
    const sentKeys = new Set(body.columns.map((column) => column.columnKey));
    const isSameSet =
      sentKeys.size === body.columns.length &&
      sentKeys.size === byKey.size &&
      [...sentKeys].every((key) => byKey.has(key));
    if (!isSameSet) {
      throw new AppError('VALIDATION_FAILED', texts.columnsInvalid, [
        { path: 'columns', message: texts.columnsInvalid },
      ]);
    }
    const columns = body.columns.map((sent, position) => {
      const stored = byKey.get(sent.columnKey);
      const isEditable = stored?.isEditable ?? false;
      return {
        organizationId,
        entity,
        columnKey: sent.columnKey,
        columnName: isEditable ? sent.columnName : (stored?.columnName ?? sent.columnName),
        isVisible: isEditable ? sent.isVisible : (stored?.isVisible ?? true),
        isEditable,
        position,
      };
    });
    await repository.replaceDefaultColumns(tx, organizationId, entity, columns);
    return columns.map(toColumn);
  });
};

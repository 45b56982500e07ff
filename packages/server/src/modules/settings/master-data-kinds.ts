import {
  type Bank,
  bankBodySchema,
  bankListSchema,
  bankSchema,
  type Department,
  type Designation,
  departmentBodySchema,
  departmentListSchema,
  departmentSchema,
  designationBodySchema,
  designationListSchema,
  designationSchema,
  LEAVE_TYPE_FULL_DAY,
  type LeaveSetting,
  leaveSettingBodySchema,
  leaveSettingListSchema,
  leaveSettingSchema,
  type Shift,
  shiftBodySchema,
  shiftListSchema,
  shiftSchema,
} from '@pulse/shared/contracts/settings';
import { shiftEndTime } from '@pulse/shared/domain/shift-time';
import { settingsPulseTexts as texts } from '@pulse/shared/spec-texts';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { banks, departments, designations, leaveSettings, shifts } from '../../db/schema/index';

// The master data of spec A §3 (banks, designations, departments, shifts, leaves per year): each kind
// is a list with a running number, read one, add, edit and delete. What differs between kinds is
// described here once; master-data.service.ts, master-data.repository.ts and master-data.routes.ts
// run every kind from this description.

// Every master-data table has an id and the organisation's key; the kind names its number column.
export type MasterDataTable = PgTable & { id: PgColumn; organizationId: PgColumn };

// A row as the shared queries see it: through the common table type drizzle knows no columns.
export type MasterDataRow = Record<string, unknown>;

// The employees column that points at a row of this kind.
export type EmployeeReference = 'bankId' | 'departmentId' | 'designationId' | 'shiftId';

export type MasterDataKind<TBody, TItem extends { number: number }> = {
  // The HTTP resource (/api/v1/{path}) and the noun its OpenAPI summaries use.
  path: string;
  noun: string;
  deleteSummary: string;
  body: z.ZodType<TBody>;
  item: z.ZodType<TItem>;
  list: z.ZodType<{ items: TItem[]; nextNumber: number }>;
  table: MasterDataTable;
  // spec A §9: the key of the organisation's running number (last + 1, shown padded to 3 digits).
  numberKey: string;
  // What a body stores: the row without the organisation and the number, which the server assigns.
  toValues: (body: TBody) => MasterDataRow;
  toItem: (row: MasterDataRow) => TItem;
  // Another row of the organisation with the same values in these fields is a duplicate (409 on
  // `path`). Text compares case-insensitively, as the tables' unique indexes on lower(...) do.
  unique: { fields: readonly string[]; path: string; message: string };
  notFound: string;
  // Deleting a row that employees point at would orphan them: refused with this message.
  usedBy?: { column: EmployeeReference; message: string };
  // The audit trail's action for a change to this list, and how it names a row (hardening: audit trail).
  auditAction: 'master-data.changed' | 'leave-settings.changed';
  auditLabel: (item: TItem) => string;
};

// A kind as written below: its number key, values, unique fields and item are checked against its
// own table's columns.
type Values<TTable extends MasterDataTable, TNumberKey extends string> = Omit<
  TTable['$inferInsert'],
  'organizationId' | TNumberKey
>;
type TypedKind<
  TTable extends MasterDataTable,
  TNumberKey extends string & keyof TTable['$inferSelect'],
  TBody,
  TItem extends { number: number },
> = Omit<MasterDataKind<TBody, TItem>, 'table' | 'numberKey' | 'toValues' | 'toItem' | 'unique'> & {
  table: TTable;
  numberKey: TNumberKey;
  toValues: (body: TBody) => Values<TTable, TNumberKey>;
  toItem: (row: TTable['$inferSelect']) => TItem;
  unique: { fields: readonly (string & keyof Values<TTable, TNumberKey>)[]; path: string; message: string };
};

const masterDataKind = <
  TTable extends MasterDataTable,
  TNumberKey extends string & keyof TTable['$inferSelect'],
  TBody,
  TItem extends { number: number },
>(
  kind: TypedKind<TTable, TNumberKey, TBody, TItem>,
): MasterDataKind<TBody, TItem> => ({
  ...kind,
  // The shared queries read rows through the common table type; these rows come from this table.
  toItem: (row) => kind.toItem(row as TTable['$inferSelect']),
});

const refusedWhenUsed = (noun: string) => `Delete a ${noun}; refused (409) while employees use it`;

export const BANKS = masterDataKind({
  path: 'banks',
  noun: 'bank',
  deleteSummary: refusedWhenUsed('bank'),
  body: bankBodySchema,
  item: bankSchema,
  list: bankListSchema,
  table: banks,
  numberKey: 'bankNumber',
  toValues: (body) => ({ name: body.name, branch: body.branch, ifsc: body.ifsc }),
  toItem: (row): Bank => ({
    id: row.id,
    number: row.bankNumber,
    name: row.name,
    branch: row.branch,
    ifsc: row.ifsc,
  }),
  unique: { fields: ['name', 'branch'], path: 'branch', message: texts.bankExists },
  notFound: texts.bankNotFound,
  usedBy: { column: 'bankId', message: texts.bankInUse },
  auditAction: 'master-data.changed',
  auditLabel: (item) => `${item.name}, ${item.branch}`,
});

export const DESIGNATIONS = masterDataKind({
  path: 'designations',
  noun: 'designation',
  deleteSummary: refusedWhenUsed('designation'),
  body: designationBodySchema,
  item: designationSchema,
  list: designationListSchema,
  table: designations,
  numberKey: 'designationNumber',
  toValues: (body) => ({ name: body.name }),
  toItem: (row): Designation => ({ id: row.id, number: row.designationNumber, name: row.name }),
  unique: { fields: ['name'], path: 'name', message: texts.designationExists },
  notFound: texts.designationNotFound,
  usedBy: { column: 'designationId', message: texts.designationInUse },
  auditAction: 'master-data.changed',
  auditLabel: (item) => item.name,
});

export const DEPARTMENTS = masterDataKind({
  path: 'departments',
  noun: 'department',
  deleteSummary: refusedWhenUsed('department'),
  body: departmentBodySchema,
  item: departmentSchema,
  list: departmentListSchema,
  table: departments,
  numberKey: 'departmentNumber',
  toValues: (body) => ({ name: body.name }),
  toItem: (row): Department => ({ id: row.id, number: row.departmentNumber, name: row.name }),
  unique: { fields: ['name'], path: 'name', message: texts.departmentExists },
  notFound: texts.departmentNotFound,
  usedBy: { column: 'departmentId', message: texts.departmentInUse },
  auditAction: 'master-data.changed',
  auditLabel: (item) => item.name,
});

export const SHIFTS = masterDataKind({
  path: 'shifts',
  noun: 'shift',
  deleteSummary: refusedWhenUsed('shift'),
  body: shiftBodySchema,
  item: shiftSchema,
  list: shiftListSchema,
  table: shifts,
  numberKey: 'shiftNumber',
  // spec A §4: the end is always derived from the start, so a client cannot store a mismatched pair.
  toValues: (body) => ({
    name: body.name,
    startTime: body.startTime,
    endTime: shiftEndTime(body.startTime),
  }),
  // PostgreSQL's `time` answers 'HH:mm:ss'; the API speaks 'HH:mm'.
  toItem: (row): Shift => ({
    id: row.id,
    number: row.shiftNumber,
    name: row.name,
    startTime: row.startTime.slice(0, 5),
    endTime: row.endTime.slice(0, 5),
  }),
  unique: { fields: ['name'], path: 'name', message: texts.shiftExists },
  notFound: texts.shiftNotFound,
  usedBy: { column: 'shiftId', message: texts.shiftInUse },
  auditAction: 'master-data.changed',
  auditLabel: (item) => `${item.name} ${item.startTime}–${item.endTime}`,
});

// Nothing points at a leave setting (the yearly number is read by year, spec A §9), so it has no
// `usedBy` and deletes freely.
export const LEAVE_SETTINGS = masterDataKind({
  path: 'leave-settings',
  noun: 'leave setting',
  deleteSummary: 'Delete a leave setting (a year of the leaves master)',
  body: leaveSettingBodySchema,
  item: leaveSettingSchema,
  list: leaveSettingListSchema,
  table: leaveSettings,
  numberKey: 'leaveSettingNumber',
  // spec A §3: TypeOfLeave is always 1, 'Full Day'.
  toValues: (body) => ({
    year: body.year,
    numberOfLeaves: body.numberOfLeaves,
    typeOfLeave: LEAVE_TYPE_FULL_DAY,
  }),
  toItem: (row): LeaveSetting => ({
    id: row.id,
    number: row.leaveSettingNumber,
    year: row.year,
    numberOfLeaves: row.numberOfLeaves,
    typeOfLeave: row.typeOfLeave,
  }),
  // One number of leaves per year.
  unique: { fields: ['year'], path: 'year', message: texts.leavesYearExists },
  notFound: texts.leavesNotFound,
  auditAction: 'leave-settings.changed',
  auditLabel: (item) => `${item.year}: ${item.numberOfLeaves} leaves`,
});

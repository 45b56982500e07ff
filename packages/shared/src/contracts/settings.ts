import { z } from 'zod';
import { CURRENCY_CODES } from '../domain/currencies';
import { COLUMN_ENTITIES } from '../domain/default-columns';
import { IFSC_PATTERN } from '../domain/identity-numbers';
import { TIME_24_PATTERN } from '../domain/shift-time';
import { employeePulseTexts, projectPulseTexts, settingsPulseTexts, settingsTexts } from '../spec-texts';
import { listPageSchema } from './list-page';
import { numericEnumSchema } from './numeric-enum';

// Master data of spec A §3. The server assigns `number` (the organisation's running number, shown
// padded to 3 digits); the body never carries it.

const requiredText = (message: string, max = 100) => z.string().trim().min(1, message).max(max);

// Lists answer every item as one page, with the number the next one will get, for the add form's
// read-only Id.
const listOf = <T extends z.ZodType>(item: T) =>
  listPageSchema(item).extend({ nextNumber: z.number().int() });

export const masterDataIdParamsSchema = z.object({ id: z.uuid() });

// Banks
export const bankBodySchema = z.object({
  name: requiredText(settingsTexts.bankNameRequired),
  branch: requiredText(settingsTexts.branchRequired),
  ifsc: requiredText(settingsTexts.ifscRequired, 20)
    .toUpperCase()
    .refine((ifsc) => IFSC_PATTERN.test(ifsc), employeePulseTexts.ifscInvalid),
});
export type BankBody = z.input<typeof bankBodySchema>;
export const bankSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  name: z.string(),
  branch: z.string(),
  ifsc: z.string(),
});
export type Bank = z.infer<typeof bankSchema>;
export const bankListSchema = listOf(bankSchema);
export type BankList = z.infer<typeof bankListSchema>;

// Departments
export const departmentBodySchema = z.object({ name: requiredText(settingsTexts.departmentNameRequired) });
export type DepartmentBody = z.input<typeof departmentBodySchema>;
export const departmentSchema = z.object({ id: z.uuid(), number: z.number().int(), name: z.string() });
export type Department = z.infer<typeof departmentSchema>;
export const departmentListSchema = listOf(departmentSchema);
export type DepartmentList = z.infer<typeof departmentListSchema>;

// Designations
export const designationBodySchema = z.object({ name: requiredText(settingsTexts.designationNameRequired) });
export type DesignationBody = z.input<typeof designationBodySchema>;
export const designationSchema = z.object({ id: z.uuid(), number: z.number().int(), name: z.string() });
export type Designation = z.infer<typeof designationSchema>;
export const designationListSchema = listOf(designationSchema);
export type DesignationList = z.infer<typeof designationListSchema>;

// Shifts: times are 24-hour 'HH:mm'; the end is derived from the start (spec A §4), so only the
// start is sent.
export const shiftBodySchema = z.object({
  name: requiredText(settingsTexts.shiftNameRequired),
  startTime: z.string().regex(TIME_24_PATTERN, settingsPulseTexts.startTimeInvalid),
});
export type ShiftBody = z.input<typeof shiftBodySchema>;
export const shiftSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  name: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});
export type Shift = z.infer<typeof shiftSchema>;
export const shiftListSchema = listOf(shiftSchema);
export type ShiftList = z.infer<typeof shiftListSchema>;

// Leave settings: TypeOfLeave is always 1, 'Full Day' (spec A §3).
export const LEAVE_TYPE_FULL_DAY = 1;
export const LEAVE_TYPE_NAMES: Record<number, string> = { [LEAVE_TYPE_FULL_DAY]: 'Full Day' };
export const leaveSettingBodySchema = z.object({
  year: z
    .number({ error: settingsTexts.leavesRequired })
    .int(settingsPulseTexts.yearInvalid)
    .min(2000, settingsPulseTexts.yearInvalid)
    .max(2100, settingsPulseTexts.yearInvalid),
  numberOfLeaves: z
    .number({ error: settingsTexts.leavesRequired })
    .int(settingsPulseTexts.numberOfLeavesInvalid)
    .min(0, settingsPulseTexts.numberOfLeavesInvalid)
    .max(365, settingsPulseTexts.numberOfLeavesInvalid),
});
export type LeaveSettingBody = z.input<typeof leaveSettingBodySchema>;
export const leaveSettingSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  year: z.number().int(),
  numberOfLeaves: z.number().int(),
  typeOfLeave: numericEnumSchema('Type of leave', LEAVE_TYPE_NAMES),
});
export type LeaveSetting = z.infer<typeof leaveSettingSchema>;
export const leaveSettingListSchema = listOf(leaveSettingSchema);
export type LeaveSettingList = z.infer<typeof leaveSettingListSchema>;

export const currencySchema = z.enum(CURRENCY_CODES, { error: projectPulseTexts.currencyInvalid });

// Organisation settings (spec A §3): the Shifts flag and IncludeLogofToIdle, and whether colleagues
// see a leave's type on the team calendar; every signed-in employee reads them (activity pages),
// administrators change them.
export const organizationSettingsSchema = z.object({
  isShiftsEnabled: z.boolean(),
  isLogOffIncludedInIdle: z.boolean(),
  isLeaveTypeShared: z.boolean(),
  currency: z.string(),
  timeZone: z.string(),
});
export type OrganizationSettings = z.infer<typeof organizationSettingsSchema>;
export const organizationSettingsPatchSchema = z
  .object({
    isShiftsEnabled: z.boolean().optional(),
    isLogOffIncludedInIdle: z.boolean().optional(),
    isLeaveTypeShared: z.boolean().optional(),
    // spec A §1, B §2: project rates are shown in the organisation's currency; admins choose it.
    currency: currencySchema.optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: 'Send isShiftsEnabled, isLogOffIncludedInIdle, isLeaveTypeShared or currency',
  });
export type OrganizationSettingsPatch = z.infer<typeof organizationSettingsPatchSchema>;

// Default columns (spec A §2): per entity, the list's columns in order, their names and visibility.
export const columnEntitySchema = z.enum(COLUMN_ENTITIES);
export const defaultColumnsQuerySchema = z.object({ entity: columnEntitySchema });
export const defaultColumnsParamsSchema = z.object({ entity: columnEntitySchema });
export const defaultColumnSchema = z.object({
  columnKey: z.string(),
  columnName: z.string(),
  isVisible: z.boolean(),
  isEditable: z.boolean(),
  position: z.number().int(),
});
export type DefaultColumnItem = z.infer<typeof defaultColumnSchema>;
export const defaultColumnListSchema = z.array(defaultColumnSchema);

// The whole list in its new order; the position is the index. Columns that are not editable keep
// their name and stay visible (the server ignores changes to them).
export const defaultColumnsBodySchema = z.object({
  columns: z
    .array(
      z.object({
        columnKey: z.string().min(1),
        columnName: z
          .string()
          .trim()
          .min(1, settingsPulseTexts.columnNameRequired)
          .max(50, settingsPulseTexts.columnNameTooLong),
        isVisible: z.boolean(),
      }),
    )
    .min(1, settingsPulseTexts.columnsInvalid),
});
export type DefaultColumnsBody = z.input<typeof defaultColumnsBodySchema>;

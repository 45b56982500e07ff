import { z } from 'zod';
import { SALARY_PATTERN } from '../domain/appraisal-rules';
import { EMPLOYEE_COLUMN_KEYS } from '../domain/default-columns';
import { IFSC_PATTERN, isAadhaarNumber, isPhoneNumber, PAN_PATTERN } from '../domain/identity-numbers';
import { INVITATION_STATUSES } from '../domain/invitation-status';
import { ROLE } from '../domain/roles';
import { TRACKER_PASSWORD_PATTERN } from '../domain/tracker-password';
import { appraisalTexts, employeePulseTexts, employeeTexts, invitationTexts } from '../spec-texts';
import { calendarDateSchema, requiredCalendarDateSchema } from './calendar-date';
import { listPageQuerySchema, listPageSchema } from './list-page';
import { queryBooleanSchema } from './query-boolean';
import { screenshotModeSchema } from './tracker';

// spec A §3 blood groups.
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'O+', 'O-', 'AB+', 'AB-'] as const;
export type BloodGroup = (typeof BLOOD_GROUPS)[number];

// spec A §3 roles list: chosen from a server list when assigning a role (RoleId, Name).
export const ROLE_OPTIONS = [
  { roleId: ROLE.admin, name: 'Admin' },
  { roleId: ROLE.employee, name: 'Employee' },
] as const;

const roleIdSchema = z.union([z.literal(ROLE.admin), z.literal(ROLE.employee)]);
const isoDate = calendarDateSchema();
// Form fields send '' for "none": optional text, optional choices and optional dates.
const optionalText = (max = 500) => z.string().trim().max(max);
const optionalId = z.union([z.uuid(), z.literal('')]);
const requiredDate = (message: string) => requiredCalendarDateSchema(message, message);
// Optional numbers with a format (spec A §3): empty, or the format.
const optionalFormatted = (max: number, isValid: (text: string) => boolean, message: string) =>
  optionalText(max).refine((text) => text === '' || isValid(text), message);
const optionalCode = (pattern: RegExp, message: string) =>
  optionalText(20)
    .toUpperCase()
    .refine((text) => text === '' || pattern.test(text), message);

export const employeeColumnKeySchema = z.enum(EMPLOYEE_COLUMN_KEYS);

// ---- List ------------------------------------------------------------------------------------------

export const employeeListQuerySchema = listPageQuerySchema(24).extend({
  search: z.string().trim().max(200).default(''),
  // The column the search box matches; the first visible column when absent (spec A §9).
  searchBy: employeeColumnKeySchema.optional(),
  sortBy: employeeColumnKeySchema.default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  isActive: queryBooleanSchema
    .default(true)
    .describe('Active employees (true) or the others (false); true when absent.'),
});
export type EmployeeListQuery = z.input<typeof employeeListQuerySchema>;

export const employeeListColumnSchema = z.object({
  columnKey: employeeColumnKeySchema,
  columnName: z.string(),
});
export type EmployeeListColumn = z.infer<typeof employeeListColumnSchema>;

export const employeeListItemSchema = z.object({
  id: z.uuid(),
  employeeNumber: z.number().int(),
  employeeCode: z.string(),
  name: z.string(),
  bloodGroup: z.string().nullable(),
  isActive: z.boolean(),
  // Changes whenever the photo does (a cache-busting query on the photo route); null: the default image.
  photoVersion: z.string().nullable(),
  // The configured columns' values; dates (birthday, joiningDate) are YYYY-MM-DD like every date in the
  // API, the web shows them as the spec does.
  values: z
    .record(z.string(), z.string().nullable())
    .describe('Values of the configured columns by column key; birthday and joiningDate are YYYY-MM-DD.'),
  // Total from the entitlement rule (spec A §9); taken stays 0 until the leaves module lands.
  leaves: z.object({ total: z.number(), taken: z.number() }),
  // From the latest invitation; null for someone given a password.
  invitationStatus: z.enum(INVITATION_STATUSES).nullable(),
});
export type EmployeeListItem = z.infer<typeof employeeListItemSchema>;

export const employeeListSchema = listPageSchema(employeeListItemSchema).extend({
  columns: z.array(employeeListColumnSchema),
});
export type EmployeeList = z.infer<typeof employeeListSchema>;

// ---- Form options and e-mail check -----------------------------------------------------------------

const numberedOptionSchema = z.object({ id: z.uuid(), number: z.number().int(), name: z.string() });

export const employeeFormOptionsSchema = z.object({
  departments: z.array(numberedOptionSchema),
  designations: z.array(numberedOptionSchema),
  shifts: z.array(numberedOptionSchema),
  banks: z.array(numberedOptionSchema.extend({ ifsc: z.string() })),
  roles: z.array(z.object({ roleId: roleIdSchema, name: z.string() })),
  organizationName: z.string(),
  nextEmployeeNumber: z.number().int(),
});
export type EmployeeFormOptions = z.infer<typeof employeeFormOptionsSchema>;

export const emailAvailabilityQuerySchema = z.object({
  email: z.string().trim().min(1).max(320),
  exceptEmployeeId: z.uuid().optional(),
});
export const emailAvailabilitySchema = z.object({ isAvailable: z.boolean() });

export const employeeIdParamsSchema = z.object({ employeeId: z.uuid() });

export const employeeDetailQuerySchema = z.object({
  // 'edit': the administrator's edit form, the only place the personal numbers are shown in full.
  view: z.enum(['show', 'edit']).default('show'),
});

// ---- Add / update ----------------------------------------------------------------------------------

// spec A §3 Employee fields with the §5 messages. One schema for the form and the API.
// Bank account, PAN and Aadhaar numbers: on update an empty value means "unchanged" (the form
// shows them only to administrators); the official e-mail password likewise, and is never returned.
const employeeFields = {
  joiningDate: requiredDate(employeeTexts.joiningDateRequired),
  isRelieved: z.boolean(),
  isActive: z.boolean(),
  relievingDate: z.union([isoDate, z.literal('')]),
  name: z.string().trim().min(1, employeeTexts.nameRequired).max(200),
  fatherName: z.string().trim().min(1, employeeTexts.fatherNameRequired).max(200),
  dateOfBirth: requiredDate(employeeTexts.dateOfBirthRequired),
  bloodGroup: z.union([z.enum(BLOOD_GROUPS), z.literal('')]),
  contactNumber1: optionalFormatted(30, isPhoneNumber, employeePulseTexts.contactNumberInvalid),
  contactNumber2: optionalFormatted(30, isPhoneNumber, employeePulseTexts.contactNumberInvalid),
  personalEmail: z.union([z.literal(''), z.email(employeePulseTexts.personalEmailInvalid)]),
  skypeId: optionalText(200),
  correspondenceAddress: optionalText(),
  permanentAddress: optionalText(),
  departmentId: z.string().min(1, employeePulseTexts.departmentRequired).pipe(z.uuid()),
  designationId: optionalId,
  shiftId: optionalId,
  bankId: optionalId,
  ifscCode: optionalCode(IFSC_PATTERN, employeePulseTexts.ifscInvalid),
  bankAccountNumber: optionalText(40),
  panNumber: optionalCode(PAN_PATTERN, employeePulseTexts.panInvalid),
  aadhaarNumber: optionalFormatted(20, isAadhaarNumber, employeePulseTexts.aadhaarInvalid),
  officialEmail: z
    .string()
    .trim()
    .min(1, employeeTexts.officialEmailRequired)
    .pipe(z.email(employeeTexts.officialEmailInvalid)),
  officialEmailPassword: z.string().max(200),
  roleId: roleIdSchema,
  // spec A §1: screenshots are regular or blurred (or off), adjustable per employee; null follows the
  // organisation's default (Settings → Tracking). Left out: the default when adding and unchanged
  // when updating (an older client must not reset it). Optional rather than defaulted so the form's
  // input and output types stay one type.
  screenshotMode: screenshotModeSchema.nullable().optional(),
};

// spec A §5: the tracker password (the sign-in password) is required when adding; on update an empty
// one keeps the old password.
const trackerPassword = z
  .string()
  .min(1, employeeTexts.trackerPasswordRequired)
  .regex(TRACKER_PASSWORD_PATTERN, employeeTexts.trackerPasswordRule);

// Instead of a tracker password, the administrator may send an invitation, and the employee
// chooses their own password from its link. Then the field stays empty; otherwise its rule applies.
// Checked beside the other fields' rules (not after them), so a form or an imported row shows every
// problem at once.
const hasPasswordAndChoice = (payload: z.core.ParsePayload) => {
  const value = payload.value as { password?: unknown; sendInvitation?: unknown } | null;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof value.password === 'string' &&
    (value.sendInvitation === undefined || typeof value.sendInvitation === 'boolean')
  );
};

export const createEmployeeBodySchema = z
  .object({
    ...employeeFields,
    password: z.string().max(200),
    // Left out: a password is given (older clients).
    sendInvitation: z.boolean().optional(),
  })
  .superRefine(
    (body, context) => {
      if (body.sendInvitation) {
        if (body.password !== '')
          context.addIssue({
            code: 'custom',
            path: ['password'],
            message: invitationTexts.passwordWithInvitation,
          });
        return;
      }
      const password = trackerPassword.safeParse(body.password);
      if (!password.success)
        context.addIssue({
          code: 'custom',
          path: ['password'],
          message: password.error.issues[0]?.message ?? employeeTexts.trackerPasswordRule,
        });
    },
    { when: hasPasswordAndChoice },
  );
export type CreateEmployeeBody = z.infer<typeof createEmployeeBodySchema>;

export const updateEmployeeBodySchema = z.object({
  ...employeeFields,
  password: z.union([z.literal(''), trackerPassword]),
});
export type UpdateEmployeeBody = z.infer<typeof updateEmployeeBodySchema>;
export type EmployeeBody = CreateEmployeeBody | UpdateEmployeeBody;

// ---- Detail ----------------------------------------------------------------------------------------

export const employeeDetailSchema = z.object({
  id: z.uuid(),
  photoVersion: z.string().nullable(),
  employeeNumber: z.number().int(),
  employeeCode: z.string(),
  joiningDate: isoDate.nullable(),
  isRelieved: z.boolean(),
  isActive: z.boolean(),
  relievingDate: isoDate.nullable(),
  name: z.string(),
  fatherName: z.string().nullable(),
  dateOfBirth: isoDate.nullable(),
  bloodGroup: z.string().nullable(),
  contactNumber1: z.string().nullable(),
  contactNumber2: z.string().nullable(),
  personalEmail: z.string().nullable(),
  skypeId: z.string().nullable(),
  correspondenceAddress: z.string().nullable(),
  permanentAddress: z.string().nullable(),
  departmentId: z.uuid().nullable(),
  departmentName: z.string().nullable(),
  designationId: z.uuid().nullable(),
  designationName: z.string().nullable(),
  shiftId: z.uuid().nullable(),
  shiftName: z.string().nullable(),
  bankId: z.uuid().nullable(),
  bankName: z.string().nullable(),
  ifscCode: z.string().nullable(),
  // Masked ('•••• 1234') except in the administrator's edit form.
  bankAccountNumber: z.string().nullable(),
  panNumber: z.string().nullable(),
  aadhaarNumber: z.string().nullable(),
  areNumbersMasked: z.boolean(),
  officialEmail: z.string(),
  hasOfficialEmailPassword: z.boolean(),
  roleId: roleIdSchema,
  // null: the organisation's default applies.
  screenshotMode: screenshotModeSchema.nullable(),
});
export type EmployeeDetail = z.infer<typeof employeeDetailSchema>;

// ---- Appraisals (spec A §3, §5) -------------------------------------------------------------------

const salaryText = (requiredMessage: string) =>
  z.string().trim().min(1, requiredMessage).regex(SALARY_PATTERN, appraisalTexts.salaryNotNumeric);

export const appraisalBodySchema = z.object({
  currentDesignation: z.string().trim().min(1, appraisalTexts.currentDesignationRequired).max(200),
  newDesignation: z.string().trim().min(1, appraisalTexts.newDesignationRequired).max(200),
  currentSalary: salaryText(appraisalTexts.currentSalaryRequired),
  newSalary: salaryText(appraisalTexts.newSalaryRequired),
  appraisalDate: requiredDate(employeePulseTexts.appraisalDateRequired),
});
export type AppraisalBody = z.infer<typeof appraisalBodySchema>;

export const appraisalSchema = z.object({
  id: z.uuid(),
  employeeId: z.uuid(),
  currentDesignation: z.string(),
  newDesignation: z.string(),
  currentSalary: z.number(),
  newSalary: z.number(),
  appraisalDate: isoDate,
});
export type Appraisal = z.infer<typeof appraisalSchema>;
export const appraisalListSchema = listPageSchema(appraisalSchema);

export const appraisalParamsSchema = z.object({ employeeId: z.uuid(), appraisalId: z.uuid() });

import { z } from 'zod';
import { APPROVED_TIME_EXPORT_FORMATS, APPROVED_TIME_GROUPS } from '../domain/approved-time';
import { checkReportRange, reportRange } from './activity';
import { calendarDateSchema, organizationDay } from './calendar-date';

// The approved-time report (Reports → Approval, beyond the spec in its style): over any period of the
// report's range rules, one row per employee or per project with the minutes the weekly timesheets show,
// the part of them an approver approved, the rest, and what the time cost (administrators only, as
// rates are). domain/approved-time.ts holds the arithmetic.

const isoDate = organizationDay(calendarDateSchema());
// '' as absent, as the Reports page's fields send it (All employees, All projects).
const optionalId = z.union([z.uuid(), z.literal('')]).optional();

export const approvedTimeReportQuerySchema = z
  .object({
    ...reportRange,
    groupBy: z.enum(APPROVED_TIME_GROUPS).optional().default('employee'),
    employeeId: optionalId,
    projectId: optionalId,
  })
  .superRefine(checkReportRange);
export type ApprovedTimeReportQuery = z.input<typeof approvedTimeReportQuerySchema>;

export const approvedTimeExportQuerySchema = z
  .object({
    ...reportRange,
    groupBy: z.enum(APPROVED_TIME_GROUPS).optional().default('employee'),
    employeeId: optionalId,
    projectId: optionalId,
    format: z.enum(APPROVED_TIME_EXPORT_FORMATS).optional().default('xlsx'),
  })
  .superRefine(checkReportRange);
export type ApprovedTimeExportQuery = z.input<typeof approvedTimeExportQuerySchema>;

// Amounts in the organisation's currency (`currency` beside them), 4 decimals as every stored amount.
const money = z.number();

const approvedTimeFiguresSchema = z.object({
  totalMinutes: z.number().int().min(0),
  approvedMinutes: z.number().int().min(0),
  // total − approved, signed: time removed from an approved week after its approval (a re-upload that
  // attributes less) makes it negative, and the report says so rather than hiding it.
  notApprovedMinutes: z.number().int(),
  // Null on the "No project" row: time on no project has no rate.
  cost: money.nullable(),
  approvedCost: money.nullable(),
  notApprovedCost: money.nullable(),
});
export type ApprovedTimeFigures = z.infer<typeof approvedTimeFiguresSchema>;

export const approvedTimeRowSchema = approvedTimeFiguresSchema.extend({
  // The employee's or the project's id; null for "No project".
  id: z.uuid().nullable(),
  name: z.string(),
  // Employee rows only.
  employeeCode: z.string().nullable(),
});
export type ApprovedTimeRow = z.infer<typeof approvedTimeRowSchema>;

export const approvedTimeReportSchema = z.object({
  startDate: isoDate,
  endDate: isoDate,
  groupBy: z.enum(APPROVED_TIME_GROUPS),
  currency: z.string(),
  // The filters the figures are restricted to; null: all.
  employee: z.object({ id: z.uuid(), employeeCode: z.string(), name: z.string() }).nullable(),
  project: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  rows: z.array(approvedTimeRowSchema),
  grandTotal: approvedTimeFiguresSchema,
});
export type ApprovedTimeReport = z.infer<typeof approvedTimeReportSchema>;

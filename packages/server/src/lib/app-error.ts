import { twoFactorTexts } from '@pulse/shared/contracts/two-factor';
import {
  attendancePulseTexts,
  attendanceTexts,
  documentPulseTexts,
  documentTexts,
  leavePulseTexts,
  payrollTexts,
  pulseTexts,
  signInTexts,
  trackerTexts,
} from '@pulse/shared/spec-texts';

// One error type for every expected failure; the error handler turns it into problem+json.
// Each code has one status and one default text, so the API's answers stay consistent.
const appErrorCodes = {
  UNAUTHENTICATED: { status: 401, title: 'Unauthorized', detail: pulseTexts.sessionExpired },
  SIGN_IN_FAILED: { status: 401, title: 'Unauthorized', detail: signInTexts.failure },
  FORBIDDEN: { status: 403, title: 'Forbidden', detail: 'You do not have access to this.' },
  CSRF_REJECTED: { status: 403, title: 'Forbidden', detail: 'This request did not come from Pulse.' },
  // A Host that is not one of Pulse's own names (lib/allowed-hosts.ts).
  HOST_NOT_ALLOWED: {
    status: 421,
    title: 'Misdirected Request',
    detail: 'This server does not answer for that host name. Add it to PUBLIC_URL or ALLOWED_HOSTS.',
  },
  // Input that passes the schema but breaks a rule the schema cannot see (e.g. a list's known keys).
  VALIDATION_FAILED: { status: 400, title: 'Bad Request', detail: 'The request is not valid.' },
  NOT_FOUND: { status: 404, title: 'Not Found', detail: 'Not found.' },
  CONFLICT: { status: 409, title: 'Conflict', detail: 'This conflicts with existing data.' },
  TOO_MANY_ATTEMPTS: { status: 429, title: 'Too Many Requests', detail: pulseTexts.tooManyAttempts },
  // Hardening (two-factor sign-in). At sign-in a wrong code is a 401 like a wrong password; a
  // signed-in person's wrong code or password (turning it off) is a 400, which keeps them signed in.
  TWO_FACTOR_CODE_WRONG: { status: 401, title: 'Unauthorized', detail: twoFactorTexts.codeWrong },
  TWO_FACTOR_CHALLENGE_ENDED: { status: 401, title: 'Unauthorized', detail: twoFactorTexts.challengeEnded },
  TWO_FACTOR_CODE_REQUIRED: {
    status: 401,
    title: 'Unauthorized',
    detail: twoFactorTexts.trackerCodeRequired,
  },
  TWO_FACTOR_ENROLMENT_REQUIRED: {
    status: 403,
    title: 'Forbidden',
    detail: twoFactorTexts.trackerEnrolmentRequired,
  },
  TWO_FACTOR_PROOF_WRONG: { status: 400, title: 'Bad Request', detail: twoFactorTexts.proofWrong },
  TWO_FACTOR_CONFIRMATION_WRONG: { status: 400, title: 'Bad Request', detail: twoFactorTexts.codeWrong },
  TWO_FACTOR_ALREADY_ENABLED: { status: 409, title: 'Conflict', detail: twoFactorTexts.alreadyEnabled },
  TWO_FACTOR_NO_ENROLMENT: { status: 409, title: 'Conflict', detail: twoFactorTexts.noEnrolment },
  TWO_FACTOR_NOT_ENABLED: { status: 409, title: 'Conflict', detail: twoFactorTexts.notEnabled },
  TWO_FACTOR_REQUIRED_BY_ORGANIZATION: {
    status: 409,
    title: 'Conflict',
    detail: twoFactorTexts.cannotTurnOff,
  },
  TWO_FACTOR_RESET_OWN: { status: 409, title: 'Conflict', detail: twoFactorTexts.resetOwn },
  // Hardening: malformed multipart bodies (lib/multipart-errors.ts). A route's own words come first
  // (a missing sheet, a file over its size); these answer what the parser alone noticed.
  UPLOAD_NOT_MULTIPART: {
    status: 415,
    title: 'Unsupported Media Type',
    detail: 'Send the upload as multipart/form-data.',
  },
  UPLOAD_UNREADABLE: {
    status: 400,
    title: 'Bad Request',
    detail: 'The upload could not be read; it may have been cut off. Please try again.',
  },
  UPLOAD_TOO_LARGE: {
    status: 413,
    title: 'Content Too Large',
    detail: 'The upload has more parts, or a larger part, than this form takes.',
  },
  // Payroll (spec A §8, spec B §8): a sheet that is not a usable .xlsx, a month already uploaded,
  // a slip that does not exist.
  PAYROLL_SHEET_INVALID: { status: 400, title: 'Bad Request', detail: payrollTexts.sheetHasProblems },
  PAYROLL_SHEET_TOO_LARGE: { status: 413, title: 'Content Too Large', detail: payrollTexts.sheetTooLarge },
  PAYROLL_EXISTS: { status: 409, title: 'Conflict', detail: payrollTexts.alreadyUploaded },
  PAYROLL_NOT_FOUND: { status: 404, title: 'Not Found', detail: payrollTexts.payrollNotFound },
  SALARY_SLIP_NOT_FOUND: { status: 404, title: 'Not Found', detail: payrollTexts.slipNotAdded },
  // Employee documents and photo (spec A §8: an unaccepted file is a 'Failure').
  DOCUMENT_INVALID: {
    status: 400,
    title: documentTexts.invalidFormatTitle,
    detail: documentTexts.invalidFormat,
  },
  DOCUMENT_TOO_LARGE: { status: 413, title: 'Content Too Large', detail: documentPulseTexts.tooLarge },
  DOCUMENT_NOT_FOUND: { status: 404, title: 'Not Found', detail: documentPulseTexts.documentNotFound },
  PHOTO_INVALID: { status: 400, title: 'Bad Request', detail: documentPulseTexts.photoInvalid },
  PHOTO_TOO_LARGE: { status: 413, title: 'Content Too Large', detail: documentPulseTexts.photoTooLarge },
  PHOTO_NOT_FOUND: { status: 404, title: 'Not Found', detail: documentPulseTexts.photoNotFound },
  // Tracker uploads (the agent's API): bytes that are not a JPEG, PNG or WebP image, or too many of them.
  SCREENSHOT_INVALID: { status: 400, title: 'Bad Request', detail: trackerTexts.screenshotInvalid },
  SCREENSHOTS_OFF: { status: 409, title: 'Conflict', detail: trackerTexts.screenshotsOff },
  SCREENSHOT_TOO_LARGE: { status: 413, title: 'Content Too Large', detail: trackerTexts.screenshotTooLarge },
  // Leaves (spec B §4): overlapping an existing pending or approved leave; an action the leave's
  // status no longer allows (someone acted first); deciding one's own leave, or one not applied to you.
  LEAVE_OVERLAP: { status: 409, title: 'Conflict', detail: leavePulseTexts.overlaps },
  LEAVE_ACTION_NOT_ALLOWED: { status: 409, title: 'Conflict', detail: leavePulseTexts.actionNotAllowed },
  LEAVE_OWN_DECISION: { status: 403, title: 'Forbidden', detail: leavePulseTexts.ownLeave },
  LEAVE_NOT_YOURS_TO_DECIDE: { status: 403, title: 'Forbidden', detail: leavePulseTexts.notYourApproval },
  // Attendance (spec B §5): a complete record; an own time away from the server's clock.
  ATTENDANCE_ALREADY_MARKED: { status: 409, title: 'Conflict', detail: attendanceTexts.alreadyMarked },
  ATTENDANCE_TIME_OUTSIDE_WINDOW: {
    status: 400,
    title: 'Bad Request',
    detail: attendancePulseTexts.outsideOwnWindow,
  },
  DATABASE_UNAVAILABLE: {
    status: 503,
    title: 'Service Unavailable',
    detail: 'The database is not reachable.',
  },
} as const;

export type AppErrorCode = keyof typeof appErrorCodes;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  readonly title: string;
  readonly fieldErrors: { path: string; message: string }[] | undefined;

  constructor(code: AppErrorCode, detail?: string, fieldErrors?: { path: string; message: string }[]) {
    const definition = appErrorCodes[code];
    super(detail ?? definition.detail);
    this.code = code;
    this.status = definition.status;
    this.title = definition.title;
    this.fieldErrors = fieldErrors;
  }
}

// A refusal that ends at a known time (sign-in throttling): the answer says when in Retry-After.
export class RetryLaterError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterMs: number) {
    super('TOO_MANY_ATTEMPTS');
    this.retryAfterSeconds = Math.max(Math.ceil(retryAfterMs / 1000), 1);
  }
}

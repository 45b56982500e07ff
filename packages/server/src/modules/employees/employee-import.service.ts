import type { EmployeeImportPreview, EmployeeImportResult } from '@pulse/shared/contracts/employee-import';
import { todayIn } from '@pulse/shared/domain/organization-day';
import { employeeImportTexts } from '@pulse/shared/spec-texts';
import { requireAccess } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import { isUniqueViolation } from '../../lib/database-errors';
import type { Deps } from '../../lib/deps';
import { sanitizeFileName } from '../../lib/file-type';
import { hashPassword } from '../../lib/passwords';
import { runTransaction } from '../../lib/transaction';
import { recordAuditEvent } from '../audit/audit.service';
import { type ImportUpload, readImportFile } from './employee-import-file';
import { type CheckedRow, checkImportHeader, checkImportRows } from './employee-import-rows';
import { buildCsvTemplate, buildXlsxTemplate } from './employee-import-template';
import { findFormOptionRows, findTakenOfficialEmails } from './employees.repository';
import { insertNewEmployee } from './employees.service';
import { type InvitationUrlOf, inviterNameOf, sendInvitation } from './invitations.service';

// employees from a CSV or XLSX file. The preview writes nothing; the import checks the file
// again (never trusting an earlier preview) and writes its valid rows in one transaction.

export type ImportOptions = { sendInvitations: boolean };

export const getImportTemplate = async (deps: Deps, auth: Auth, format: 'csv' | 'xlsx') => {
  requireAccess(auth, 'admin');
  if (format === 'csv') return buildCsvTemplate();
  return buildXlsxTemplate(await findFormOptionRows(deps.db, auth.organizationId));
};

const checkFile = async (deps: Deps, auth: Auth, upload: ImportUpload, options: ImportOptions) => {
  const file = await readImportFile(upload);
  const headerProblems = checkImportHeader(file.header);
  if (headerProblems.length > 0)
    throw new AppError(
      'VALIDATION_FAILED',
      employeeImportTexts.headerProblems,
      headerProblems.map((message) => ({ path: 'file', message })),
    );
  const emailColumn = file.header.indexOf('Official Email');
  const emails = [
    ...new Set(file.rows.map((row) => (row.cells[emailColumn] ?? '').trim().toLowerCase()).filter(Boolean)),
  ];
  const [formOptions, taken] = await Promise.all([
    findFormOptionRows(deps.db, auth.organizationId),
    emailColumn === -1 ? [] : findTakenOfficialEmails(deps.db, emails),
  ]);
  return checkImportRows(file, { ...formOptions, takenEmails: new Set(taken) }, options);
};

const withoutBody = ({ body: _body, department: _department, ...row }: CheckedRow) => row;

export const previewEmployeeImport = async (
  deps: Deps,
  auth: Auth,
  upload: ImportUpload,
  options: ImportOptions,
): Promise<EmployeeImportPreview> => {
  requireAccess(auth, 'admin');
  const rows = await checkFile(deps, auth, upload, options);
  const validCount = rows.filter((row) => row.body !== null).length;
  return {
    fileName: sanitizeFileName(upload.fileName, 'employees'),
    rows: rows.map(withoutBody),
    validCount,
    problemCount: rows.length - validCount,
  };
};

export const importEmployees = async (
  deps: Deps,
  auth: Auth,
  upload: ImportUpload,
  options: ImportOptions,
  ipAddress: string | null,
  invitationUrlOf: InvitationUrlOf,
): Promise<EmployeeImportResult> => {
  requireAccess(auth, 'admin');
  const rows = await checkFile(deps, auth, upload, options);
  const valid = rows.flatMap((row) =>
    row.body && row.department ? [{ row: row.row, body: row.body, department: row.department }] : [],
  );
  if (valid.length === 0) throw new AppError('VALIDATION_FAILED', employeeImportTexts.nothingToImport);
  // argon2 before the transaction, so it holds no locks while hashing.
  const passwordHashes = await Promise.all(
    valid.map((row) => (row.body.sendInvitation ? null : hashPassword(row.body.password))),
  );
  const invitedByName = await inviterNameOf(deps, auth);
  const today = todayIn(auth.organization.timeZone, deps.clock.now());
  const fileName = sanitizeFileName(upload.fileName, 'employees');
  let invited = 0;
  try {
    await runTransaction(deps.db, async (tx) => {
      for (const [index, row] of valid.entries()) {
        const references = {
          department: row.department,
          designationId: row.body.designationId || null,
          shiftId: row.body.shiftId || null,
          bankId: row.body.bankId || null,
        };
        const employee = await insertNewEmployee(deps, tx, auth, row.body, {
          references,
          passwordHash: passwordHashes[index] ?? null,
          today,
        });
        if (!row.body.sendInvitation) continue;
        invited += 1;
        await sendInvitation(deps, tx, auth, ipAddress, {
          invitee: employee,
          invitedByName,
          urlOf: invitationUrlOf,
          isResend: false,
        });
      }
      await recordAuditEvent(tx, auth, ipAddress, {
        action: 'employees.imported',
        summary: `Imported ${valid.length} employees from ${fileName} (invited: ${invited}, rows left out: ${rows.length - valid.length})`,
        details: { fileName, imported: valid.length, invited, skipped: rows.length - valid.length },
      });
    });
  } catch (error) {
    // Someone took one of the e-mails since the check: nothing is written, the file is checked again.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', employeeImportTexts.changedSincePreview);
    throw error;
  }
  return { imported: valid.length, invited, skipped: rows.length - valid.length };
};

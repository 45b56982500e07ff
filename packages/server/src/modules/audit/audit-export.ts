import { AUDIT_ACTION_LABELS, type AuditEvent } from '@pulse/shared/contracts/audit';
import { formatDateTimeIn, formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { loadExcelJS } from '../../lib/lazy-modules';
import { neutralizeSpreadsheetText } from '../../lib/spreadsheet-text';

// The Audit page's columns, in its order, so the file reads like the screen.
export const AUDIT_EXPORT_COLUMNS = ['When', 'Who', 'Action', 'Employee', 'Details', 'Address'] as const;
const COLUMN_WIDTHS = [20, 24, 26, 24, 70, 18];

// One sheet, newest first; names and summaries are people's text, so they cannot become formulas.
export const buildAuditWorkbook = async (
  events: readonly AuditEvent[],
  timeZone: string,
  range: { from: string; to: string },
): Promise<Buffer> => {
  const { Workbook } = await loadExcelJS();
  const workbook = new Workbook();
  workbook.creator = 'Pulse';
  const sheet = workbook.addWorksheet('Audit Trail');
  sheet.columns = COLUMN_WIDTHS.map((width) => ({ width }));
  sheet.addRow([`Audit Trail ${formatDayMonthYear(range.from)} To ${formatDayMonthYear(range.to)}`]).font = {
    bold: true,
  };
  sheet.addRow([...AUDIT_EXPORT_COLUMNS]).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 2 }];
  for (const event of events) {
    sheet.addRow([
      formatDateTimeIn(event.occurredAt, timeZone),
      neutralizeSpreadsheetText(event.actor.name),
      AUDIT_ACTION_LABELS[event.action],
      event.subject ? neutralizeSpreadsheetText(event.subject.name) : '',
      neutralizeSpreadsheetText(event.summary),
      event.ipAddress ?? '',
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

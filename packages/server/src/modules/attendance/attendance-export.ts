import { ATTENDANCE_COLUMNS } from '@pulse/shared/domain/attendance-rules';
import { formatDayMonthYear, weekdayName } from '@pulse/shared/domain/display-format';
import { localTimeOf } from '@pulse/shared/domain/organization-day';
import { formatTime12 } from '@pulse/shared/domain/shift-time';
import { loadExcelJS } from '../../lib/lazy-modules';
import { neutralizeSpreadsheetText } from '../../lib/spreadsheet-text';
import type { AttendanceExport } from './attendance.service';

// spec B §2 Download Excel: the list's columns Name, Date, Day, In Time, Out Time, one row per record,
// in the list's order. Times are text 'hh:mm AM' in the organisation's zone, as the screens show them,
// so every program reads the same wall-clock time whatever its own zone. Names are the users' own
// text and go through the formula neutraliser.
const WIDTHS: Record<(typeof ATTENDANCE_COLUMNS)[number], number> = {
  Name: 28,
  Date: 14,
  Day: 12,
  'In Time': 12,
  'Out Time': 12,
};

export const buildAttendanceWorkbook = async (data: AttendanceExport): Promise<Buffer> => {
  const { Workbook } = await loadExcelJS();
  const workbook = new Workbook();
  workbook.creator = 'Pulse';
  const sheet = workbook.addWorksheet('Attendance');
  sheet.columns = ATTENDANCE_COLUMNS.map((header) => ({ header, width: WIDTHS[header] }));
  sheet.getRow(1).font = { bold: true };
  // The header stays in view while scrolling a long range.
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const timeOf = (instant: Date | null) => (instant ? formatTime12(localTimeOf(instant, data.timeZone)) : '');
  for (const row of data.rows) {
    sheet.addRow([
      neutralizeSpreadsheetText(row.employeeName),
      formatDayMonthYear(row.workDate),
      weekdayName(row.workDate),
      timeOf(row.inTime),
      timeOf(row.outTime),
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

import type { TimesheetCell, TimesheetWeek } from '@pulse/shared/contracts/timesheets';
import { formatDateTimeIn } from '@pulse/shared/domain/display-format';
import { formatHoursColonMinutes } from '@pulse/shared/domain/hours-minutes';
import { TIMESHEET_STATUS_NAMES, timesheetTexts } from '@pulse/shared/domain/timesheet-status';
import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import { loadPdfLib } from '../../lib/lazy-modules';
import { drawPdfText, pdfRgb, wrapPdfText } from '../../lib/pdf-text';
import {
  type Stamp,
  timesheetDayLabel,
  timesheetNotes,
  timesheetStamp,
  timesheetWeekText,
} from './timesheet-pdf-texts';

// The week as a document to file or sign off on paper (the timesheet's PDF, beyond the spec; drawn like
// the salary slip, spec A §3): who, which week, the hours per project and day, and whether and by
// whom it was approved (timesheet-pdf-texts.ts). Everything is drawn from the week as the API answers
// it, so the PDF and the week view never disagree.

const PAGE = { width: 841.89, height: 595.28 }; // A4 landscape in points: seven day columns fit
const MARGIN = 36;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
// Nothing but the footer is drawn below this line.
const CONTENT_BOTTOM = MARGIN + 12;
const DAY_WIDTH = 64;
const TOTAL_WIDTH = 72;
const PROJECT_WIDTH = CONTENT_WIDTH - 7 * DAY_WIDTH - TOTAL_WIDTH;
const ROW_HEIGHT = 18;
const CELL_PADDING = 6;

const INK = pdfRgb(0.13, 0.15, 0.2);
const MUTED = pdfRgb(0.42, 0.45, 0.5);
const RULE = pdfRgb(0.82, 0.84, 0.88);
const BAND = pdfRgb(0.94, 0.95, 0.97);
const TONES: Record<Stamp['tone'], { ink: RGB; fill: RGB }> = {
  approved: { ink: pdfRgb(0.09, 0.45, 0.25), fill: pdfRgb(0.92, 0.97, 0.93) },
  changed: { ink: pdfRgb(0.66, 0.4, 0.02), fill: pdfRgb(1, 0.96, 0.88) },
  rejected: { ink: pdfRgb(0.69, 0.15, 0.15), fill: pdfRgb(0.99, 0.93, 0.93) },
};

type Fonts = { regular: PDFFont; bold: PDFFont };
type Sheet = { document: PDFDocument; fonts: Fonts; page: PDFPage; y: number };
type WriteOptions = { align?: 'left' | 'right'; color?: RGB; maxWidth?: number };

const write = (
  sheet: Sheet,
  text: string,
  x: number,
  y: number,
  font: PDFFont,
  size: number,
  options: WriteOptions = {},
) => drawPdfText(sheet.page, text, x, y, { ...options, font, size, color: options.color ?? INK });

const rule = (sheet: Sheet, y: number) =>
  sheet.page.drawLine({
    start: { x: MARGIN, y },
    end: { x: PAGE.width - MARGIN, y },
    thickness: 0.75,
    color: RULE,
  });

const hours = formatHoursColonMinutes;

const drawHeader = (sheet: Sheet, week: TimesheetWeek, organizationName: string) => {
  const { regular, bold } = sheet.fonts;
  let y = sheet.y - 16;
  write(sheet, organizationName, MARGIN, y, bold, 16, { maxWidth: CONTENT_WIDTH - 120 });
  write(sheet, 'Timesheet', PAGE.width - MARGIN, y, bold, 14, { align: 'right', color: MUTED });
  y -= 28;
  const details = [
    { label: 'Employee', value: week.employee.name, width: 290 },
    { label: 'Employee Code', value: week.employee.employeeCode, width: 140 },
    { label: 'Week', value: timesheetWeekText(week), width: 200 },
    { label: 'Status', value: TIMESHEET_STATUS_NAMES[week.status], width: CONTENT_WIDTH - 630 },
  ];
  let x = MARGIN;
  for (const { label, value, width } of details) {
    write(sheet, label, x, y, regular, 8.5, { color: MUTED });
    write(sheet, value, x, y - 14, bold, 11, { maxWidth: width - 12 });
    x += width;
  }
  y -= 26;
  rule(sheet, y);
  sheet.y = y - 14;
};

const drawStatus = (sheet: Sheet, week: TimesheetWeek, timeZone: string) => {
  const { regular, bold } = sheet.fonts;
  const stamp = timesheetStamp(week, timeZone);
  if (stamp) {
    const tone = TONES[stamp.tone];
    const lines = stamp.lines.flatMap((line) => wrapPdfText(line, regular, 9.5, CONTENT_WIDTH - 24));
    const height = 14 + 16 + lines.length * 13 + 4;
    sheet.page.drawRectangle({
      x: MARGIN,
      y: sheet.y - height,
      width: CONTENT_WIDTH,
      height,
      color: tone.fill,
      borderColor: tone.ink,
      borderWidth: 1.5,
    });
    write(sheet, stamp.heading, MARGIN + 12, sheet.y - 22, bold, 12, {
      color: tone.ink,
      maxWidth: CONTENT_WIDTH - 24,
    });
    lines.forEach((line, index) => {
      write(sheet, line, MARGIN + 12, sheet.y - 38 - index * 13, regular, 9.5);
    });
    sheet.y -= height + 12;
  }
  const notes = timesheetNotes(week, timeZone).flatMap((note) =>
    wrapPdfText(note, regular, 9.5, CONTENT_WIDTH),
  );
  for (const note of notes) {
    write(sheet, note, MARGIN, sheet.y - 10, regular, 9.5, { color: MUTED });
    sheet.y -= 13;
  }
  if (notes.length) sheet.y -= 8;
};

// The right edge of day column `index` (0 = Monday); 7 is the Total column.
const columnRight = (index: number) =>
  MARGIN + PROJECT_WIDTH + (index < 7 ? (index + 1) * DAY_WIDTH : 7 * DAY_WIDTH + TOTAL_WIDTH) - CELL_PADDING;

const drawTableHeading = (sheet: Sheet, week: TimesheetWeek) => {
  const { bold } = sheet.fonts;
  sheet.page.drawRectangle({
    x: MARGIN,
    y: sheet.y - ROW_HEIGHT - 2,
    width: CONTENT_WIDTH,
    height: ROW_HEIGHT + 2,
    color: BAND,
  });
  const baseline = sheet.y - 13;
  write(sheet, 'Project', MARGIN + CELL_PADDING, baseline, bold, 9);
  week.figures.dayTotals.forEach((cell, index) => {
    write(sheet, timesheetDayLabel(cell.date), columnRight(index), baseline, bold, 9, { align: 'right' });
  });
  write(sheet, 'Total', columnRight(7), baseline, bold, 9, { align: 'right' });
  sheet.y -= ROW_HEIGHT + 2;
};

// A page after the first repeats who and which week it is, and the table's heading.
const continueOnNewPage = (sheet: Sheet, week: TimesheetWeek, organizationName: string) => {
  sheet.page = sheet.document.addPage([PAGE.width, PAGE.height]);
  sheet.y = PAGE.height - MARGIN;
  write(
    sheet,
    `${organizationName} · Timesheet · ${week.employee.name} (${week.employee.employeeCode}) · ${timesheetWeekText(week)} (continued)`,
    MARGIN,
    sheet.y - 10,
    sheet.fonts.regular,
    9,
    { color: MUTED, maxWidth: CONTENT_WIDTH },
  );
  sheet.y -= 24;
  drawTableHeading(sheet, week);
};

type RowStyle = { font: PDFFont; color?: RGB; band?: RGB };

// One table line: a label, seven day figures and the total, each cell's minutes through pick().
const drawRow = (
  sheet: Sheet,
  label: string,
  cells: TimesheetCell[],
  total: number,
  pick: (cell: TimesheetCell) => number,
  style: RowStyle,
) => {
  if (style.band) {
    sheet.page.drawRectangle({
      x: MARGIN,
      y: sheet.y - ROW_HEIGHT,
      width: CONTENT_WIDTH,
      height: ROW_HEIGHT,
      color: style.band,
    });
  }
  const baseline = sheet.y - 12.5;
  const color = style.color ?? INK;
  write(sheet, label, MARGIN + CELL_PADDING, baseline, style.font, 9.5, {
    color,
    maxWidth: PROJECT_WIDTH - 2 * CELL_PADDING,
  });
  cells.forEach((cell, index) => {
    const minutes = pick(cell);
    // An empty day reads as 0:00 in grey, so the figures that count stand out.
    write(sheet, hours(minutes), columnRight(index), baseline, style.font, 9.5, {
      align: 'right',
      color: minutes === 0 ? MUTED : color,
    });
  });
  write(sheet, hours(total), columnRight(7), baseline, style.font, 9.5, { align: 'right', color });
  sheet.y -= ROW_HEIGHT;
};

const drawTable = (sheet: Sheet, week: TimesheetWeek, organizationName: string) => {
  const { regular, bold } = sheet.fonts;
  const { figures } = week;
  const makeRoom = (height: number) => {
    if (sheet.y - height < CONTENT_BOTTOM) continueOnNewPage(sheet, week, organizationName);
  };
  makeRoom(3 * ROW_HEIGHT);
  drawTableHeading(sheet, week);
  if (figures.rows.length === 0) {
    write(sheet, 'No time recorded this week.', MARGIN + CELL_PADDING, sheet.y - 12.5, regular, 9.5, {
      color: MUTED,
    });
    sheet.y -= ROW_HEIGHT;
  }
  figures.rows.forEach((row, index) => {
    makeRoom(ROW_HEIGHT);
    const label = row.projectId === null ? timesheetTexts.noProject : row.projectName;
    drawRow(sheet, label, row.cells, row.totalMinutes, (cell) => cell.totalMinutes, {
      font: regular,
      band: index % 2 === 1 ? BAND : undefined,
    });
  });
  // The totals stay together, never split from each other across a page.
  makeRoom(2 * ROW_HEIGHT + 30);
  rule(sheet, sheet.y);
  drawRow(sheet, 'Day total', figures.dayTotals, figures.totalMinutes, (cell) => cell.totalMinutes, {
    font: bold,
  });
  // Idle is part of the tracked time, shown apart as in the report, on a line of its own.
  drawRow(
    sheet,
    'Idle (included above)',
    figures.dayTotals,
    figures.idleMinutes,
    (cell) => cell.idleMinutes,
    {
      font: regular,
      color: MUTED,
    },
  );
  rule(sheet, sheet.y);
  write(sheet, `Week total ${hours(figures.totalMinutes)}`, columnRight(7), sheet.y - 18, bold, 11, {
    align: 'right',
  });
  sheet.y -= 26;
};

const drawFooters = (sheet: Sheet, generatedAt: Date, timeZone: string) => {
  const pages = sheet.document.getPages();
  pages.forEach((page, index) => {
    const footer = { ...sheet, page };
    write(
      footer,
      `Generated by Pulse on ${formatDateTimeIn(generatedAt, timeZone)}. Times are in the organisation’s time zone (${timeZone}).`,
      MARGIN,
      MARGIN - 12,
      sheet.fonts.regular,
      8,
      { color: MUTED, maxWidth: CONTENT_WIDTH - 80 },
    );
    write(
      footer,
      `Page ${index + 1} of ${pages.length}`,
      PAGE.width - MARGIN,
      MARGIN - 12,
      sheet.fonts.regular,
      8,
      {
        align: 'right',
        color: MUTED,
      },
    );
  });
};

// generatedAt: the service passes its clock's now (lib/clock.ts); it is the footer's time and the
// file's dates, so the same week generated at the same moment gives the same bytes.
export const buildTimesheetPdf = async (
  week: TimesheetWeek,
  organization: { name: string; timeZone: string },
  generatedAt: Date = new Date(),
): Promise<Buffer> => {
  const { PDFDocument, StandardFonts } = await loadPdfLib();
  const document = await PDFDocument.create();
  document.setTitle(`Timesheet - ${week.employee.name} - ${timesheetWeekText(week)}`);
  document.setCreator('Pulse');
  document.setProducer('Pulse');
  document.setCreationDate(generatedAt);
  document.setModificationDate(generatedAt);
  const sheet: Sheet = {
    document,
    fonts: {
      regular: await document.embedFont(StandardFonts.Helvetica),
      bold: await document.embedFont(StandardFonts.HelveticaBold),
    },
    page: document.addPage([PAGE.width, PAGE.height]),
    y: PAGE.height - MARGIN,
  };
  drawHeader(sheet, week, organization.name);
  drawStatus(sheet, week, organization.timeZone);
  drawTable(sheet, week, organization.name);
  drawFooters(sheet, generatedAt, organization.timeZone);
  const bytes = await document.save();
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
};

// 'Timesheet-E0001-2026-11-16.pdf': the employee code and the week's Monday, in characters every
// file system and Content-Disposition take as they are (lib/send-download.ts sends such a name plain).
export const timesheetPdfFileName = (week: Pick<TimesheetWeek, 'employee' | 'weekStart'>) => {
  const code = week.employee.employeeCode.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '');
  return `Timesheet-${code ? `${code}-` : ''}${week.weekStart}.pdf`;
};

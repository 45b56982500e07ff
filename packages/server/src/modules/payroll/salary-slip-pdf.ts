import type { SalarySlip } from '@pulse/shared/contracts/payroll';
import { type SlipAmountTable, salarySlipSections } from '@pulse/shared/domain/salary-slip-sections';
import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import { loadPdfLib } from '../../lib/lazy-modules';
import { drawPdfText, pdfRgb } from '../../lib/pdf-text';

// The downloadable salary slip (spec A §2 Payroll tab, §3 Salary slip). pdf-lib is pure JS, so the
// slip renders the same on every machine without a browser or native fonts.

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 48;
const INK = pdfRgb(0.13, 0.15, 0.2);
const MUTED = pdfRgb(0.42, 0.45, 0.5);
const RULE = pdfRgb(0.82, 0.84, 0.88);
const BAND = pdfRgb(0.94, 0.95, 0.97);

type Fonts = { regular: PDFFont; bold: PDFFont };

// Names and departments are people's data: lib/pdf-text.ts draws what the standard fonts cannot
// encode as '?' instead of failing, and shortens a long one with an ellipsis.
const write = (
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  font: PDFFont,
  size = 10,
  options: { align?: 'left' | 'right'; color?: RGB; maxWidth?: number } = {},
) => drawPdfText(page, text, x, y, { ...options, font, size, color: options.color ?? INK });

const rule = (page: PDFPage, y: number, from = MARGIN, to = PAGE.width - MARGIN) =>
  page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness: 0.75, color: RULE });

// Two columns of label/value pairs.
const detailGrid = (page: PDFPage, fonts: Fonts, top: number, pairs: { label: string; value: string }[]) => {
  const columnWidth = (PAGE.width - 2 * MARGIN) / 2;
  let y = top;
  pairs.forEach(({ label, value }, index) => {
    const x = MARGIN + (index % 2) * columnWidth;
    write(page, label, x, y, fonts.regular, 9, { color: MUTED });
    write(page, value, x + 110, y, fonts.bold, 10, { maxWidth: columnWidth - 118 });
    if (index % 2 === 1) y -= 18;
  });
  return pairs.length % 2 === 1 ? y - 18 : y;
};

// A table with a header band and amount column; returns the y below it.
const amountTable = (
  page: PDFPage,
  fonts: Fonts,
  x: number,
  top: number,
  width: number,
  table: SlipAmountTable,
) => {
  page.drawRectangle({ x, y: top - 6, width, height: 20, color: BAND });
  write(page, table.title, x + 8, top, fonts.bold, 10);
  write(page, table.amountHeading, x + width - 8, top, fonts.bold, 10, { align: 'right' });
  let y = top - 22;
  for (const { label, amount } of table.rows) {
    write(page, label, x + 8, y, fonts.regular, 10);
    write(page, amount, x + width - 8, y, fonts.regular, 10, { align: 'right' });
    y -= 17;
  }
  rule(page, y + 10, x, x + width);
  write(page, table.total.label, x + 8, y - 4, fonts.bold, 10);
  write(page, table.total.amount, x + width - 8, y - 4, fonts.bold, 10, { align: 'right' });
  return y - 24;
};

export const renderSalarySlipPdf = async (slip: SalarySlip): Promise<Uint8Array> => {
  const sections = salarySlipSections(slip);
  const { PDFDocument, StandardFonts } = await loadPdfLib();
  const document = await PDFDocument.create();
  document.setTitle(`${sections.subtitle} - ${slip.employeeName}`);
  document.setCreator('Pulse');
  document.setProducer('Pulse');
  // A fixed date keeps the file identical for identical data.
  document.setCreationDate(new Date(Date.UTC(slip.year, slip.month - 1, 1)));
  document.setModificationDate(new Date(Date.UTC(slip.year, slip.month - 1, 1)));
  const page = document.addPage([PAGE.width, PAGE.height]);
  const fonts = {
    regular: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
  };

  let y = PAGE.height - MARGIN - 10;
  write(page, sections.title, MARGIN, y, fonts.bold, 18, { maxWidth: PAGE.width - 2 * MARGIN - 110 });
  // The printed document names itself; the dialog on screen needs no such label.
  write(page, 'SALARY SLIP', PAGE.width - MARGIN, y, fonts.bold, 12, { align: 'right', color: MUTED });
  y -= 20;
  write(page, sections.subtitle, MARGIN, y, fonts.regular, 11, { color: MUTED });
  y -= 14;
  rule(page, y);
  y -= 22;

  y = detailGrid(page, fonts, y, sections.details);
  y -= 6;
  rule(page, y);
  y -= 24;

  // Earnings and deductions side by side, the employer's contributions below the earnings.
  const gap = 16;
  const half = (PAGE.width - 2 * MARGIN - gap) / 2;
  const leftEnd = amountTable(page, fonts, MARGIN, y, half, sections.earnings);
  const rightEnd = amountTable(page, fonts, MARGIN + half + gap, y, half, sections.deductions);
  y = Math.min(leftEnd, rightEnd) - 6;
  y = amountTable(page, fonts, MARGIN, y, half, sections.employerContributions);

  y -= 6;
  page.drawRectangle({ x: MARGIN, y: y - 10, width: PAGE.width - 2 * MARGIN, height: 32, color: BAND });
  write(page, sections.netPay.label, MARGIN + 12, y, fonts.bold, 13);
  write(page, sections.netPay.amount, PAGE.width - MARGIN - 12, y, fonts.bold, 13, { align: 'right' });

  write(
    page,
    'This is a computer-generated salary slip and needs no signature.',
    MARGIN,
    MARGIN,
    fonts.regular,
    8,
    { color: MUTED },
  );
  return document.save();
};

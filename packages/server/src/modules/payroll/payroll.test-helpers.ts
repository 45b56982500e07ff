import { inflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { SAME_ORIGIN } from '../../test-support/test-app';

// A multipart/form-data body with one file, as a browser sends it.
export const multipart = (bytes: Buffer, fileName: string, field = 'file') => {
  const boundary = '----pulse-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { ...SAME_ORIGIN, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

// A workbook with exactly the given cells (header row first), for sheets the writer would not make.
export const workbookOf = async (rows: ExcelJS.CellValue[][]): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) worksheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

// pdf-lib compresses page content and writes standard-font text as hex strings: inflate every
// stream and look for the text's hex form.
export const pdfContainsText = (pdf: Buffer, text: string): boolean => {
  const hex = Buffer.from(text, 'latin1').toString('hex').toUpperCase();
  const source = pdf.toString('latin1');
  const streams: string[] = [];
  const pattern = /stream\r?\n/g;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    const raw = pdf.subarray(start, end);
    try {
      streams.push(inflateSync(raw).toString('latin1'));
    } catch {
      streams.push(raw.toString('latin1'));
    }
  }
  const content = streams.join('\n');
  return content.toUpperCase().includes(hex) || content.includes(`(${text})`);
};

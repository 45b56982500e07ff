import { deflateRawSync } from 'node:zlib';
import { zipOf } from './zip-bomb';

// A real .xlsx (no shared strings, no styles: what a minimal writer makes) of `rows` rows whose cells
// are all the number 1, as many per row as fill about `mebibytes` MiB of sheet XML. Such a sheet is
// small and inside every limit, yet an in-memory workbook holds each cell as an object: hardening:
// memory.
const columnName = (index: number) => {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  return name;
};

const part = (name: string, text: string) => ({
  name,
  data: Buffer.from(text),
  isStored: true,
  claimedSize: Buffer.byteLength(text),
});

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export const minimalCellsSheet = (rows: number, mebibytes: number) => {
  const cellBytes = `<c r="ZZ${rows}"><v>1</v></c>`.length;
  const perRow = Math.max(1, Math.floor((mebibytes * 1024 * 1024) / rows / cellBytes));
  const columns = Array.from({ length: perRow }, (_, index) => columnName(index));
  const sheetRows = Array.from(
    { length: rows },
    (_, index) =>
      `<row r="${index + 1}">${columns.map((column) => `<c r="${column}${index + 1}"><v>1</v></c>`).join('')}</row>`,
  );
  const sheet = Buffer.from(
    `${XML}<worksheet xmlns="${MAIN}"><sheetData>${sheetRows.join('')}</sheetData></worksheet>`,
  );
  return zipOf([
    part(
      '[Content_Types].xml',
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    part(
      '_rels/.rels',
      `${XML}<Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" Type="${OFFICE}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    // The worksheet before the workbook, as some writers order it: a streaming reader must cope.
    { name: 'xl/worksheets/sheet1.xml', data: deflateRawSync(sheet), claimedSize: sheet.length },
    part(
      'xl/workbook.xml',
      `${XML}<workbook xmlns="${MAIN}" xmlns:r="${OFFICE}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      `${XML}<Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" Type="${OFFICE}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
  ]);
};

import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { deflatedZeros, zipOf } from '../test-support/zip-bomb';
import { inflateZipWithinLimit, ZipInflationError } from './zip-inflation-limit';

const MIB = 1024 * 1024;
const limits = { maxInflatedBytes: 50 * MIB, maxEntries: 500 };

const refusal = async (bytes: Buffer, limitsUsed = limits) => {
  const error = await inflateZipWithinLimit(bytes, limitsUsed).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ZipInflationError);
  return (error as ZipInflationError).reason;
};

const workbook = async () => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Salary Sheet');
  sheet.addRow(['EmployeeID', 'Employee Name', 'Basic']);
  sheet.addRow([2, 'Rahul Mehta', 20_000]);
  return Buffer.from(await book.xlsx.writeBuffer());
};

describe('inflating a zip within a limit (hardening: zip bombs)', () => {
  it('hands back a normal workbook with every entry stored, which ExcelJS reads unchanged', async () => {
    const stored = await inflateZipWithinLimit(await workbook(), limits);
    // Stored, not compressed: the sheet's XML is there as text.
    expect(stored.includes('<sheetData>')).toBe(true);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(stored as unknown as ExcelJS.Buffer);
    const row = book.worksheets[0]?.getRow(2).values;
    expect(row).toEqual([undefined, 2, 'Rahul Mehta', 20_000]);
  });

  it('refuses an entry that claims 1,000 bytes and inflates to 200 MiB', async () => {
    const bomb = zipOf([{ name: 'xl/worksheets/sheet1.xml', data: deflatedZeros(200), claimedSize: 1000 }]);
    expect(bomb.length).toBeLessThan(300 * 1024);
    expect(await refusal(bomb)).toBe('too-large');
  });

  it('counts the entries together: three of 20 MiB pass one by one and not as one archive', async () => {
    const entry = (name: string) => ({ name, data: deflatedZeros(20), claimedSize: 10 });
    expect(await refusal(zipOf([entry('a.xml'), entry('b.xml'), entry('c.xml')]))).toBe('too-large');
    const twoOfThem = await inflateZipWithinLimit(zipOf([entry('a.xml'), entry('b.xml')]), limits);
    expect(twoOfThem.length).toBeGreaterThan(40 * MIB);
  });

  it('counts stored entries too, whatever their headers claim', async () => {
    const stored = { name: 'big.bin', data: Buffer.alloc(2 * MIB), isStored: true, claimedSize: 1 };
    expect(await refusal(zipOf([stored]), { maxInflatedBytes: MIB, maxEntries: 500 })).toBe('too-large');
  });

  it('reads an entry whose header claims more than it holds', async () => {
    const text = Buffer.from('<worksheet/>');
    const stored = await inflateZipWithinLimit(
      zipOf([{ name: 'sheet.xml', data: deflateRawSync(text), claimedSize: 0xfffffff0 }]),
      limits,
    );
    expect(stored.includes(text)).toBe(true);
  });

  it.each([
    ['random bytes', Buffer.alloc(4096, 0x5a)],
    [
      'a cut-off archive',
      zipOf([{ name: 'a.xml', data: deflateRawSync('x'.repeat(1000)), claimedSize: 1000 }]).subarray(0, 40),
    ],
    [
      'a deflate stream cut short',
      zipOf([{ name: 'a.xml', data: deflatedZeros(2).subarray(0, 900), claimedSize: 10 }]),
    ],
  ])('refuses %s as unreadable', async (_name, bytes) => {
    expect(await refusal(bytes)).toBe('unreadable');
  });

  it('refuses more entries than the limit', async () => {
    const entries = Array.from({ length: 3 }, (_, index) => ({
      name: `${index}.xml`,
      data: Buffer.from('x'),
      isStored: true,
      claimedSize: 1,
    }));
    expect(await refusal(zipOf(entries), { maxInflatedBytes: MIB, maxEntries: 2 })).toBe('too-large');
  });
});

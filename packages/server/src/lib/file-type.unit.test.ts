import { describe, expect, it } from 'vitest';
import { buildZip, docBytes, docxBytes, exeBytes, imageBytes, pdfBytes } from '../test-support/file-fixtures';
import { contentDisposition, detectAttachmentType, detectFileType, sanitizeFileName } from './file-type';

const bytes = (...values: number[]) => Buffer.from(values);

describe('detectFileType', () => {
  it.each([
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'jpeg', 'image/jpeg'],
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'png', 'image/png'],
    ['GIF87a', Buffer.from('GIF87a....'), 'gif', 'image/gif'],
    ['GIF89a', Buffer.from('GIF89a....'), 'gif', 'image/gif'],
    ['WebP', Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '), 'webp', 'image/webp'],
    ['PDF', pdfBytes(), 'pdf', 'application/pdf'],
    ['DOC (OLE compound file)', docBytes(), 'doc', 'application/msword'],
    [
      'DOCX (zip with word/document.xml)',
      docxBytes(),
      'docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
  ])('%s', (_name, input, kind, contentType) => {
    expect(detectFileType(input)).toMatchObject({ kind, contentType });
  });

  it.each([
    ['a Windows executable (MZ)', exeBytes()],
    ['an empty file', Buffer.alloc(0)],
    ['plain text', Buffer.from('hello, world')],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['a zip that is not a Word document', buildZip(['xl/workbook.xml'])],
    ['a zip header with no directory', bytes(0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0)],
    ['a truncated JPEG signature', bytes(0xff, 0xd8)],
    ['RIFF that is not WebP (WAV)', Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVEfmt ')],
    ['PDF magic not at the start', Buffer.from(' %PDF-1.4')],
  ])('refuses %s', (_name, input) => {
    expect(detectFileType(input)).toBeNull();
  });

  it('recognises real images', async () => {
    expect(detectFileType(await imageBytes('jpeg'))?.kind).toBe('jpeg');
    expect(detectFileType(await imageBytes('png'))?.kind).toBe('png');
    expect(detectFileType(await imageBytes('webp'))?.kind).toBe('webp');
  });
});

describe('detectAttachmentType', () => {
  const text = (value: string) => Buffer.from(value, 'utf8');
  const xlsx = () => buildZip(['[Content_Types].xml', 'xl/workbook.xml']);
  const pptx = () => buildZip(['[Content_Types].xml', 'ppt/presentation.xml']);

  it.each([
    ['report.pdf', pdfBytes(), 'application/pdf', 'pdf'],
    ['letter.doc', docBytes(), 'application/msword', 'doc'],
    // Old Office files: one container, told apart by the name.
    ['sheet.xls', docBytes(), 'application/vnd.ms-excel', 'xls'],
    ['deck.PPT', docBytes(), 'application/vnd.ms-powerpoint', 'ppt'],
    ['deck.pdf', docBytes(), 'application/msword', 'doc'],
    [
      'letter.docx',
      docxBytes(),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'docx',
    ],
    ['sheet.xlsx', xlsx(), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
    [
      'deck.pptx',
      pptx(),
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'pptx',
    ],
    // The bytes decide between documents: a workbook named .docx is a workbook.
    ['named.docx', xlsx(), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
    ['list.csv', text('name,city\nAsha,Pune\n'), 'text/csv', 'csv'],
    ['LIST.CSV', text('a;b\n'), 'text/csv', 'csv'],
    ['notes.txt', text('Bring your own mug.\tThanks\f\r\n'), 'text/plain', 'txt'],
    ['notes', text('Müller – café'), 'text/plain', 'txt'],
    ['report.pdf', text('not a PDF at all'), 'text/plain', 'txt'],
  ])('%s → %s', (fileName, bytes, contentType, extension) => {
    expect(detectAttachmentType(fileName, bytes)).toMatchObject({ contentType, extension });
  });

  it('takes images by their bytes', async () => {
    expect(detectAttachmentType('photo.txt', await imageBytes('png'))).toMatchObject({
      contentType: 'image/png',
      extension: 'png',
    });
  });

  it.each([
    ['an empty file', 'empty.txt', Buffer.alloc(0)],
    ['a Windows executable', 'report.pdf', exeBytes()],
    ['a zip that is no Office file', 'archive.xlsx', buildZip(['readme.md'])],
    ['bytes that are not UTF-8', 'notes.txt', Buffer.from([0x68, 0xc3, 0x28])],
    ['text with a NUL', 'notes.txt', text('a\u0000b')],
    ['text with an escape', 'list.csv', text('a\u001b[31mb')],
  ])('refuses %s', (_name, fileName, bytes) => {
    expect(detectAttachmentType(fileName, bytes)).toBeNull();
  });
});

describe('sanitizeFileName', () => {
  it.each([
    ['report.pdf', 'report.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\me\\cv.docx', 'cv.docx'],
    ['.htaccess', 'htaccess'],
    ['in\u0000voice\u202e.pdf', 'invoice.pdf'],
    ['quote"d<name>.pdf', 'quotedname.pdf'],
    ['', 'file'],
    ['   ', 'file'],
    ['Lebenslauf – Müller.pdf', 'Lebenslauf – Müller.pdf'],
    ['a whole emoji 🙂.pdf', 'a whole emoji 🙂.pdf'],
    ['a high surrogate alone \ud800.pdf', 'a high surrogate alone .pdf'],
    ['\udc00a low one at the start.pdf', 'a low one at the start.pdf'],
    ['a reversed pair \ude42\ud83d.pdf', 'a reversed pair .pdf'],
  ])('%j → %j', (input, expected) => {
    expect(sanitizeFileName(input)).toBe(expected);
  });

  it('cuts long names to 200 characters and keeps the extension', () => {
    const name = sanitizeFileName(`${'a'.repeat(300)}.pdf`);
    expect(name).toHaveLength(200);
    expect(name.endsWith('.pdf')).toBe(true);
  });

  it('never cuts an emoji in two (a half would break the download’s Content-Disposition)', () => {
    const name = sanitizeFileName(`a${'🙂'.repeat(150)}.pdf`);
    expect(name).toBe(`a${'🙂'.repeat(97)}.pdf`);
    expect(() => contentDisposition(name)).not.toThrow();
  });
});

describe('contentDisposition', () => {
  it.each([
    ['report.pdf', `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`],
    ['Müller (1).pdf', `attachment; filename="M_ller (1).pdf"; filename*=UTF-8''M%C3%BCller%20%281%29.pdf`],
    ["it's.pdf", `attachment; filename="it's.pdf"; filename*=UTF-8''it%27s.pdf`],
  ])('%j', (name, expected) => {
    expect(contentDisposition(name)).toBe(expected);
  });
});

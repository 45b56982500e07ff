import { describe, expect, it, vi } from 'vitest';
import { imageBytes } from '../test-support/file-fixtures';
import { textDocxBytes, textPdfBytes } from '../test-support/text-documents';
import { deflatedZeros, zipOf } from '../test-support/zip-bomb';
import { extractDocumentText } from './document-text';

describe('extractDocumentText', () => {
  it('reads the words of every page of a PDF', async () => {
    const bytes = await textPdfBytes([
      ['Leave Policy', 'Employees earn 1.5 days of paid leave a month.'],
      ['Carry forward', 'Up to 10 unused days move to the next year.'],
    ]);
    const text = await extractDocumentText(bytes, 'pdf');
    expect(text).toContain('Employees earn 1.5 days of paid leave a month.');
    expect(text).toContain('Up to 10 unused days move to the next year.');
    // The caller still stores these bytes: reading them must not consume them.
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('reads the headings and paragraphs of a DOCX', async () => {
    const bytes = await textDocxBytes('Remote Work Policy', [
      'Employees may work remotely up to 2 days a week.',
      'Ask your manager a week ahead.',
    ]);
    const text = await extractDocumentText(bytes, 'docx');
    expect(text).toBe(
      'Remote Work Policy\n\nEmployees may work remotely up to 2 days a week.\n\nAsk your manager a week ahead.',
    );
  });

  it('gives up on a DOCX that is a zip bomb without inflating it (null, like any unreadable file)', async () => {
    const bomb = zipOf([{ name: 'word/document.xml', data: deflatedZeros(200), claimedSize: 1000 }]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const before = process.memoryUsage().rss;
      expect(await extractDocumentText(bomb, 'docx')).toBeNull();
      expect(process.memoryUsage().rss - before).toBeLessThan(50 * 1024 * 1024);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('Could not read the text of a DOCX'));
    } finally {
      warn.mockRestore();
    }
  });

  it('gives no text for an image', async () => {
    expect(await extractDocumentText(await imageBytes('png'), 'png')).toBeNull();
  });

  it.each([
    ['a PDF', 'pdf', Buffer.from('%PDF-1.4\nnot really a PDF')],
    ['a DOCX', 'docx', Buffer.from('PK\u0003\u0004 not really a zip')],
  ] as const)('gives null and a warning, never an error, for %s it cannot read', async (_, kind, bytes) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(await extractDocumentText(bytes, kind)).toBeNull();
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining(`Could not read the text of a ${kind.toUpperCase()}`),
      );
    } finally {
      warn.mockRestore();
    }
  });
});

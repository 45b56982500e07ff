import type { PDFFont } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPdfLib } from './lazy-modules';
import { fitPdfText, pdfSafeText, wrapPdfText } from './pdf-text';

let helvetica: PDFFont;
beforeAll(async () => {
  const { PDFDocument, StandardFonts } = await loadPdfLib();
  helvetica = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
});

describe('pdfSafeText', () => {
  it.each([
    ['WinAnsi letters and punctuation stay', 'Zoë O’Brien – 5 €', 'Zoë O’Brien – 5 €'],
    ['a letter outside it keeps its base', 'Dvořák Şahin Nguyễn', 'Dvorák Sahin Nguyen'],
    ['a letter without a base becomes ?', 'Łukasz', '?ukasz'],
    ['one ? per character, emoji included', '项目 🙂', '?? ?'],
    ['tabs and line breaks become spaces', 'a\tb\nc', 'a b c'],
  ])('%s', (_, text, expected) => {
    expect(pdfSafeText(text, helvetica)).toBe(expected);
    // What it gives, the font draws: measuring throws on anything WinAnsi cannot encode.
    expect(() => helvetica.widthOfTextAtSize(expected, 10)).not.toThrow();
  });
});

describe('fitting and wrapping', () => {
  it('shortens a line with an ellipsis until it fits', () => {
    const fitted = fitPdfText('A project with a very long name indeed', helvetica, 10, 80);
    expect(fitted).toMatch(/^A project.*…$/);
    expect(helvetica.widthOfTextAtSize(fitted, 10)).toBeLessThanOrEqual(80);
  });

  it('breaks at spaces, keeps the writer’s line breaks and cuts a word too long for a line', () => {
    const lines = wrapPdfText(`one two three four\nŁ ${'x'.repeat(40)}`, helvetica, 10, 60);
    expect(lines.slice(0, 3)).toEqual(['one two', 'three four', '?']);
    expect(lines.slice(3).join('')).toBe('x'.repeat(40));
    for (const line of lines) expect(helvetica.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(60);
  });
});

import type { PDFFont, PDFPage, RGB } from 'pdf-lib';

// Text on the PDFs Pulse draws with pdf-lib's standard fonts (the salary slip, the timesheet). Those
// fonts encode WinAnsi only: any other character makes pdf-lib throw, and a name is people's data, so
// it is never allowed to stop a document from being made.

// What pdf-lib's rgb() returns, written out so that pdf-lib loads when a document is drawn, not when
// the server starts (hardening: memory; lib/lazy-modules.ts).
export const pdfRgb = (red: number, green: number, blue: number) =>
  ({ type: 'RGB', red, green, blue }) as RGB;

const characterSets = new WeakMap<PDFFont, Set<number>>();
const characterSetOf = (font: PDFFont) => {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  return set;
};

const COMBINING_MARKS = /\p{M}/gu;

// One line as the font can draw it: every character of its encoding is kept (é, ß, ’, €, Š…); a
// letter outside it keeps its unaccented base when it has one (Dvořák → Dvorak); anything else becomes
// '?' (one per character, emoji included). Tabs and line breaks become spaces: lines are the caller's.
export const pdfSafeText = (text: string, font: PDFFont): string => {
  const drawable = characterSetOf(font);
  let safe = '';
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (drawable.has(codePoint)) {
      safe += character;
    } else if (/\s/.test(character)) {
      safe += ' ';
    } else {
      const base = character.normalize('NFD').replace(COMBINING_MARKS, '');
      const isDrawable = base !== '' && [...base].every((part) => drawable.has(part.codePointAt(0) ?? 0));
      safe += isDrawable ? base : '?';
    }
  }
  return safe;
};

// A safe line shortened with an ellipsis until it fits, rather than running into the next column.
export const fitPdfText = (safe: string, font: PDFFont, size: number, maxWidth: number): string => {
  let fitted = safe;
  while (fitted.length > 1 && font.widthOfTextAtSize(fitted, size) > maxWidth) {
    fitted = `${fitted.slice(0, -2)}…`;
  }
  return fitted;
};

// Text of any length (a reason, a note) as safe lines no wider than maxWidth: broken at spaces, the
// writer's own line breaks kept, a word too long for one line cut where it overflows.
export const wrapPdfText = (text: string, font: PDFFont, size: number, maxWidth: number): string[] => {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= maxWidth;
  const lines: string[] = [];
  for (const paragraph of text.split(/\r\n|\r|\n/)) {
    let line = '';
    for (const word of pdfSafeText(paragraph, font).split(' ').filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (!fits(line)) {
        let cut = line.length - 1;
        while (cut > 1 && !fits(line.slice(0, cut))) cut -= 1;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
};

export type PdfTextStyle = {
  font: PDFFont;
  size: number;
  color: RGB;
  align?: 'left' | 'right';
  maxWidth?: number;
};

// One line at (x, y), x being its right edge when right-aligned.
export const drawPdfText = (page: PDFPage, text: string, x: number, y: number, style: PdfTextStyle) => {
  const safe = pdfSafeText(text, style.font);
  const line = style.maxWidth === undefined ? safe : fitPdfText(safe, style.font, style.size, style.maxWidth);
  const width = style.font.widthOfTextAtSize(line, style.size);
  page.drawText(line, {
    x: style.align === 'right' ? x - width : x,
    y,
    size: style.size,
    font: style.font,
    color: style.color,
  });
};

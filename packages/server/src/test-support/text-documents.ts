import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';

// Real documents with words in them, built in code (no binary fixtures): a PDF with one page per
// list of lines, as a word processor would export it, and a DOCX with a heading and paragraphs.

export const textPdfBytes = async (pages: string[][]) => {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage();
    lines.forEach((line, index) => {
      page.drawText(line, { x: 50, y: 750 - index * 20, size: 12, font });
    });
  }
  return Buffer.from(await pdf.save());
};

export const textDocxBytes = (heading: string, paragraphs: string[]) =>
  Packer.toBuffer(
    new Document({
      sections: [
        {
          children: [
            new Paragraph({ text: heading, heading: HeadingLevel.HEADING_1 }),
            ...paragraphs.map((text) => new Paragraph(text)),
          ],
        },
      ],
    }),
  );

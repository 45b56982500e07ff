import type { DetectedFileKind } from './file-type';
import { loadMammoth, loadUnpdf } from './lazy-modules';
import { inflateZipWithinLimit } from './zip-inflation-limit';

// A DOCX is a zip too (hardening: zip bombs): a policy's text never needs more than this inflated.
const DOCX_INFLATION_LIMITS = { maxInflatedBytes: 50 * 1024 * 1024, maxEntries: 2000 };

// The plain text of an uploaded document, kept so it can be searched (the HR assistant answers from
// company policies). PDF through unpdf (PDF.js), DOCX through mammoth; images and other
// kinds have no text to read here (no OCR), so null.
const extractors: Partial<Record<DetectedFileKind, (bytes: Buffer) => Promise<string>>> = {
  pdf: async (bytes) => {
    const { extractText, getDocumentProxy } = await loadUnpdf();
    // A copy: PDF.js may detach the buffer it is given, and the caller still stores these bytes.
    // Errors only: PDF.js would print its repair notes for every damaged file; the failure is ours to log.
    const document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    try {
      return (await extractText(document, { mergePages: true })).text;
    } finally {
      await document.loadingTask.destroy();
    }
  },
  docx: async (bytes) => {
    const mammoth = await loadMammoth();
    const buffer = await inflateZipWithinLimit(bytes, DOCX_INFLATION_LIMITS);
    return (await mammoth.extractRawText({ buffer })).value;
  },
};

// Runs of spaces and blank lines left by the layout say nothing; a document without words gives null.
// PostgreSQL's text refuses NUL characters, which some PDFs' fonts map to.
const tidy = (text: string) =>
  text
    .replaceAll('\u0000', '')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

// Never throws: a document whose text cannot be read is still a document people can open, so a
// failure is logged and gives null instead of refusing the upload.
export const extractDocumentText = async (bytes: Buffer, kind: DetectedFileKind): Promise<string | null> => {
  const extract = extractors[kind];
  if (!extract) return null;
  try {
    return tidy(await extract(bytes)) || null;
  } catch (error) {
    console.warn(`Could not read the text of a ${kind.toUpperCase()} file: ${(error as Error).message}`);
    return null;
  }
};

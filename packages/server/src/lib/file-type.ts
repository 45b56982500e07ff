import { withoutLoneSurrogates } from './unsafe-input';

// Content checks by magic bytes (ARCHITECTURE invariant 7): what a file is comes from its first bytes
// (and, for .docx, the zip's directory), never from the declared content type or the file name.

export const DETECTED_FILE_KINDS = ['jpeg', 'png', 'gif', 'webp', 'pdf', 'doc', 'docx'] as const;
export type DetectedFileKind = (typeof DETECTED_FILE_KINDS)[number];

export type DetectedFileType = { kind: DetectedFileKind; contentType: string; extension: string };

const TYPES: Record<DetectedFileKind, DetectedFileType> = {
  jpeg: { kind: 'jpeg', contentType: 'image/jpeg', extension: 'jpg' },
  png: { kind: 'png', contentType: 'image/png', extension: 'png' },
  gif: { kind: 'gif', contentType: 'image/gif', extension: 'gif' },
  webp: { kind: 'webp', contentType: 'image/webp', extension: 'webp' },
  pdf: { kind: 'pdf', contentType: 'application/pdf', extension: 'pdf' },
  doc: { kind: 'doc', contentType: 'application/msword', extension: 'doc' },
  docx: {
    kind: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
  },
};

// What a stored document or policy file can be served as (its type was checked by content on upload).
export const DOCUMENT_MEDIA_TYPES = Object.values(TYPES).map((type) => type.contentType);

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const PDF = ascii('%PDF-');
// OLE compound file: the container of .doc (and of old .xls/.ppt, which share it).
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const MAX_ZIP_COMMENT = 0xffff;

// True when the zip's central directory names the entry (word/document.xml: a Word document, not any
// zip; news attachments ask for Excel's and PowerPoint's too, below).
// Reads the directory only (no decompression); a malformed directory is simply "not a docx".
export const zipHasEntry = (bytes: Buffer, wanted: string) => {
  const searchFrom = Math.max(0, bytes.length - 22 - MAX_ZIP_COMMENT);
  let end = -1;
  for (let offset = bytes.length - 22; offset >= searchFrom; offset -= 1) {
    if (bytes.readUInt32LE(offset) === END_OF_CENTRAL_DIRECTORY) {
      end = offset;
      break;
    }
  }
  if (end < 0) return false;
  const entries = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (directoryOffset + directorySize > end) return false;
  let offset = directoryOffset;
  for (let entry = 0; entry < entries; entry += 1) {
    if (offset + 46 > end || bytes.readUInt32LE(offset) !== CENTRAL_DIRECTORY_ENTRY) return false;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const nameEnd = offset + 46 + nameLength;
    if (nameEnd > end) return false;
    if (bytes.toString('utf8', offset + 46, nameEnd) === wanted) return true;
    offset = nameEnd + extraLength + commentLength;
  }
  return false;
};

export const detectFileType = (bytes: Buffer): DetectedFileType | null => {
  if (startsWith(bytes, JPEG)) return TYPES.jpeg;
  if (startsWith(bytes, PNG)) return TYPES.png;
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return TYPES.gif;
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return TYPES.webp;
  if (startsWith(bytes, PDF)) return TYPES.pdf;
  if (startsWith(bytes, OLE)) return TYPES.doc;
  if (startsWith(bytes, ZIP_LOCAL_HEADER) && zipHasEntry(bytes, 'word/document.xml')) return TYPES.docx;
  return null;
};

// ---- News attachments (spec B §5) ----------------------------------------------------------------

export type AttachmentType = { contentType: string; extension: string };

const OFFICE_ZIPS: [entry: string, type: AttachmentType][] = [
  [
    'xl/workbook.xml',
    { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
  ],
  [
    'ppt/presentation.xml',
    {
      contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      extension: 'pptx',
    },
  ],
];
// Old Office files share one container (OLE); its name tells a sheet or a deck from a document.
const OLE_BY_EXTENSION: Record<string, AttachmentType> = {
  xls: { contentType: 'application/vnd.ms-excel', extension: 'xls' },
  ppt: { contentType: 'application/vnd.ms-powerpoint', extension: 'ppt' },
};

// Text has no magic bytes: valid UTF-8 without control characters other than tab, line and page breaks.
const isPlainText = (bytes: Buffer) => {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
  } catch {
    return false;
  }
};

const extensionOf = (fileName: string) => /\.([A-Za-z0-9]{1,5})$/.exec(fileName)?.[1]?.toLowerCase() ?? '';

// What a news attachment is, by its bytes: images, PDF, Word, Excel and PowerPoint files (current
// and old), plain text and CSV. The name only tells apart kinds whose bytes look alike (old Office
// files; CSV and text).
export const detectAttachmentType = (fileName: string, bytes: Buffer): AttachmentType | null => {
  if (bytes.length === 0) return null;
  const detected = detectFileType(bytes);
  const extension = extensionOf(fileName);
  if (detected?.kind === 'doc') return OLE_BY_EXTENSION[extension] ?? detected;
  if (detected) return detected;
  if (startsWith(bytes, ZIP_LOCAL_HEADER)) {
    return OFFICE_ZIPS.find(([entry]) => zipHasEntry(bytes, entry))?.[1] ?? null;
  }
  if (isPlainText(bytes)) {
    return extension === 'csv'
      ? { contentType: 'text/csv', extension: 'csv' }
      : { contentType: 'text/plain', extension: 'txt' };
  }
  return null;
};

// ---- Names ---------------------------------------------------------------------------------------

const MAX_DISPLAY_NAME = 200;

// The name a user gave a file, kept only for display and Content-Disposition: no directories, no
// control or bidi-override characters, no half characters, at most 200 characters (the extension kept
// when cut).
export const sanitizeFileName = (name: string, fallback = 'file') => {
  const base = name.split(/[/\\]/).pop() ?? '';
  const cleaned = withoutLoneSurrogates(base)
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069"<>:|?*]/g, '')
    .trim()
    .replace(/^\.+/, '');
  if (cleaned === '') return fallback;
  if (cleaned.length <= MAX_DISPLAY_NAME) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  // The cut counts UTF-16 units and may split an emoji: its first half goes too.
  return withoutLoneSurrogates(cleaned.slice(0, MAX_DISPLAY_NAME - extension.length)) + extension;
};

// RFC 6266/5987: an ASCII fallback plus the UTF-8 name, so every browser saves the original name.
export const contentDisposition = (fileName: string, disposition: 'attachment' | 'inline' = 'attachment') => {
  const asciiName = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${asciiName}"; filename*=UTF-8''${encoded}`;
};

import type { FocusedWindow } from './desktop-backend';

// The tracker contract's limits for a focus interval's texts.
const MAX_APP = 200;
const MAX_TITLE = 1000;
const MAX_URL = 2000;

const BROWSER =
  /firefox|librewolf|waterfox|chrom|brave|edge|opera|vivaldi|safari|epiphany|falkon|midori|qutebrowser/i;
// "Page — Mozilla Firefox", "Page - Google Chrome", "Page – Brave": the browser's own suffix.
const BROWSER_SUFFIX =
  /\s+[-–—]\s+(?:mozilla firefox|firefox|librewolf|waterfox|google chrome|chromium|brave|microsoft\s?edge|opera|vivaldi|safari|web)(?:\s+\S+)?$/i;
const EXPLICIT_URL = /\bhttps?:\/\/[^\s"'<>]+/i;
// A host (with an optional port and path) and nothing else: what browsers show for a page without a
// <title>, e.g. "github.com/pulse/issues".
const BARE_HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+([a-z]{2,24})(?::\d{1,5})?(?:\/\S*)?$/i;
// "report.pdf" is a file, not a site.
const FILE_EXTENSIONS = new Set([
  'pdf',
  'txt',
  'html',
  'htm',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'svg',
  'json',
  'xml',
  'md',
  'ts',
  'js',
  'csv',
  'docx',
  'xlsx',
  'pptx',
  'zip',
  'log',
]);

const trimUrl = (url: string) => url.replace(/[).,;:!?\]]+$/, '');

// spec B §9 window usage shows sites: the URL of the page where the title carries one, as an explicit
// http(s) URL anywhere in a title, or (in a browser) a title that is a bare host and path.
export const urlFromTitle = (app: string, title: string): string | null => {
  const explicit = EXPLICIT_URL.exec(title)?.[0];
  if (explicit) return trimUrl(explicit).slice(0, MAX_URL);
  if (!BROWSER.test(app) && !BROWSER_SUFFIX.test(title)) return null;
  const page = title.replace(BROWSER_SUFFIX, '').trim();
  const host = BARE_HOST.exec(page);
  if (!host || FILE_EXTENSIONS.has((host[1] ?? '').toLowerCase())) return null;
  return `https://${trimUrl(page)}`.slice(0, MAX_URL);
};

// Hardening (a batch that blocks the queue): the server refuses control characters and half
// characters (a surrogate without its pair) in any text, and a refused batch is set aside with all its
// time. A title that carries one (an application ending it with a NUL, a terminal's escape sequence,
// a title cut inside an emoji) loses it here. Tab, line feed and carriage return are text the server
// takes.
const REFUSED_CHARACTERS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is its purpose.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
export const withoutRefusedCharacters = (text: string) => text.replace(REFUSED_CHARACTERS, '');

const GRAPHEMES = new Intl.Segmenter('en', { granularity: 'grapheme' });

// A text cut to one of the contract's limits, which count UTF-16 units, at a character boundary as a
// reader sees it: an emoji across the limit goes whole rather than leaving its first half (or the
// first person of a family, or a flag's first letter) behind.
export const cutTo = (text: string, maxLength: number) => {
  const clean = withoutRefusedCharacters(text);
  if (clean.length <= maxLength) return clean;
  let end = 0;
  for (const { index, segment } of GRAPHEMES.segment(clean)) {
    if (index + segment.length > maxLength) break;
    end = index + segment.length;
  }
  return clean.slice(0, end);
};

// The window's texts as the contract takes them: an application name is required, so a window that
// names none is recorded under "Unknown".
export const normalizeWindow = (window: FocusedWindow): Required<FocusedWindow> => {
  const app = cutTo(withoutRefusedCharacters(window.app).trim(), MAX_APP) || 'Unknown';
  const title = cutTo(withoutRefusedCharacters(window.title).trim(), MAX_TITLE);
  const url = window.url ? cutTo(window.url, MAX_URL) : urlFromTitle(app, title);
  return { app, title, url };
};

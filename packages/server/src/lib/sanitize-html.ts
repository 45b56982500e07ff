import sanitizeHtml from 'sanitize-html';

// Rich text that users write (news descriptions) is stored sanitised, so what every reader gets is
// safe to render as it is (ARCHITECTURE stack notes: sanitize-html, since DOMPurify over linkedom or
// jsdom let payloads through). An allow-list: anything not named here is dropped, never escaped into
// view. No style, class or event attributes; links to http(s) and mail only; images over http(s) only,
// or from the paths the caller serves itself.

const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'code',
  'pre',
  'hr',
];

// Elements whose content is not text a reader should see: dropped with everything inside them.
const NON_TEXT_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'xmp',
  'noscript',
  'template',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'title',
  'head',
  'select',
];

const LINK_URL = /^(https?:\/\/|mailto:)/i;
const IMAGE_URL = /^https?:\/\//i;

export type SanitizeOptions = {
  // Same-origin image paths the caller serves (uploaded inline images); anything else must be http(s).
  isOwnImagePath?: (src: string) => boolean;
};

export const sanitizeRichHtml = (html: string, options: SanitizeOptions = {}): string =>
  sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'title'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    // `//evil.example/x` would take the page's scheme and leave the allow-list's reach.
    allowProtocolRelative: false,
    nonTextTags: NON_TEXT_TAGS,
    disallowedTagsMode: 'discard',
    transformTags: {
      // A link opens in a new tab without handing the opener (or the referrer) to the other site.
      // Relative and scheme-less hrefs are dropped too: the scheme check alone lets them through.
      a: (tagName, attribs) => {
        const href = attribs.href?.trim();
        return {
          tagName,
          attribs: {
            ...(href && LINK_URL.test(href) ? { href } : {}),
            ...(attribs.title ? { title: attribs.title } : {}),
            rel: 'noopener noreferrer',
            target: '_blank',
          },
        };
      },
      img: (tagName, attribs) => {
        const src = attribs.src?.trim() ?? '';
        const isAllowed = IMAGE_URL.test(src) || options.isOwnImagePath?.(src) === true;
        return {
          tagName,
          attribs: {
            ...(isAllowed ? { src } : {}),
            ...(attribs.alt ? { alt: attribs.alt } : {}),
            ...(attribs.title ? { title: attribs.title } : {}),
          },
        };
      },
    },
    // An image whose source did not pass shows nothing: drop the element. A link that lost its href
    // keeps its text.
    exclusiveFilter: (frame) => {
      if (frame.tag === 'img') return !frame.attribs.src;
      if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
      return false;
    },
  });

// Where a block ends in the (already sanitised) markup, the words on either side must not run together.
const BLOCK_BOUNDARY = /<\/?(?:h[1-4]|p|br|blockquote|ul|ol|li|pre|hr)\b[^>]*>/gi;

// sanitize-html escapes exactly these in text; everything else comes out decoded.
const unescapeText = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

// Line breaks in the markup's source are spaces, as a browser shows them; only blocks end lines.
const textOf = (safeHtml: string, boundary: string) =>
  unescapeText(
    sanitizeHtml(safeHtml.replace(/\s+/g, ' ').replace(BLOCK_BOUNDARY, boundary), {
      allowedTags: [],
      allowedAttributes: {},
      nonTextTags: NON_TEXT_TAGS,
    }),
  );

// The text with a line per block, for a plain-text mail.
export const htmlToTextLines = (safeHtml: string): string[] =>
  textOf(safeHtml, '\n')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');

// A block that ends a sentence (or introduces what follows) needs no other mark before the next one.
const ENDS_SENTENCE = /[.!?:;…]$/;
const BLOCK_SEPARATOR = ' · ';

// The words of sanitised markup on one line: markup stripped, entities decoded, whitespace collapsed
// (what tiles and lists read; spec A §2 "description with markup stripped"). Blocks stay apart: a
// heading or list item without its own full stop is followed by a separator, so "…Engineering" and
// "Gaurav Mishra…" do not read as one sentence.
export const htmlToPlainText = (safeHtml: string): string =>
  htmlToTextLines(safeHtml).reduce(
    (text, line) =>
      text === '' ? line : `${text}${ENDS_SENTENCE.test(text) ? ' ' : BLOCK_SEPARATOR}${line}`,
    '',
  );

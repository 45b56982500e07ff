import { newsTexts } from '@pulse/shared/spec-texts';
import { htmlToPlainText, htmlToTextLines, sanitizeRichHtml } from '../../lib/sanitize-html';
import { invalidNewsField } from './news-errors';

// The one same-origin image source a description keeps: the URL news.routes.ts answers for an image
// uploaded for descriptions.
const NEWS_IMAGE_PATH =
  /^\/api\/v1\/news\/images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// The stored description: sanitised (what every reader gets) and its plain text (tiles, lists, mail).
export const prepareDescription = (html: string) => {
  const descriptionHtml = sanitizeRichHtml(html, { isOwnImagePath: (src) => NEWS_IMAGE_PATH.test(src) });
  return { descriptionHtml, descriptionText: htmlToPlainText(descriptionHtml) };
};

// spec B §5: the description is required; one of markup alone (or of nothing once sanitised) has no
// text to show.
export const prepareRequiredDescription = (html: string) => {
  const description = prepareDescription(html);
  if (description.descriptionText === '') {
    throw invalidNewsField('descriptionHtml', newsTexts.descriptionRequired);
  }
  return description;
};

// spec A §2: tiles show the description stripped and clamped; the list carries enough for that.
const EXCERPT_CHARS = 300;
export const excerptOf = (text: string) => {
  if (text.length <= EXCERPT_CHARS) return text;
  const cut = text.slice(0, EXCERPT_CHARS);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > EXCERPT_CHARS * 0.7 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
};

// The mail quotes the description's first lines (at most 5, about 600 characters).
const MAIL_LINES = 5;
const MAIL_CHARS = 600;
export const openingLinesOf = (safeHtml: string) => {
  const lines: string[] = [];
  let length = 0;
  for (const line of htmlToTextLines(safeHtml).slice(0, MAIL_LINES)) {
    if (length + line.length > MAIL_CHARS) {
      lines.push(`${line.slice(0, Math.max(0, MAIL_CHARS - length)).trimEnd()}…`);
      break;
    }
    lines.push(line);
    length += line.length;
  }
  return lines;
};

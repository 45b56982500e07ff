// A policy document's text cut into passages at its headings, so the HR assistant quotes the section
// that answers a question rather than the whole document. The text is what document-text.ts
// extracts: from a PDF one line per printed line (a paragraph wraps over several, and page footers
// sit among them), from a DOCX one line per paragraph with blank lines between paragraphs.

export type PolicyPassage = { heading: string; text: string };

// Long enough to hold a section of a typical policy whole, short enough to quote from.
export const MAX_PASSAGE_LENGTH = 1200;

const MAX_HEADING_LENGTH = 80;
const MAX_HEADING_WORDS = 12;
// Shares of the longest line: a printed line that ends a paragraph stops short of the margin, a
// wrapped one reaches it, and a heading is shorter than most lines of text.
const PARAGRAPH_END_WIDTH = 0.85;
const HEADING_WIDTH = 0.7;

// "2.", "2.1", "A.", "IV." before a heading's words.
const NUMBERED = /^(\d+(\.\d+)*\.?|[A-Z]\.|[IVXLC]+\.)\s+\S/;
const ENDS_SENTENCE = /[.!?:;]["”’)]?$/;
const ENDS_CLAUSE = /[.,;:!]$/;

// Running footers and page numbers: "Demo Corporation - Leave Policy - page 1 of 2", "Page 3", "3 / 10".
const isPageFurniture = (line: string) =>
  (line.length <= 120 && /\bpage \d+ ?(of|\/) ?\d+$/i.test(line)) ||
  /^page \d+$/i.test(line) ||
  /^[-–]? ?\d{1,4} ?((of|\/) ?\d{1,4})? ?[-–]?$/i.test(line);

// A short line without a clause's closing punctuation whose first letter is a capital, after a line
// that ended a sentence (or none): a numbered line must read "2. Paid leave".
const isHeading = (line: string, followsSentenceEnd: boolean, wrapWidth: number) => {
  if (!followsSentenceEnd || ENDS_CLAUSE.test(line)) return false;
  if (line.length > Math.min(MAX_HEADING_LENGTH, wrapWidth * HEADING_WIDTH)) return false;
  if (line.split(' ').length > MAX_HEADING_WORDS) return false;
  const firstLetter = line.match(/\p{L}/u)?.[0];
  if (!firstLetter || firstLetter !== firstLetter.toUpperCase()) return false;
  return /^\p{L}/u.test(line) || NUMBERED.test(line);
};

type Section = { heading: string; paragraphs: string[] };

const sectionsOf = (text: string): Section[] => {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => !isPageFurniture(line));
  const wrapWidth = Math.max(0, ...lines.map((line) => line.length));
  const sections: Section[] = [{ heading: '', paragraphs: [] }];
  let paragraph: string[] = [];
  let followsSentenceEnd = true;
  const endParagraph = () => {
    if (paragraph.length > 0) sections.at(-1)?.paragraphs.push(paragraph.join(' '));
    paragraph = [];
  };
  for (const line of lines) {
    if (line === '') {
      endParagraph();
      followsSentenceEnd = true;
    } else if (isHeading(line, followsSentenceEnd, wrapWidth)) {
      endParagraph();
      sections.push({ heading: line, paragraphs: [] });
      followsSentenceEnd = true;
    } else {
      paragraph.push(line);
      followsSentenceEnd = ENDS_SENTENCE.test(line);
      if (followsSentenceEnd && line.length < wrapWidth * PARAGRAPH_END_WIDTH) endParagraph();
    }
  }
  endParagraph();
  return sections;
};

const sentencesOf = (paragraph: string) => paragraph.split(/(?<=[.!?]["”’)]?)\s+(?=["“(]?[\p{Lu}\d])/u);

// Paragraphs packed into passages of at most MAX_PASSAGE_LENGTH; a paragraph longer than that (or a
// whole text whose paragraphs could not be told apart) is cut between its sentences instead.
const packed = (paragraphs: string[]) => {
  const pieces = paragraphs.flatMap((paragraph) =>
    paragraph.length <= MAX_PASSAGE_LENGTH
      ? [{ text: paragraph, separator: '\n\n' }]
      : sentencePieces(paragraph),
  );
  const passages: string[] = [];
  let current = '';
  for (const piece of pieces) {
    const joined = current === '' ? piece.text : `${current}${piece.separator}${piece.text}`;
    if (current !== '' && joined.length > MAX_PASSAGE_LENGTH) {
      passages.push(current);
      current = piece.text;
    } else current = joined;
  }
  if (current !== '') passages.push(current);
  return passages;
};

const sentencePieces = (paragraph: string) =>
  sentencesOf(paragraph).map((sentence, index) => ({
    text: sentence,
    separator: index === 0 ? '\n\n' : ' ',
  }));

// Text before the first heading has the heading ''; a heading with no text under it (a document's
// title, a subtitle) gives no passage.
export const splitIntoPassages = (text: string): PolicyPassage[] =>
  sectionsOf(text).flatMap((section) =>
    packed(section.paragraphs).map((passage) => ({ heading: section.heading, text: passage })),
  );

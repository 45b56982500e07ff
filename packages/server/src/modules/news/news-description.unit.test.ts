import { newsTexts } from '@pulse/shared/spec-texts';
import { describe, expect, it } from 'vitest';
import { excerptOf, openingLinesOf, prepareRequiredDescription } from './news-description';

// Rules with numbers in them (spec A §2 tiles; the publication mail), proven here rather than through
// the API: news.routes.test.ts keeps one case of each.

const words = (count: number, word = 'word') => Array.from({ length: count }, () => word).join(' ');

describe('excerptOf', () => {
  it.each([
    ['a short text whole', 'We are moving.', 'We are moving.'],
    ['exactly 300 characters whole', 'x'.repeat(300), 'x'.repeat(300)],
    // 60 × "word" + 59 spaces = 299 characters, then " more…": cut at the last space before 300.
    ['a long text at its last word boundary', `${words(60)} more text`, `${words(60)}…`],
    // No space past 70 % of the cut (210 characters): cut at 300 characters, mid-word.
    ['a long word at 300 characters', 'x'.repeat(301), `${'x'.repeat(300)}…`],
    ['a space early only, at 300 characters', `ab ${'x'.repeat(400)}`, `ab ${'x'.repeat(297)}…`],
  ])('keeps %s', (_name, text, expected) => {
    expect(excerptOf(text)).toBe(expected);
  });
});

describe('openingLinesOf', () => {
  const paragraphs = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');

  it.each([
    ['every line of a short description', paragraphs('One', 'Two'), ['One', 'Two']],
    ['the first 5 lines', paragraphs('1', '2', '3', '4', '5', '6'), ['1', '2', '3', '4', '5']],
    [
      'about 600 characters, the last line cut',
      paragraphs('a'.repeat(500), 'b'.repeat(200)),
      ['a'.repeat(500), `${'b'.repeat(100)}…`],
    ],
    ['a first line longer than 600, cut', paragraphs('c'.repeat(700)), [`${'c'.repeat(600)}…`]],
  ])('quotes %s', (_name, html, expected) => {
    expect(openingLinesOf(html)).toEqual(expected);
  });
});

describe('prepareRequiredDescription', () => {
  it('keeps the sanitised description and its text', () => {
    expect(prepareRequiredDescription('<p>Hi <script>alert(1)</script>there</p>')).toEqual({
      descriptionHtml: '<p>Hi there</p>',
      descriptionText: 'Hi there',
    });
  });

  it.each([['<p> </p>'], ['<script>alert(1)</script>'], ['']])('refuses %j as no description', (html) => {
    expect(() => prepareRequiredDescription(html)).toThrow(newsTexts.descriptionRequired);
  });
});

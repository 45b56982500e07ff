import { describe, expect, it } from 'vitest';
import { MAX_PASSAGE_LENGTH, splitIntoPassages } from './policy-passages';

// Extracted text as document-text.ts gives it: a PDF one line per printed line (wrapped paragraphs,
// page footers among them), a DOCX one paragraph a line with blank lines between.
const PDF_TEXT = [
  'Leave Policy',
  'Demo Corporation',
  '1. Purpose and scope',
  'This policy explains the kinds of leave available at Demo Corporation, how much of each an employee',
  'earns, and how leave is applied for and approved.',
  'The leave year runs from 1 January to 31 December. Leave is applied for and approved in Pulse under',
  'Leaves; a request made by e-mail or chat is not a leave request.',
  '2. Paid leave',
  'Every eligible employee has a number of paid leave days each year, set by HR in Pulse under Leave',
  'Demo Corporation - Leave Policy - page 1 of 2',
  'settings (20 days this year).',
  'Demo Corporation - Leave Policy - page 2 of 2',
].join('\n');

const DOCX_TEXT = [
  'Remote Work Policy',
  '',
  'Demo Corporation',
  '',
  '1. Purpose',
  '',
  'Demo Corporation supports working from home where the work allows it.',
  '',
  '2. Eligibility and frequency',
  '',
  'Employees who have completed their probation may work remotely up to 2 days a week.',
  '',
  'Remote days cannot be saved up or carried over to the next week.',
].join('\n');

describe('splitIntoPassages', () => {
  it.each([
    [
      'a PDF: wrapped lines joined into paragraphs, page footers dropped, the title without text left out',
      PDF_TEXT,
      [
        {
          heading: '1. Purpose and scope',
          text: 'This policy explains the kinds of leave available at Demo Corporation, how much of each an employee earns, and how leave is applied for and approved.\n\nThe leave year runs from 1 January to 31 December. Leave is applied for and approved in Pulse under Leaves; a request made by e-mail or chat is not a leave request.',
        },
        {
          heading: '2. Paid leave',
          text: 'Every eligible employee has a number of paid leave days each year, set by HR in Pulse under Leave settings (20 days this year).',
        },
      ],
    ],
    [
      'a DOCX: one paragraph a line',
      DOCX_TEXT,
      [
        {
          heading: '1. Purpose',
          text: 'Demo Corporation supports working from home where the work allows it.',
        },
        {
          heading: '2. Eligibility and frequency',
          text: 'Employees who have completed their probation may work remotely up to 2 days a week.\n\nRemote days cannot be saved up or carried over to the next week.',
        },
      ],
    ],
    [
      'text before the first heading, under the heading ""',
      'All staff must read this.\nDress code\nWear what suits a meeting with a customer.',
      [
        { heading: '', text: 'All staff must read this.' },
        { heading: 'Dress code', text: 'Wear what suits a meeting with a customer.' },
      ],
    ],
    [
      'headings numbered 2.1, A. and IV., and unnumbered ones',
      '2.1 Travel\nBook through HR.\nA. Hotels\nStay in approved hotels.\nIV. Meals\nKeep the receipts.\nTaxis and trains\nUse the company account.',
      [
        { heading: '2.1 Travel', text: 'Book through HR.' },
        { heading: 'A. Hotels', text: 'Stay in approved hotels.' },
        { heading: 'IV. Meals', text: 'Keep the receipts.' },
        { heading: 'Taxis and trains', text: 'Use the company account.' },
      ],
    ],
    [
      'lines that are not headings: a list item that ends a sentence, a lower-case line, a clause',
      'Steps\n1. Fill in the form.\n2. Send it to HR.\nthen wait for the answer\nFor example:\nThe manager signs it.',
      [
        {
          heading: 'Steps',
          text: '1. Fill in the form.\n\n2. Send it to HR.\n\nthen wait for the answer For example:\n\nThe manager signs it.',
        },
      ],
    ],
    [
      'a short capitalised line that continues an unfinished sentence',
      'Travel\nBook trains and flights through the travel desk in Pulse under\nTravel Requests\nand keep the tickets.',
      [
        {
          heading: 'Travel',
          text: 'Book trains and flights through the travel desk in Pulse under Travel Requests and keep the tickets.',
        },
      ],
    ],
    [
      'page numbers in their usual forms, between the lines of a paragraph that goes on over the page',
      'Scope\nThis applies to everyone who works here, in the office or elsewhere, and to our\nPage 3\n4 / 10\n- 5 -\n12\ncontractors.',
      [
        {
          heading: 'Scope',
          text: 'This applies to everyone who works here, in the office or elsewhere, and to our contractors.',
        },
      ],
    ],
    ['no text', '', []],
  ])('%s', (_, text, passages) => {
    expect(splitIntoPassages(text)).toEqual(passages);
  });

  it('cuts a long section at its paragraphs, each part under the same heading', () => {
    const paragraph = (index: number) => `Paragraph ${index} says ${'something useful '.repeat(20).trim()}.`;
    const text = ['Benefits', ...Array.from({ length: 7 }, (_, index) => `${paragraph(index)}\n`)].join('\n');
    const passages = splitIntoPassages(text);
    expect(passages.map((passage) => passage.heading)).toEqual(['Benefits', 'Benefits', 'Benefits']);
    expect(passages.map((passage) => passage.text.split('\n\n').length)).toEqual([3, 3, 1]);
    for (const passage of passages) expect(passage.text.length).toBeLessThanOrEqual(MAX_PASSAGE_LENGTH);
    expect(passages.map((passage) => passage.text).join('\n\n')).toBe(
      Array.from({ length: 7 }, (_, index) => paragraph(index)).join('\n\n'),
    );
  });

  it('cuts a paragraph longer than a passage between its sentences', () => {
    const sentence = (index: number) =>
      `Sentence ${index} of a long rule runs on ${'and on '.repeat(20).trim()}.`;
    const paragraph = Array.from({ length: 12 }, (_, index) => sentence(index)).join(' ');
    const passages = splitIntoPassages(`Overtime\n\n${paragraph}`);
    expect(passages.length).toBeGreaterThan(1);
    for (const passage of passages) {
      expect(passage.heading).toBe('Overtime');
      expect(passage.text.length).toBeLessThanOrEqual(MAX_PASSAGE_LENGTH);
      expect(passage.text).toMatch(/^Sentence \d+ .*\.$/s);
    }
    expect(passages.map((passage) => passage.text).join(' ')).toBe(paragraph);
  });
});

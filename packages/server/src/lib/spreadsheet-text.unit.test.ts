import { describe, expect, it } from 'vitest';
import { neutralizeSpreadsheetText } from './spreadsheet-text';

describe('neutralizeSpreadsheetText', () => {
  it.each([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ['+91 98765', `'+91 98765`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\t=1', `'\t=1`],
    ['\r=1', `'\r=1`],
    ['Asha Verma', 'Asha Verma'],
    ['Asha = Verma', 'Asha = Verma'],
    ['', ''],
    [' =1', ' =1'],
    ["'quoted", "'quoted"],
  ])('%j → %j', (text, written) => {
    expect(neutralizeSpreadsheetText(text)).toBe(written);
  });
});

// Text a spreadsheet program would take for a formula (= + - @, or a leading tab or carriage return)
// gets an apostrophe first, so a name like '=HYPERLINK(…)' written by a user stays text in every
// program that opens an exported file (CSV/formula injection). Every user-controlled text cell of an
// export goes through this.
const FORMULA_START = /^[=+\-@\t\r]/;

export const neutralizeSpreadsheetText = (text: string): string =>
  FORMULA_START.test(text) ? `'${text}` : text;

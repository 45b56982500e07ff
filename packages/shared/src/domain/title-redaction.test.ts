import { describe, expect, it } from 'vitest';
import { compileRedactionPatterns, redactFocus, redactTitle } from './title-redaction';

describe('window-title redaction', () => {
  it.each([
    // [patterns, app, title, expected title]
    [['bank'], 'Firefox', 'My Bank — statements', 'Firefox'],
    [['BANK'], 'Firefox', 'my bank', 'Firefox'],
    [['*.pdf'], 'Evince', 'salary-2026.pdf', 'Evince'],
    [['payroll*.xlsx'], 'LibreOffice Calc', 'Payroll March.xlsx - Calc', 'LibreOffice Calc'],
    [['payroll*.xlsx'], 'LibreOffice Calc', 'Budget.xlsx - Calc', 'Budget.xlsx - Calc'],
    [['a.c'], 'Editor', 'abc', 'abc'], // the dot is literal, not "any character"
    [['(x'], 'Editor', 'f(x) = 1', 'Editor'], // regular-expression characters are literal
    [['*', '  '], 'Editor', 'anything', 'anything'], // a pattern of nothing but stars matches nothing
    [[], 'Editor', 'anything', 'anything'],
  ])('%j on %s “%s” → “%s”', (patterns, app, title, expected) => {
    expect(redactTitle(app, title, compileRedactionPatterns(patterns))).toBe(expected);
  });

  it('matches the URL too and then drops it', () => {
    const compiled = compileRedactionPatterns(['mail.example.com']);
    expect(
      redactFocus({ app: 'Chrome', title: 'Inbox (3)', url: 'https://mail.example.com/u/0' }, compiled),
    ).toEqual({ app: 'Chrome', title: 'Chrome', url: null });
    const kept = { app: 'Chrome', title: 'Docs', url: 'https://docs.example.com' };
    expect(redactFocus(kept, compiled)).toBe(kept);
  });
});

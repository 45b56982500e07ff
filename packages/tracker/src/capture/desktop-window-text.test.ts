import { describe, expect, it } from 'vitest';
import { normalizeWindow, urlFromTitle } from './desktop-window-text';
import { fromCompoundText } from './desktop-x11';

describe('window texts', () => {
  it.each([
    ['firefox', 'github.com/pulse/issues — Mozilla Firefox', 'https://github.com/pulse/issues'],
    ['Google-chrome', 'example.com - Google Chrome', 'https://example.com'],
    ['Google-chrome', 'localhost:3000/home - Google Chrome', null],
    ['firefox', 'Pull request #482 · pulse — Mozilla Firefox', null],
    ['firefox', 'report.pdf — Mozilla Firefox', null],
    ['Code', 'Guide https://example.com/guide).', 'https://example.com/guide'],
    ['Code', 'agent.ts — pulse', null],
    ['Xmessage', 'docs.example.com', null],
    ['Unknown', 'intranet.example.org/wiki — Mozilla Firefox', 'https://intranet.example.org/wiki'],
  ])('%s “%s” → %s', (app, title, url) => {
    expect(urlFromTitle(app, title)).toBe(url);
  });

  it('names a window without an application "Unknown" and keeps texts within the contract', () => {
    expect(normalizeWindow({ app: '  ', title: `  ${'x'.repeat(1200)}  ` })).toEqual({
      app: 'Unknown',
      title: 'x'.repeat(1000),
      url: null,
    });
    expect(
      normalizeWindow({ app: 'Safari', title: 'Pulse', url: 'https://pulse.example.com/home' }).url,
    ).toBe('https://pulse.example.com/home');
  });

  it('drops the control characters the server refuses, keeping tabs and line breaks', () => {
    expect(
      normalizeWindow({
        app: 'Term\u0000',
        title: '\u001b]0;build\u0007 log\tdone\u007f',
        url: 'https://example.com/\u0000a',
      }),
    ).toEqual({ app: 'Term', title: ']0;build log\tdone', url: 'https://example.com/a' });
    expect(normalizeWindow({ app: '\u0000\u0001', title: 'x' }).app).toBe('Unknown');
  });

  it('drops half characters the server refuses, and never cuts an emoji in two at a limit', () => {
    expect(normalizeWindow({ app: '\udc00Code', title: 'notes \ud83d.md \ude42\ud83d done' })).toEqual({
      app: 'Code',
      title: 'notes .md  done',
      url: null,
    });
    const title = normalizeWindow({ app: 'Code', title: `${'x'.repeat(999)}🙂 and more` }).title;
    expect(title).toBe('x'.repeat(999));
    expect(normalizeWindow({ app: 'Code', title: `${'x'.repeat(998)}🙂` }).title).toBe(
      `${'x'.repeat(998)}🙂`,
    );
  });

  it.each([
    ['a family of three (joined by zero-width joiners)', '👨‍👩‍👧'],
    ['a flag (two regional letters)', '🇮🇳'],
    ['a letter with a combining accent', 'e\u0301'],
    ['a skin-toned hand', '👋🏽'],
  ])('cuts %s across the limit whole, never a part of it', (_, character) => {
    // One UTF-16 unit too long: a cut by units would keep all of it but its last unit.
    const before = 'x'.repeat(1000 - character.length + 1);
    expect(normalizeWindow({ app: 'Code', title: `${before}${character}` }).title).toBe(before);
  });

  it('reads X11 COMPOUND_TEXT titles: Latin-1 with UTF-8 segments', () => {
    const bytes = Buffer.concat([
      Buffer.from('Quarterly report.ods ', 'latin1'),
      Buffer.from('\u001b%G', 'latin1'),
      Buffer.from('— Straße', 'utf8'),
      Buffer.from('\u001b%@', 'latin1'),
      Buffer.from(' caf\u00e9', 'latin1'),
    ]);
    expect(fromCompoundText(bytes)).toBe('Quarterly report.ods — Straße café');
  });
});

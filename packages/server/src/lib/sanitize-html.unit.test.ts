import { describe, expect, it } from 'vitest';
import { htmlToPlainText, htmlToTextLines, sanitizeRichHtml } from './sanitize-html';

const OWN_IMAGE = '/api/v1/news/images/0b5c3c6e-1111-4222-8333-944445555666';
const sanitize = (html: string) => sanitizeRichHtml(html, { isOwnImagePath: (src) => src === OWN_IMAGE });

// What must never reach a reader's browser, whatever the spelling: scripts, handlers, script URLs,
// data URLs, styles, frames, plugins, forms and redirects.
const DANGEROUS =
  /<script|<iframe|<svg|<math|<object|<embed|<form|<input|<button|<meta|<link|<style|<base|\son\w+\s*=|javascript:|vbscript:|data:|style\s*=|expression\(|srcdoc/i;

describe('sanitizeRichHtml', () => {
  it.each([
    ['a script element', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['a script split by another', '<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    [
      'an image with onerror',
      '<img src="https://x.example/a.png" onerror="alert(1)">',
      '<img src="https://x.example/a.png" />',
    ],
    ['an image with a bad source and onerror', '<img src=x onerror=alert(1)>', ''],
    ['a handler on an allowed tag', '<p onclick="alert(1)" onmouseover=alert(2)>p</p>', '<p>p</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', 'x'],
    ['an upper-case JavaScript: link', '<a href="JaVaScRiPt:alert(1)">x</a>', 'x'],
    ['a tab-obfuscated link (jav&#x09;ascript:)', '<a href="jav&#x09;ascript:alert(1)">x</a>', 'x'],
    [
      'an entity-encoded link',
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
      'x',
    ],
    ['a newline-obfuscated link', '<a href="java\nscript:alert(1)">x</a>', 'x'],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', 'x'],
    ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', 'x'],
    ['a protocol-relative link', '<a href="//evil.example/">x</a>', 'x'],
    ['a data: image', '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="a">', ''],
    ['a protocol-relative image', '<img src="//evil.example/a.png">', ''],
    ['another same-origin path as image', '<img src="/api/v1/auth/sign-out">', ''],
    ['SVG with onload', '<svg onload="alert(1)"><circle r="4"/></svg>after', 'after'],
    [
      'SVG with a script inside',
      '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">x</a></svg>',
      '',
    ],
    ['MathML', '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>', ''],
    ['a style attribute with expression()', '<p style="width: expression(alert(1))">s</p>', '<p>s</p>'],
    [
      'a style attribute with url(javascript:)',
      '<p style="background:url(javascript:alert(1))">s</p>',
      '<p>s</p>',
    ],
    ['a style element', '<style>body{background:url(javascript:alert(1))}</style><p>s</p>', '<p>s</p>'],
    ['a class attribute', '<p class="admin-only">s</p>', '<p>s</p>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>s</p>', '<p>s</p>'],
    ['an iframe with srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
    ['an object and an embed', '<object data="x.swf"></object><embed src="x.swf">', ''],
    [
      'a form with inputs',
      '<form action="https://evil.example"><input name="password"><button>Go</button></form>',
      'Go',
    ],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ''],
    ['a base element', '<base href="https://evil.example/"><p>s</p>', '<p>s</p>'],
    ['a link element', '<link rel="stylesheet" href="https://evil.example/x.css"><p>s</p>', '<p>s</p>'],
    ['a template', '<template><img src=x onerror=alert(1)></template>', ''],
    ['a noscript trick', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', ''],
    ['an unclosed comment', '<!--<img src=x onerror=alert(1)>-->', ''],
    ['a data attribute', '<p data-x="1" id="a">s</p>', '<p>s</p>'],
  ])('removes %s', (_, dirty, clean) => {
    const result = sanitize(dirty);
    expect(result).toBe(clean);
    expect(result).not.toMatch(DANGEROUS);
  });

  it.each([
    ['headings', '<h1>A</h1><h2>B</h2><h3>C</h3><h4>D</h4>'],
    ['paragraphs and line breaks', '<p>one<br />two</p>'],
    [
      'inline marks',
      '<p><strong>b</strong> <b>b</b> <em>i</em> <i>i</i> <u>u</u> <s>s</s> <code>c</code></p>',
    ],
    ['lists', '<ul><li>a</li></ul><ol><li>b</li></ol>'],
    [
      'a quote, a code block and a rule',
      '<blockquote><p>q</p></blockquote><pre><code>x &lt; y</code></pre><hr />',
    ],
    ['an http(s) image with alt', '<img src="https://cdn.example/banner.png" alt="Team photo" />'],
    ['an own uploaded image', `<img src="${OWN_IMAGE}" alt="x" />`],
  ])('keeps %s as written', (_, html) => {
    expect(sanitize(html)).toBe(html);
  });

  it.each([
    [
      'an https link',
      '<a href="https://example.com/a?b=1&amp;c=2">x</a>',
      'https://example.com/a?b=1&amp;c=2',
    ],
    ['an http link', '<a href="http://example.com">x</a>', 'http://example.com'],
    ['a mail link', '<a href="mailto:hr@example.com">x</a>', 'mailto:hr@example.com'],
  ])('keeps %s and opens it in a new tab without the opener', (_, html, href) => {
    expect(sanitize(html)).toBe(`<a href="${href}" rel="noopener noreferrer" target="_blank">x</a>`);
  });

  it('replaces a link’s own rel and target', () => {
    expect(sanitize('<a href="https://x.example" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://x.example" rel="noopener noreferrer" target="_blank">x</a>',
    );
  });
});

describe('htmlToPlainText', () => {
  it.each([
    [
      'strips markup and keeps blocks apart, with a separator after one that has no full stop',
      '<h2>Move</h2><p>We <strong>move</strong>.</p><ul><li>a</li><li>b</li></ul>',
      'Move · We move. a · b',
    ],
    [
      'does not run a heading and list items together',
      '<h2>Please say hello to</h2>\n<ul><li><strong>Farah Khan</strong>, Engineering</li><li><strong>Gaurav Mishra</strong>, Design</li></ul>',
      'Please say hello to · Farah Khan, Engineering · Gaurav Mishra, Design',
    ],
    ['keeps inline markup inside a word', '<p>R<strong>&amp;</strong>D</p>', 'R&D'],
    ['ends a block at a line break', '<p>one<br>two</p>', 'one · two'],
    [
      'decodes entities',
      '<p>R&amp;D &lt;team&gt; &quot;hi&quot; caf&eacute;&nbsp;bar</p>',
      'R&D <team> "hi" café bar',
    ],
    ['collapses whitespace and the source’s line breaks', '<p>  one\n\n two  </p>', 'one two'],
    ['an empty paragraph is empty', '<p> </p><p>&nbsp;</p>', ''],
  ])('%s', (_, html, text) => {
    expect(htmlToPlainText(sanitize(html))).toBe(text);
  });
});

describe('htmlToTextLines', () => {
  it('gives a line per block', () => {
    expect(
      htmlToTextLines(
        sanitize('<h2>Title</h2>\n<p>a<br>b\nc</p><ul><li>one</li><li>two &amp; three</li></ul>'),
      ),
    ).toEqual(['Title', 'a', 'b c', 'one', 'two & three']);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitiseHtml } from './sanitise-html';

/** Links to another host without a scheme, as browsers read them (backslash, tab and newline). */
const PROTOCOL_RELATIVE = [
  '//evil.example/x',
  '/\\evil.example/x',
  '\\\\evil.example/x',
  '\\/evil.example/x',
  ' //evil.example/x',
  '\t//evil.example/x',
  '/\t/evil.example/x',
  '/\n/evil.example/x',
  '/\r\n\\evil.example/x',
  '/&#9;/evil.example/x',
  '/&#10;\\evil.example/x',
  '&#47;&#47;evil.example/x',
  '&#x2F;&#x5C;evil.example/x',
  '/&NewLine;/evil.example/x',
];

const ALLOWED_TAG =
  /^<(?:\/(?:h1|h2|h3|div|p|ol|ul|li|a|mark|b|i)|(?:h1|h2|h3|div|p|ol|ul|li|mark|b|i)|a(?: href="[^"<>]*")?(?: title="[^"<>]*")?(?: target="_blank" rel="noopener noreferrer")?)>$/;

/** Every `<` of the output opens an allowed tag, and the text between tags holds no `<` or `>`. */
function expectOnlyAllowedMarkup(html: string): void {
  const tags = html.match(/<[^>]*>/g) ?? [];
  for (const tag of tags) expect(tag).toMatch(ALLOWED_TAG);
  expect(html.replace(/<[^>]*>/g, '')).not.toMatch(/[<>]/);
}

describe('sanitiseHtml', () => {
  it('keeps the allowed tags and drops their attributes', () => {
    expect(
      sanitiseHtml(
        '<h1 class="x">Terms</h1><div><p style="color:red">Read <b>this</b>, <i>that</i> and <mark>those</mark>.</p><ol><li>one</li></ol><ul><li>two</li></ul></div><h2>a</h2><h3>b</h3>',
      ),
    ).toBe(
      '<h1>Terms</h1><div><p>Read <b>this</b>, <i>that</i> and <mark>those</mark>.</p><ol><li>one</li></ol><ul><li>two</li></ul></div><h2>a</h2><h3>b</h3>',
    );
  });

  it('shows other tags as text rather than dropping them', () => {
    expect(sanitiseHtml('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(sanitiseHtml('<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(sanitiseHtml('<p>Hi <span>there</span></p>')).toBe(
      '<p>Hi &lt;span&gt;there&lt;/span&gt;</p>',
    );
    expect(sanitiseHtml('<!-- hidden --><p>x</p>')).toBe('&lt;!-- hidden --&gt;<p>x</p>');
    expect(sanitiseHtml('<svg><script>x</script></svg>')).toBe(
      '&lt;svg&gt;&lt;script&gt;x&lt;/script&gt;&lt;/svg&gt;',
    );
  });

  it('keeps safe links and removes javascript: in its disguises', () => {
    expect(sanitiseHtml('<a href="https://portico.example/terms" target="_blank">T</a>')).toBe(
      '<a href="https://portico.example/terms" target="_blank" rel="noopener noreferrer">T</a>',
    );
    expect(sanitiseHtml('<a href="/portal/funds">F</a>')).toBe('<a href="/portal/funds">F</a>');
    expect(sanitiseHtml('<a href="mailto:help@portico.example">M</a>')).toBe(
      '<a href="mailto:help@portico.example">M</a>',
    );
    const disguises = [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      '&#x6A;avascript&colon;alert(1)',
      'javascript&#58alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
    ];
    for (const href of disguises) {
      expect(sanitiseHtml(`<a href="${href}" onclick="x()">x</a>`)).toBe('<a>x</a>');
    }
    expect(sanitiseHtml("<a href='javascript:alert(1)'>x</a>")).toBe('<a>x</a>');
    expect(sanitiseHtml('<a href=javascript:alert(1)>x</a>')).toBe('<a>x</a>');
  });

  it.each(PROTOCOL_RELATIVE)('removes the protocol-relative link %j', (href) => {
    expect(sanitiseHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
  });

  it('keeps paths on this site, a double slash further in included', () => {
    for (const href of ['/portal/funds', '/portal//funds', '/a\\b', '?a=1', '#top', 'terms.html']) {
      expect(sanitiseHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
  });

  it('escapes stray markup characters and keeps character references', () => {
    expect(sanitiseHtml('1 < 2 && 3 > 2 &amp; &copy; &#169; &#xA9;')).toBe(
      '1 &lt; 2 &amp;&amp; 3 &gt; 2 &amp; &copy; &#169; &#xA9;',
    );
    expect(sanitiseHtml('<a href="?a=1&b=&quot;2&quot;">q</a>')).toBe(
      '<a href="?a=1&amp;b=&quot;2&quot;">q</a>',
    );
  });

  it('balances what it keeps', () => {
    expect(sanitiseHtml('<p><b>bold')).toBe('<p><b>bold</b></p>');
    expect(sanitiseHtml('</p>text</b>')).toBe('text');
    expect(sanitiseHtml('<div><p>a</div>b')).toBe('<div><p>a</p></div>b');
    expect(sanitiseHtml('<p/>x<br/>')).toBe('<p></p>x&lt;br/&gt;');
    expect(sanitiseHtml('<p class="unterminated')).toBe('&lt;p class="unterminated');
    expect(sanitiseHtml('a\u0000b<scr\u0000ipt>')).toBe('ab&lt;script&gt;');
  });

  it('answers only allowed markup for any input, and is idempotent', () => {
    const piece = fc.oneof(
      fc.constantFrom(
        '<',
        '>',
        '&',
        '"',
        "'",
        '=',
        '/',
        ' ',
        '\t',
        '<!--',
        '-->',
        'javascript:',
        '&#106;',
        '&colon;',
        '<a href="',
        '<a href=',
        '<p>',
        '</p>',
        '<script>',
        '</script>',
        '<b',
        '<i>',
        '<img src=x onerror=',
        'href',
        ' target=_blank',
        '<ul><li>',
        '<h1 x=">">',
        'ok',
      ),
      fc.string({ maxLength: 4 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const once = sanitiseHtml(pieces.join(''));
        expectOnlyAllowedMarkup(once);
        for (const link of once.match(/<a [^>]*>/g) ?? []) {
          expect(link).not.toMatch(/href="\s*(?:javascript|vbscript|data):/i);
        }
        expect(sanitiseHtml(once)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });
});

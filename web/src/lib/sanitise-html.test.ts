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

describe('sanitiseHtml (spec §5 allow-list)', () => {
  it('keeps the allowed tags and a safe link', () => {
    const html =
      '<h1>T</h1><h2>a</h2><h3>b</h3><div><p><b>x</b><i>y</i><mark>z</mark></p></div><ol><li>1</li></ol><ul><li>2</li></ul><a href="https://example.com">l</a>';
    expect(sanitiseHtml(html)).toBe(html);
  });

  it('drops other tags but keeps their text, and drops scripts entirely', () => {
    expect(sanitiseHtml('<span>kept</span><table><tr><td>cell</td></tr></table>')).toBe('keptcell');
    expect(sanitiseHtml('<p>a<script>alert(1)</script></p>')).toBe('<p>a</p>');
  });

  it('removes javascript: links and event handlers', () => {
    expect(sanitiseHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitiseHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitiseHtml('<p onclick="alert(1)" style="color:red">x</p>')).toBe('<p>x</p>');
    expect(sanitiseHtml('<img src=x onerror=alert(1)>')).toBe('');
  });

  it.each(PROTOCOL_RELATIVE)('removes the protocol-relative link %j', (href) => {
    expect(sanitiseHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
  });

  it('keeps paths on this site, a double slash further in included', () => {
    for (const href of ['/portal/funds', '/portal//funds', '#top']) {
      expect(sanitiseHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { sanitiseHtml } from './sanitise-html';

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
});

import { describe, expect, it } from 'vitest';
import { withoutRepeatedTitle } from './agreement-html';

describe('the agreement title shows once (spec §2.15)', () => {
  it('drops a first heading that repeats the title', () => {
    const html = '<h2>Online Services Agreement</h2>\n<p>This agreement governs…</p>';
    expect(withoutRepeatedTitle(html, 'Online Services Agreement')).toBe(
      '<p>This agreement governs…</p>',
    );
  });

  it('keeps other headings and content that starts otherwise', () => {
    const other = '<h2>1. Your credentials</h2><p>Keep them secret.</p>';
    expect(withoutRepeatedTitle(other, 'Online Services Agreement')).toBe(other);
    const text = '<p>Online Services Agreement</p>';
    expect(withoutRepeatedTitle(text, 'Online Services Agreement')).toBe(text);
  });
});

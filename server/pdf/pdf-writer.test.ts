import { describe, expect, it } from 'vitest';
import { heading, paragraph, table, type TableRow } from './pdf-blocks';
import { createPdfCanvas, wrapText } from './pdf-canvas';
import { textWidth, type FontSet } from './pdf-fonts';
import { pdfPageContents, pdfPageTexts, pdfStructureProblems, pdfText } from './pdf-inspect';

const foot = {
  footer: 'Portico Securities Limited. Investment involves risks.',
  pageLabel: (page: number, pages: number) => `Page ${page} / ${pages}`,
  title: 'Test document',
  createdAt: new Date('2026-11-01T00:00:00+08:00'),
};

/** A document with a heading, a paragraph and a table of `rows` rows. */
function sample(fontSet: FontSet, rows: number, words: { title: string; header: string }) {
  const canvas = createPdfCanvas(fontSet);
  heading(canvas, words.title, 16);
  paragraph(canvas, 'Cash (HKD) \\ balance');
  const body: TableRow[] = Array.from({ length: rows }, (_, index) => ({
    cells: [`Row ${index + 1}`, `${index + 1},234.50`],
  }));
  table(
    canvas,
    [
      { header: words.header, weight: 3 },
      { header: 'Amount', weight: 1, align: 'right' },
    ],
    body,
  );
  return { canvas, pdf: canvas.finish(foot) };
}

describe('the PDF writer', () => {
  it('writes a structurally sound PDF 1.4 whose streams inflate to the shown text', () => {
    const { pdf } = sample('latin', 3, { title: 'Monthly statement', header: 'Description' });
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdfStructureProblems(pdf)).toEqual([]);
    const text = pdfText(pdf);
    expect(text).toContain('Monthly statement');
    expect(text).toContain('Cash (HKD) \\ balance');
    expect(text).toContain('3,234.50');
    expect(text).toContain('Page 1 / 1');
    expect(pdf.toString('latin1')).toContain(
      '/BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding',
    );
    // Parentheses and backslashes are escaped in the literal string.
    expect(pdfPageContents(pdf)[0]).toContain('(Cash \\(HKD\\) \\\\ balance) Tj');
  });

  it('notices a broken file: shifted offsets and a wrong stream length', () => {
    const { pdf } = sample('latin', 2, { title: 'Statement', header: 'Description' });
    const moved = Buffer.from(
      pdf.toString('latin1').replace('0000000015 00000 n', '0000000016 00000 n'),
      'latin1',
    );
    expect(pdfStructureProblems(moved)).toEqual([
      'xref offset of object 1 does not point at "1 0 obj"',
    ]);
    const xrefAt = /startxref\n(\d+)/.exec(pdf.toString('latin1'))?.[1];
    const shifted = Buffer.concat([pdf.subarray(0, 20), Buffer.from(' '), pdf.subarray(20)]);
    expect(pdfStructureProblems(shifted)).toContain(`startxref ${xrefAt} does not point at "xref"`);
    const lengthened = Buffer.from(
      pdf
        .toString('latin1')
        .replace(/\/Length (\d+)/, (_, length: string) => `/Length ${Number(length) + 1}`),
      'latin1',
    );
    expect(pdfStructureProblems(lengthened).some((problem) => problem.includes('/Length'))).toBe(
      true,
    );
  });

  it('breaks a long table across pages, repeating the header and numbering pages x / n', () => {
    const { pdf } = sample('latin', 120, { title: 'Statement', header: 'Description' });
    const pages = pdfPageTexts(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, index) => {
      expect(page).toContain('Description');
      expect(page).toContain(`Page ${index + 1} / ${pages.length}`);
    });
    expect(pdfText(pdf)).toContain('Row 120');
    expect(pdfStructureProblems(pdf)).toEqual([]);
  });

  it('right-aligns numbers by their Helvetica width', () => {
    const { canvas, pdf } = sample('latin', 1, { title: 'Statement', header: 'Description' });
    const content = pdfPageContents(pdf)[0] ?? '';
    const x = Number(/([\d.]+) [\d.]+ Td \(1,234\.50\) Tj/.exec(content)?.[1]);
    expect(x + textWidth('1,234.50', 8, 'regular', 'latin')).toBeCloseTo(canvas.right - 3, 1);
  });

  it.each([
    ['traditional', 'MSung-Light', 'UniCNS-UCS2-H', 'CNS1', '月結單', '說明'],
    ['simplified', 'STSong-Light', 'UniGB-UCS2-H', 'GB1', '月结单', '说明'],
  ] as const)(
    'sets %s Chinese in %s (%s, Adobe-%s) as UTF-16BE',
    (fontSet, font, encoding, ordering, title, header) => {
      const { pdf } = sample(fontSet, 2, { title, header });
      expect(pdfStructureProblems(pdf)).toEqual([]);
      const raw = pdf.toString('latin1');
      expect(raw).toContain(`/Subtype /Type0 /BaseFont /${font} /Encoding /${encoding}`);
      expect(raw).toContain(`/Subtype /CIDFontType0 /BaseFont /${font}`);
      expect(raw).toContain(`/Registry (Adobe) /Ordering (${ordering}) /Supplement 0`);
      expect(raw).not.toContain('/Helvetica');
      const text = pdfText(pdf);
      expect(text).toContain(title);
      expect(text).toContain(header);
      expect(text).toContain('2,234.50');
      expect(pdfPageContents(pdf)[0]).toMatch(/<[0-9A-F]+> Tj/);
    },
  );
});

describe('text measure and wrapping', () => {
  it('measures Helvetica by its AFM widths and CJK at full and half width', () => {
    expect(textWidth('Hello', 10, 'regular', 'latin')).toBeCloseTo(22.78, 5);
    expect(textWidth('Hello', 10, 'bold', 'latin')).toBeCloseTo(24.45, 5);
    expect(textWidth('中文A1', 10, 'regular', 'traditional')).toBe(30);
  });

  it('wraps English at spaces and Chinese between characters', () => {
    const measure = (text: string) => textWidth(text, 10, 'regular', 'latin');
    expect(wrapText('one two three four', measure('one two three'), measure)).toEqual([
      'one two three',
      'four',
    ]);
    const cjk = (text: string) => textWidth(text, 10, 'regular', 'simplified');
    expect(wrapText('投资涉及风险', 40, cjk)).toEqual(['投资涉及', '风险']);
    expect(wrapText('abcdefgh', measure('abc'), measure)).toEqual(['abc', 'def', 'gh']);
  });
});

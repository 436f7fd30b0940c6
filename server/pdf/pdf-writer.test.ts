import * as fontkit from 'fontkit';
import type { Font } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { heading, paragraph, table, type TableRow } from './pdf-blocks';
import { createPdfCanvas, wrapText } from './pdf-canvas';
import { textWidth, type FontSet } from './pdf-fonts';
import {
  pdfFonts,
  pdfPageContents,
  pdfPageRuns,
  pdfPageTexts,
  pdfStructureProblems,
  pdfText,
} from './pdf-inspect';

const foot = {
  footer: 'Portico Securities Limited. Investment involves risks.',
  pageLabel: (page: number, pages: number) => `Page ${page} / ${pages}`,
  title: 'Test document',
  createdAt: new Date('2026-11-01T00:00:00+08:00'),
};

/** A document with a heading, a paragraph and a table of `rows` rows. */
async function sample(
  fontSet: FontSet,
  rows: number,
  words: { title: string; header: string; note?: string },
) {
  const canvas = createPdfCanvas(fontSet);
  heading(canvas, words.title, 16);
  paragraph(canvas, words.note ?? 'Cash (HKD) \\ balance');
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
  return { canvas, pdf: await canvas.finish(foot) };
}

/** The length of the largest stream in the file (an embedded font program is the largest). */
function largestStream(pdf: Buffer): number {
  const lengths = [...pdf.toString('latin1').matchAll(/\/Length (\d+)/g)].map((match) =>
    Number(match[1]),
  );
  return Math.max(...lengths);
}

describe('the PDF writer', () => {
  it('writes a sound PDF through pdf-lib whose text reads back through its fonts', async () => {
    const { pdf } = await sample('latin', 3, { title: 'Monthly statement', header: 'Description' });
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
    expect(pdfStructureProblems(pdf)).toEqual([]);
    const text = pdfText(pdf);
    expect(text).toContain('Monthly statement');
    expect(text).toContain('Cash (HKD) \\ balance');
    expect(text).toContain('3,234.50');
    expect(text).toContain('Page 1 / 1');
    // Glyph strings of an embedded font, no standard font named anywhere.
    expect(pdfPageContents(pdf)[0]).toMatch(/\/F1 [\d.]+ Tf <[0-9A-F]+> Tj/);
    expect(pdf.toString('latin1')).not.toContain('/Helvetica');
  });

  it('embeds subsets of Noto Sans, regular and bold, as TrueType CID fonts', async () => {
    const { pdf } = await sample('latin', 3, { title: 'Monthly statement', header: 'Description' });
    const fonts = pdfFonts(pdf);
    expect(fonts.map((font) => font.baseFont.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
      'NotoSans-Bold',
      'NotoSans-Regular',
    ]);
    expect(fonts.every((font) => font.program && font.subtype === 'CIDFontType2')).toBe(true);
    // A subset: a few kilobytes, where the whole font file is over 600 KB.
    expect(largestStream(pdf)).toBeLessThan(40_000);
  });

  it('writes subsets whose every glyph keeps its outline (a corrupt loca blanks glyphs)', async () => {
    // No spaces: every glyph but .notdef has an outline.
    const canvas = createPdfCanvas('traditional');
    heading(canvas, 'Portico月結單', 16);
    paragraph(canvas, 'Cash(HKD)1,234.567投資涉及風險Opening');
    const pdf = await canvas.finish({ ...foot, footer: 'Portico', pageLabel: () => '1/1' });
    for (const { program, baseFont } of pdfFonts(pdf)) {
      const font = fontkit.create(program ?? Buffer.alloc(0)) as Font;
      expect(font.numGlyphs, baseFont).toBeGreaterThan(5);
      for (let id = 1; id < font.numGlyphs; id += 1) {
        expect([baseFont, id, font.getGlyph(id).path.commands.length > 0]).toEqual([
          baseFont,
          id,
          true,
        ]);
      }
    }
  });

  it('notices a broken file: shifted offsets and a wrong stream length', async () => {
    const { pdf } = await sample('latin', 2, { title: 'Statement', header: 'Description' });
    const raw = pdf.toString('latin1');
    const firstEntry = /xref\n0 \d+\n0000000000 65535 f \n(\d{10}) 00000 n/.exec(raw)?.[1] ?? '';
    const moved = Buffer.from(
      raw.replace(
        `${firstEntry} 00000 n`,
        `${String(Number(firstEntry) + 1).padStart(10, '0')} 00000 n`,
      ),
      'latin1',
    );
    expect(pdfStructureProblems(moved)).toEqual([
      'xref offset of object 1 does not point at "1 0 obj"',
    ]);
    const xrefAt = /startxref\n(\d+)/.exec(raw)?.[1];
    const shifted = Buffer.concat([pdf.subarray(0, 20), Buffer.from(' '), pdf.subarray(20)]);
    expect(pdfStructureProblems(shifted)).toContain(`startxref ${xrefAt} does not point at "xref"`);
    const lengthened = Buffer.from(
      raw.replace(/\/Length (\d+)/, (_, length: string) => `/Length ${Number(length) + 1}`),
      'latin1',
    );
    expect(pdfStructureProblems(lengthened).some((problem) => problem.includes('/Length'))).toBe(
      true,
    );
  });

  it('breaks a long table across pages, repeating the header and numbering pages x / n', async () => {
    const { pdf } = await sample('latin', 120, { title: 'Statement', header: 'Description' });
    const pages = pdfPageTexts(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, index) => {
      expect(page).toContain('Description');
      expect(page).toContain(foot.footer);
      expect(page).toContain(`Page ${index + 1} / ${pages.length}`);
    });
    // The footer is one content stream every page draws: each page's body, it, then its number.
    const contents = [
      ...pdf.toString('latin1').matchAll(/\/Contents \[ (\d+) 0 R (\d+) 0 R (\d+) 0 R \]/g),
    ];
    expect(contents).toHaveLength(pages.length);
    expect(new Set(contents.map((match) => match[2])).size).toBe(1);
    expect(new Set(contents.map((match) => match[3])).size).toBe(pages.length);
    expect(pdfText(pdf)).toContain('Row 120');
    expect(pdfStructureProblems(pdf)).toEqual([]);
  });

  it('right-aligns numbers by the embedded font’s widths', async () => {
    const { canvas, pdf } = await sample('latin', 1, { title: 'Statement', header: 'Desc' });
    const run = pdfPageRuns(pdf)[0]?.find((placed) => placed.text === '1,234.50');
    expect(run).toBeDefined();
    const x = run?.x ?? 0;
    expect(x + textWidth('1,234.50', 8, 'regular', 'latin')).toBeCloseTo(canvas.right - 3, 1);
  });

  it.each([
    ['traditional', 'NotoSansTC', '月結單', '說明'],
    ['simplified', 'NotoSansSC', '月结单', '说明'],
  ] as const)('embeds %s Chinese as a subset of %s', async (fontSet, face, title, header) => {
    const { pdf } = await sample(fontSet, 2, {
      title,
      header,
      note: '投資涉及風險 Cash 1,000.500',
    });
    expect(pdfStructureProblems(pdf)).toEqual([]);
    const fonts = pdfFonts(pdf);
    expect(fonts.map((font) => font.baseFont.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
      `${face}-Bold`,
      `${face}-Regular`,
    ]);
    expect(fonts.every((font) => font.program !== undefined)).toBe(true);
    const text = pdfText(pdf);
    expect(text).toContain(title);
    expect(text).toContain(header);
    expect(text).toContain('投資涉及風險 Cash 1,000.500');
    expect(text).toContain('2,234.50');
    // The whole font file is 7 to 10 MB: a one-page document stays small.
    expect(pdf.length).toBeLessThan(100_000);
  });

  it('draws a character its own face lacks from the next face (a Chinese name in English)', async () => {
    const { pdf } = await sample('latin', 1, {
      title: 'Statement',
      header: 'Description',
      note: 'Holder: CHAN Tai Man 陳大文',
    });
    expect(pdfText(pdf)).toContain('Holder: CHAN Tai Man 陳大文');
    const faces = pdfFonts(pdf).map((font) => font.baseFont.replace(/^[A-Z]{6}\+/, ''));
    expect(faces).toContain('NotoSansTC-Regular');
    expect(faces).toContain('NotoSans-Regular');
    // One run, two fonts in turn.
    expect(pdfPageContents(pdf)[0]).toMatch(/\/F1 9 Tf <[0-9A-F]+> Tj \/F3 9 Tf <[0-9A-F]+> Tj/);
  });
});

describe('text measure and wrapping', () => {
  it('measures by the fonts’ advance widths, bold wider, ideographs a full em', () => {
    expect(textWidth('Hello', 10, 'regular', 'latin')).toBeGreaterThan(20);
    expect(textWidth('Hello', 10, 'bold', 'latin')).toBeGreaterThan(
      textWidth('Hello', 10, 'regular', 'latin'),
    );
    expect(textWidth('中文', 10, 'regular', 'traditional')).toBe(20);
    expect(textWidth('中文', 10, 'regular', 'simplified')).toBe(20);
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

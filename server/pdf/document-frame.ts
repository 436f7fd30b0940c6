import type { BrandConfig } from '../../brands/brand-config';
import type { Language } from '../../shared/i18n/languages';
import { documentTexts, type DocumentTexts } from './document-texts';
import { labelledLines, space } from './pdf-blocks';
import { createPdfCanvas, type PdfCanvas } from './pdf-canvas';
import type { PdfSink } from './pdf-writer';
import { fontSetFor } from './pdf-fonts';

/** What every Portico document starts from: a canvas in the language's fonts and its texts. */
export type DocumentFrame = {
  canvas: PdfCanvas;
  t: DocumentTexts;
  language: Language;
  /**
   * Ends the pages with the brand's footer and "page x / n" and embeds the fonts: answers the
   * PDF's bytes, or an empty buffer for a document opened with a sink, which has had them all.
   */
  finish(title: string, createdAt: Date): Promise<Buffer>;
};

/** A new document for a brand in a language; with a sink, written out page by page. */
export function openDocument(
  brand: BrandConfig,
  language: Language,
  sink?: PdfSink,
): DocumentFrame {
  const canvas = createPdfCanvas(fontSetFor(language), sink);
  const t = documentTexts(language);
  return {
    canvas,
    t,
    language,
    finish: (title, createdAt) =>
      canvas.finish({
        title,
        createdAt,
        footer: brand.footer[language],
        pageLabel: (page, pages) => t('common.page', { page, pages }),
      }),
  };
}

/** The brand's name, the document's title and subtitle, then its label/value lines. */
export function documentHeading(
  frame: DocumentFrame,
  brand: BrandConfig,
  heading: { title: string; subtitle?: string; lines: readonly (readonly [string, string])[] },
): void {
  const { canvas } = frame;
  canvas.y -= 14;
  canvas.text(brand.name, canvas.left, canvas.y, { size: 14, style: 'bold' });
  canvas.y -= 22;
  canvas.text(heading.title, canvas.left, canvas.y, { size: 16, style: 'bold' });
  if (heading.subtitle) {
    canvas.y -= 16;
    canvas.text(heading.subtitle, canvas.left, canvas.y, { size: 11 });
  }
  space(canvas, 8);
  canvas.rule(canvas.left, canvas.right, canvas.y, 0.8);
  space(canvas, 4);
  labelledLines(canvas, heading.lines, 110);
  space(canvas, 10);
}

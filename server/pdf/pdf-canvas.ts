import {
  documentFonts,
  textWidth,
  type DocumentFonts,
  type FontSet,
  type FontStyle,
} from './pdf-fonts';
import { A4, openPdfStream, type PdfSink, type PdfTail } from './pdf-writer';

/** How a text run is placed: size in points, style, alignment against x, grey for secondary. */
export type TextOptions = {
  size?: number;
  style?: FontStyle;
  align?: 'left' | 'right';
  isGrey?: boolean;
};

/** What every page carries at its foot, added once the page count is known. */
export type PageFoot = {
  /** The brand's footer line in the document's language. */
  footer: string;
  /** "Page x / n" in the document's language. */
  pageLabel: (page: number, pages: number) => string;
};

/**
 * An A4 document being laid out top to bottom: text at positions, rules and shaded boxes, with
 * `y` the top of the free space on the current page and automatic new pages.
 */
export type PdfCanvas = {
  readonly fontSet: FontSet;
  readonly left: number;
  readonly right: number;
  readonly width: number;
  /** Top of the free space on the current page (PDF points from the page's bottom). */
  y: number;
  text(text: string, x: number, baseline: number, options?: TextOptions): void;
  rule(x1: number, x2: number, y: number, lineWidth?: number): void;
  shade(x: number, y: number, width: number, height: number, grey: number): void;
  /** Opens a new page when less than `height` remains; answers whether it did. */
  ensureSpace(height: number): boolean;
  newPage(): void;
  measure(text: string, size: number, style?: FontStyle): number;
  wrap(text: string, width: number, size: number, style?: FontStyle): string[];
  /**
   * Ends the document: its fonts, every page's foot, then the file's end. Answers the whole file,
   * or an empty buffer when the canvas was made with a sink (which has had every byte by then).
   */
  finish(options: PageFoot & { title: string; createdAt: Date }): Promise<Buffer>;
};

const MARGIN = { top: 48, bottom: 64, side: 44 } as const;
const FOOT_SIZE = 7;

/** A coordinate as PDF writes it: at most two decimals, no trailing zeros. */
const n = (value: number) => String(Math.round(value * 100) / 100);

// Break opportunities: runs of printable ASCII stay whole, spaces separate, any other character
// (a CJK ideograph or punctuation) stands alone.
const TOKENS = /[!-~]+|\s+|[^\s!-~]/gu;

/** Greedy line filling; a token wider than the line is cut between characters. */
export function wrapText(text: string, width: number, measure: (text: string) => number): string[] {
  // Most cells fit on one line: what the greedy filling would answer, without its token walk.
  const whole = text.trim();
  if (measure(whole) <= width) return [whole];
  const lines: string[] = [];
  let line = '';
  for (const token of text.match(TOKENS) ?? []) {
    const isSpace = token.trim() === '';
    if (measure((line + token).trimEnd()) <= width) {
      line = line === '' && isSpace ? '' : line + token;
      continue;
    }
    if (line.trim() !== '') lines.push(line.trimEnd());
    line = '';
    if (isSpace) continue;
    for (const character of token) {
      if (line !== '' && measure(line + character) > width) {
        lines.push(line);
        line = '';
      }
      line += character;
    }
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  return lines.length > 0 ? lines : [''];
}

/** A text run's width in points and its glyph strings (`Tf` and `Tj` per font) at one size. */
type Shaped = { width: number; shown: string | undefined };

/**
 * A document's texts as measured and encoded, by size, style and text: a long statement repeats
 * its descriptions and figures on every row, each measured twice (wrap, right alignment) and
 * encoded once, where they were a tenth of its drawing time (issue 22 §6). When it holds this
 * many it starts afresh (dates and times are seldom repeated), so it stays small.
 */
const SHAPED_LIMIT = 4_096;

function shapedTexts(fonts: DocumentFonts) {
  // By style and size, then by the text itself: a row's cells are looked up as they are, with no
  // key made per lookup.
  const known: Record<FontStyle, Map<number, Map<string, Shaped>>> = {
    regular: new Map(),
    bold: new Map(),
  };
  let count = 0;
  const shapedOf = (text: string, size: number, style: FontStyle): Shaped => {
    let ofSize = known[style].get(size);
    if (ofSize === undefined) {
      ofSize = new Map();
      known[style].set(size, ofSize);
    }
    let found = ofSize.get(text);
    if (found === undefined) {
      if (count >= SHAPED_LIMIT) {
        for (const sizes of Object.values(known)) for (const texts of sizes.values()) texts.clear();
        count = 0;
      }
      found = { width: textWidth(text, size, style, fonts.fontSet), shown: undefined };
      ofSize.set(text, found);
      count += 1;
    }
    return found;
  };
  return {
    width: (text: string, size: number, style: FontStyle) => shapedOf(text, size, style).width,
    /**
     * The operators that show one text run: glyph strings of the embedded subsets, one per font
     * the run needs in turn (each `Tj` moves on by its glyphs' widths).
     */
    operators(text: string, at: { x: number; baseline: number }, options: TextOptions = {}) {
      const size = options.size ?? 9;
      const style = options.style ?? 'regular';
      const shaped = shapedOf(text, size, style);
      shaped.shown ??= fonts
        .encode(text, style)
        .map((run) => `/${run.font} ${n(size)} Tf <${run.hex}> Tj`)
        .join(' ');
      const x = options.align === 'right' ? at.x - shaped.width : at.x;
      const run = `BT ${n(x)} ${n(at.baseline)} Td ${shaped.shown} ET`;
      return options.isGrey ? `q 0.4 g ${run} Q` : run;
    },
  };
}

const ruleOperators = (x1: number, x2: number, y: number, lineWidth: number) =>
  `q ${n(lineWidth)} w 0.55 G ${n(x1)} ${n(y)} m ${n(x2)} ${n(y)} l S Q`;

const LEFT = MARGIN.side;
const RIGHT = A4.width - MARGIN.side;

/**
 * The pages' feet: a rule and the brand's footer, the same on every page (one stream they share),
 * and each page's "page x / n".
 */
function feet(
  shaped: ReturnType<typeof shapedTexts>,
  pages: number,
  foot: PageFoot,
): PdfTail['feet'] {
  const lines = wrapText(foot.footer, RIGHT - LEFT - 90, (text) =>
    shaped.width(text, FOOT_SIZE, 'regular'),
  );
  const small = { size: FOOT_SIZE, isGrey: true };
  const baseline = MARGIN.bottom - 24;
  return {
    common: [
      ruleOperators(LEFT, RIGHT, MARGIN.bottom - 14, 0.4),
      ...lines.map((line, row) =>
        shaped.operators(line, { x: LEFT, baseline: baseline - row * 9 }, small),
      ),
    ].join('\n'),
    pages: Array.from({ length: pages }, (_, index) =>
      shaped.operators(
        foot.pageLabel(index + 1, pages),
        { x: RIGHT, baseline },
        { ...small, align: 'right' },
      ),
    ),
  };
}

/**
 * A fresh canvas in the font set of the document's language. With a `sink`, each page's body is
 * written to it as soon as the next page opens (pdf-writer.ts), so a long document never waits in
 * memory whole; without one, `finish` answers the whole file.
 */
export function createPdfCanvas(fontSet: FontSet, sink?: PdfSink): PdfCanvas {
  const chunks: Buffer[] = [];
  const fonts = documentFonts(fontSet);
  const stream = openPdfStream(fonts, sink ?? ((chunk) => chunks.push(chunk)));
  let page: string[] = [];
  let pageCount = 1;
  const draw = (operators: string) => page.push(operators);
  const top = A4.height - MARGIN.top;
  const shaped = shapedTexts(fonts);
  const measure = (text: string, size: number, style: FontStyle = 'regular') =>
    shaped.width(text, size, style);
  const canvas: PdfCanvas = {
    fontSet,
    left: LEFT,
    right: RIGHT,
    width: RIGHT - LEFT,
    y: top,
    text: (text, x, baseline, options) => draw(shaped.operators(text, { x, baseline }, options)),
    rule: (x1, x2, y, lineWidth = 0.4) => draw(ruleOperators(x1, x2, y, lineWidth)),
    shade: (x, y, width, height, grey) =>
      draw(`q ${n(grey)} g ${n(x)} ${n(y)} ${n(width)} ${n(height)} re f Q`),
    ensureSpace: (height) => {
      if (canvas.y - height >= MARGIN.bottom) return false;
      canvas.newPage();
      return true;
    },
    newPage: () => {
      // Nothing draws on a page once the next one is open: its body can go.
      stream.addPage(page.join('\n'));
      page = [];
      pageCount += 1;
      canvas.y = top;
    },
    measure,
    wrap: (text, width, size, style = 'regular') =>
      wrapText(text, width, (candidate) => measure(candidate, size, style)),
    finish: async ({ title, createdAt, ...foot }) => {
      stream.addPage(page.join('\n'));
      // The feet are laid out first: their glyphs belong in the embedded subsets too.
      await stream.finish({ title, createdAt, feet: feet(shaped, pageCount, foot) });
      return Buffer.concat(chunks);
    },
  };
  return canvas;
}

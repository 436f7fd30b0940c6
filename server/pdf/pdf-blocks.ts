import type { PdfCanvas } from './pdf-canvas';

/**
 * Flowing blocks on a canvas: headings, paragraphs, label/value lists and tables that break
 * across pages with their header row repeated. Each block moves `canvas.y` down past itself.
 */

const LINE = 1.35;

/** A column of a table: header text, relative width, and alignment (numbers align right). */
export type TableColumn = { header: string; weight: number; align?: 'left' | 'right' };

/** A table row; `isBold` for opening and closing lines and totals. */
export type TableRow = { cells: readonly string[]; isBold?: boolean };

/** The space a section of a document leaves before the next one's heading. */
export const SECTION_GAP = 8;

/**
 * What a section with nothing to list shows in its table's place, followed by the section's gap,
 * as a table is: the next heading never sits tight under the note.
 */
export function emptySection(canvas: PdfCanvas, text: string): void {
  paragraph(canvas, text);
  space(canvas, SECTION_GAP);
}

/** Empty space. */
export function space(canvas: PdfCanvas, height: number): void {
  canvas.y -= height;
}

/** A bold heading, kept on the page with at least `keepWith` points of what follows. */
export function heading(canvas: PdfCanvas, text: string, size = 11, keepWith = 60): void {
  canvas.ensureSpace(size * LINE + keepWith);
  canvas.y -= size * LINE;
  canvas.text(text, canvas.left, canvas.y, { size, style: 'bold' });
  canvas.y -= size * 0.5;
}

/** Wrapped text over the full width. */
export function paragraph(
  canvas: PdfCanvas,
  text: string,
  options: { size?: number; style?: 'regular' | 'bold'; isGrey?: boolean } = {},
): void {
  const size = options.size ?? 9;
  for (const line of canvas.wrap(text, canvas.width, size, options.style)) {
    canvas.ensureSpace(size * LINE);
    canvas.y -= size * LINE;
    canvas.text(line, canvas.left, canvas.y, { ...options, size });
  }
}

/** Label and value pairs, labels grey in a column of `labelWidth` points, values wrapped. */
export function labelledLines(
  canvas: PdfCanvas,
  pairs: readonly (readonly [string, string])[],
  labelWidth = 150,
  size = 9,
): void {
  for (const [label, value] of pairs) {
    const labels = canvas.wrap(label, labelWidth - 8, size);
    const values = canvas.wrap(value, canvas.width - labelWidth, size);
    const rows = Math.max(labels.length, values.length);
    canvas.ensureSpace(rows * size * LINE);
    for (let row = 0; row < rows; row += 1) {
      canvas.y -= size * LINE;
      canvas.text(labels[row] ?? '', canvas.left, canvas.y, { size, isGrey: true });
      canvas.text(values[row] ?? '', canvas.left + labelWidth, canvas.y, { size });
    }
  }
}

type Laid = { lines: string[][]; height: number };

function layRow(
  canvas: PdfCanvas,
  cells: readonly string[],
  widths: readonly number[],
  size: number,
  isBold: boolean,
): Laid {
  const style = isBold ? 'bold' : 'regular';
  const lines = widths.map((width, index) =>
    canvas.wrap(cells[index] ?? '', width - 6, size, style),
  );
  const count = Math.max(...lines.map((cell) => cell.length));
  return { lines, height: count * size * LINE + 5 };
}

function drawRow(
  canvas: PdfCanvas,
  laid: Laid,
  columns: readonly TableColumn[],
  widths: readonly number[],
  options: { size: number; isBold: boolean },
): void {
  let x = canvas.left;
  laid.lines.forEach((cell, index) => {
    const width = widths[index] as number;
    const isRight = columns[index]?.align === 'right';
    cell.forEach((line, row) => {
      if (line === '') return;
      const baseline = canvas.y - 2.5 - options.size * (0.95 + row * LINE);
      canvas.text(line, isRight ? x + width - 3 : x + 3, baseline, {
        size: options.size,
        style: options.isBold ? 'bold' : 'regular',
        align: isRight ? 'right' : 'left',
      });
    });
    x += width;
  });
  canvas.y -= laid.height;
}

/** A table being filled: rows are added a batch at a time, drawn as they come. */
export type OpenTable = {
  add(rows: readonly TableRow[]): void;
  /** Ends the table; one that never had a row still shows its header. */
  end(): void;
};

/**
 * A table over the full width with thin rules between rows, filled a batch of rows at a time (a
 * long statement's movements arrive a page at a time); the header row is drawn with the first row,
 * and a row that does not fit starts a new page, which repeats the header row first.
 */
export function openTable(canvas: PdfCanvas, columns: readonly TableColumn[], size = 8): OpenTable {
  const total = columns.reduce((sum, column) => sum + column.weight, 0);
  const widths = columns.map((column) => (column.weight / total) * canvas.width);
  const header = layRow(
    canvas,
    columns.map((column) => column.header),
    widths,
    size,
    true,
  );
  const drawHeader = () => {
    canvas.shade(canvas.left, canvas.y - header.height, canvas.width, header.height, 0.92);
    drawRow(canvas, header, columns, widths, { size, isBold: true });
    canvas.rule(canvas.left, canvas.right, canvas.y, 0.6);
  };
  let hasHeader = false;
  const firstHeader = (rowHeight: number) => {
    canvas.ensureSpace(header.height + rowHeight);
    drawHeader();
    hasHeader = true;
  };
  return {
    add(rows) {
      for (const row of rows) {
        const isBold = row.isBold === true;
        const laid = layRow(canvas, row.cells, widths, size, isBold);
        if (!hasHeader) firstHeader(laid.height);
        else if (canvas.ensureSpace(laid.height)) drawHeader();
        drawRow(canvas, laid, columns, widths, { size, isBold });
        canvas.rule(canvas.left, canvas.right, canvas.y, 0.25);
      }
    },
    end() {
      if (!hasHeader) firstHeader(0);
    },
  };
}

/**
 * A table over the full width with thin rules between rows; a row that does not fit starts a new
 * page, which repeats the header row first.
 */
export function table(
  canvas: PdfCanvas,
  columns: readonly TableColumn[],
  rows: readonly TableRow[],
  size = 8,
): void {
  const opened = openTable(canvas, columns, size);
  opened.add(rows);
  opened.end();
}

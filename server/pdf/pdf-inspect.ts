import { inflateSync } from 'node:zlib';

/**
 * A reader of the PDFs Portico writes, for tests: it checks the file's structure the way a
 * viewer relies on it and pulls the shown text out of the compressed page streams.
 */

type XrefTable = { offsets: number[]; size: number; xrefAt: number };

const ascii = (buffer: Buffer, from = 0, to = buffer.length) => buffer.toString('latin1', from, to);

function readXref(buffer: Buffer, problems: string[]): XrefTable | undefined {
  const tail = ascii(buffer, Math.max(0, buffer.length - 64));
  const start = /startxref\n(\d+)\n%%EOF\n?$/.exec(tail);
  if (!start) return void problems.push('no startxref at the end');
  const xrefAt = Number(start[1]);
  const header = /^xref\n0 (\d+)\n/.exec(ascii(buffer, xrefAt, xrefAt + 32));
  if (!header) return void problems.push(`startxref ${xrefAt} does not point at "xref"`);
  const size = Number(header[1]);
  const first = xrefAt + header[0].length;
  const offsets: number[] = [];
  for (let index = 0; index < size; index += 1) {
    const entry = ascii(buffer, first + index * 20, first + (index + 1) * 20);
    if (!/^\d{10} \d{5} [nf] \n$/.test(entry)) problems.push(`xref entry ${index} is malformed`);
    offsets.push(Number(entry.slice(0, 10)));
  }
  const trailer = ascii(buffer, first + size * 20);
  if (!trailer.includes(`/Size ${size}`)) problems.push('trailer /Size differs from the xref');
  return { offsets, size, xrefAt };
}

/** Object bodies by number, as found at the xref's offsets. */
function readObjects(buffer: Buffer, xref: XrefTable, problems: string[]): Map<number, Buffer> {
  const objects = new Map<number, Buffer>();
  // An object ends where the next one (or the xref) starts: compressed data may hold any bytes.
  const starts = [...xref.offsets.slice(1), xref.xrefAt].sort((a, b) => a - b);
  for (let id = 1; id < xref.size; id += 1) {
    const at = xref.offsets[id] as number;
    if (!ascii(buffer, at, at + 20).startsWith(`${id} 0 obj`)) {
      problems.push(`xref offset of object ${id} does not point at "${id} 0 obj"`);
      continue;
    }
    objects.set(
      id,
      buffer.subarray(
        at,
        starts.find((start) => start > at),
      ),
    );
  }
  return objects;
}

/** A stream's raw data, checked against its /Length; undefined for a non-stream object. */
function streamData(object: Buffer, problems: string[], id: number): Buffer | undefined {
  const marker = object.indexOf('stream\n', 0, 'latin1');
  if (marker < 0) return undefined;
  const length = Number(/\/Length (\d+)/.exec(ascii(object, 0, marker))?.[1] ?? -1);
  const start = marker + 'stream\n'.length;
  if (ascii(object, start + length, start + length + 10) !== '\nendstream') {
    problems.push(`stream /Length of object ${id} is wrong`);
  }
  return object.subarray(start, start + length);
}

/** What is wrong with a PDF's structure (header, xref offsets, startxref, stream lengths). */
export function pdfStructureProblems(buffer: Buffer): string[] {
  const problems: string[] = [];
  if (!/^%PDF-1\.[4-7]\n/.test(ascii(buffer, 0, 9))) problems.push('does not start with %PDF-1.x');
  const xref = readXref(buffer, problems);
  if (!xref) return problems;
  for (const [id, object] of readObjects(buffer, xref, problems)) streamData(object, problems, id);
  return problems;
}

/** A ToUnicode CMap's `bfchar` pairs: glyph code (hex) to the text it stands for. */
function readToUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of cmap.matchAll(/beginbfchar\n([\s\S]*?)endbfchar/g)) {
    for (const pair of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]*)>/g)) {
      const utf16 = Buffer.from(pair[2] ?? '', 'hex').swap16();
      map.set((pair[1] ?? '').toUpperCase(), utf16.toString('utf16le'));
    }
  }
  return map;
}

/** A glyph string read through its font's ToUnicode map, four hex digits a glyph. */
function decodeGlyphs(hex: string, toUnicode: ReadonlyMap<string, string> | undefined): string {
  let text = '';
  for (let at = 0; at + 4 <= hex.length; at += 4) {
    text += toUnicode?.get(hex.slice(at, at + 4).toUpperCase()) ?? '\ufffd';
  }
  return text;
}

/** A text run as drawn: where it starts (the `Td` of its `BT ... ET`) and the text it shows. */
export type PlacedText = { x: number; y: number; text: string };

/**
 * The text runs a content stream shows, in drawing order: a run is one `BT ... ET`, whose glyph
 * strings (`<hex> Tj`, each after the `/Fn size Tf` choosing its font) are read in turn.
 */
function shownText(content: string, fonts: ReadonlyMap<string, Map<string, string>>): PlacedText[] {
  const runs: PlacedText[] = [];
  for (const block of content.matchAll(/BT\b([\s\S]*?)\bET/g)) {
    const body = block[1] ?? '';
    const at = /(-?[\d.]+) (-?[\d.]+) Td/.exec(body);
    let font: Map<string, string> | undefined;
    let text = '';
    for (const op of body.matchAll(/\/(\w+) [\d.]+ Tf|<([0-9A-Fa-f]*)> Tj/g)) {
      if (op[1] !== undefined) font = fonts.get(op[1]);
      else text += decodeGlyphs(op[2] ?? '', font);
    }
    runs.push({ x: Number(at?.[1] ?? 0), y: Number(at?.[2] ?? 0), text });
  }
  return runs;
}

type Document = { objects: Map<number, Buffer>; problems: string[] };

function readDocument(buffer: Buffer): Document {
  const problems: string[] = [];
  const xref = readXref(buffer, problems);
  if (!xref) throw new Error(problems.join('; '));
  return { objects: readObjects(buffer, xref, problems), problems };
}

/** An object's dictionary (the text before its stream, if any). */
const dictionaryOf = (object: Buffer) => {
  const marker = object.indexOf('stream\n', 0, 'latin1');
  return ascii(object, 0, marker < 0 ? object.length : marker);
};

/** A stream object's data, inflated. */
function inflated(document: Document, id: number): Buffer {
  const object = document.objects.get(id);
  const data = object && streamData(object, document.problems, id);
  if (!data) throw new Error(`stream ${id} is missing`);
  return inflateSync(data);
}

const refsIn = (text: string) => [...text.matchAll(/(\d+) 0 R/g)].map((match) => Number(match[1]));

/** The page dictionaries, in the page tree's order. */
function pageDictionaries(document: Document): string[] {
  const dictionaries = [...document.objects.values()].map(dictionaryOf);
  const tree = dictionaries.find((dictionary) => /\/Type \/Pages\b/.test(dictionary)) ?? '';
  const kids = refsIn(/\/Kids \[([^\]]*)\]/.exec(tree)?.[1] ?? '');
  return kids.map((id) => {
    const object = document.objects.get(id);
    if (!object) throw new Error(`page ${id} is missing`);
    return dictionaryOf(object);
  });
}

/** A page's fonts by resource name, each as its ToUnicode map. */
function pageFonts(document: Document, page: string): Map<string, Map<string, string>> {
  const resourcesRef = /\/Resources (\d+) 0 R/.exec(page)?.[1];
  const resources = resourcesRef
    ? dictionaryOf(document.objects.get(Number(resourcesRef)) ?? Buffer.alloc(0))
    : page;
  const fonts = new Map<string, Map<string, string>>();
  const fontDictionary = /\/Font <<([\s\S]*?)>>/.exec(resources)?.[1] ?? '';
  for (const [, name, id] of fontDictionary.matchAll(/\/(\w+) (\d+) 0 R/g)) {
    const font = dictionaryOf(document.objects.get(Number(id)) ?? Buffer.alloc(0));
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(font)?.[1];
    if (name && toUnicode) {
      fonts.set(name, readToUnicode(inflated(document, Number(toUnicode)).toString('latin1')));
    }
  }
  return fonts;
}

/** Each page's content (its content streams inflated and joined), pages in order. */
function pageContents(document: Document): { content: string; page: string }[] {
  return pageDictionaries(document).map((page) => {
    // One content stream, or an array of them drawn in turn (a streamed page's body, then its foot).
    const contents = /\/Contents (?:\[([^\]]*)\]|(\d+ 0 R))/.exec(page);
    const ids = refsIn(contents?.[1] ?? contents?.[2] ?? '');
    if (ids.length === 0) throw new Error('a page has no content');
    const content = ids.map((id) => inflated(document, id).toString('latin1')).join('\n');
    return { content, page };
  });
}

/** Each page's content stream, inflated, pages in order. */
export function pdfPageContents(buffer: Buffer): string[] {
  return pageContents(readDocument(buffer)).map(({ content }) => content);
}

/** Each page's text runs with their positions, pages in order. */
export function pdfPageRuns(buffer: Buffer): PlacedText[][] {
  const document = readDocument(buffer);
  return pageContents(document).map(({ content, page }) =>
    shownText(content, pageFonts(document, page)),
  );
}

/** Each page's shown text, one text run per line, pages in order. */
export function pdfPageTexts(buffer: Buffer): string[] {
  return pdfPageRuns(buffer).map((runs) => runs.map((run) => run.text).join('\n'));
}

/** The whole document's text (pages joined). */
export function pdfText(buffer: Buffer): string {
  return pdfPageTexts(buffer).join('\n');
}

/** A font a PDF uses: its /BaseFont, CID font subtype, and its embedded font program if any. */
export type PdfFont = { baseFont: string; subtype: string; program: Buffer | undefined };

/** The fonts a PDF describes (one per font descriptor), with their programs inflated. */
export function pdfFonts(buffer: Buffer): PdfFont[] {
  const document = readDocument(buffer);
  const dictionaries = [...document.objects.values()].map(dictionaryOf);
  return dictionaries
    .filter((dictionary) => /\/Type \/FontDescriptor\b/.test(dictionary))
    .map((descriptor) => {
      const name = /\/FontName \/(\S+)/.exec(descriptor)?.[1] ?? '';
      const font = dictionaries.find(
        (dictionary) =>
          /\/Type \/Font\b/.test(dictionary) &&
          dictionary.includes(`/BaseFont /${name}\n`) &&
          /\/FontDescriptor/.test(dictionary),
      );
      const file = /\/FontFile[23]? (\d+) 0 R/.exec(descriptor)?.[1];
      return {
        baseFont: name,
        subtype: /\/Subtype \/(\w+)/.exec(font ?? '')?.[1] ?? '',
        program: file === undefined ? undefined : inflated(document, Number(file)),
      };
    });
}

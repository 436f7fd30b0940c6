import { inflateSync } from 'node:zlib';
import { winAnsiCharacter } from './pdf-fonts';

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
  if (!ascii(buffer, 0, 8).startsWith('%PDF-1.4')) problems.push('does not start with %PDF-1.4');
  const xref = readXref(buffer, problems);
  if (!xref) return problems;
  for (const [id, object] of readObjects(buffer, xref, problems)) streamData(object, problems, id);
  return problems;
}

function decodeLiteral(body: string): string {
  return body
    .replace(/\\([()\\])/g, '$1')
    .replace(/\\([0-7]{3})/g, (_, octal: string) => winAnsiCharacter(parseInt(octal, 8)))
    .replace(/[\x80-\xff]/g, (byte) => winAnsiCharacter(byte.charCodeAt(0)));
}

function decodeHex(hex: string): string {
  let text = '';
  for (let at = 0; at + 4 <= hex.length; at += 4) {
    text += String.fromCharCode(parseInt(hex.slice(at, at + 4), 16));
  }
  return text;
}

/** The text runs a content stream shows, in drawing order. */
function shownText(content: string): string[] {
  const runs = content.matchAll(/\(((?:\\.|[^\\)])*)\) Tj|<([0-9A-Fa-f]*)> Tj/g);
  return [...runs].map((run) =>
    run[1] !== undefined ? decodeLiteral(run[1]) : decodeHex(run[2] ?? ''),
  );
}

/** Each page's content stream, inflated, pages in order. */
export function pdfPageContents(buffer: Buffer): string[] {
  const problems: string[] = [];
  const xref = readXref(buffer, problems);
  if (!xref) throw new Error(problems.join('; '));
  const objects = readObjects(buffer, xref, problems);
  const pages = [...objects.values()].filter((object) => /\/Type \/Page\b/.test(ascii(object)));
  return pages.map((page) => {
    // One content stream, or an array of them drawn in turn (a streamed page's body, then its foot).
    const contents = /\/Contents (?:\[([^\]]*)\]|(\d+ 0 R))/.exec(ascii(page));
    const ids = [...(contents?.[1] ?? contents?.[2] ?? '').matchAll(/(\d+) 0 R/g)].map((match) =>
      Number(match[1]),
    );
    if (ids.length === 0) throw new Error('a page has no content');
    return ids
      .map((contentId) => {
        const object = objects.get(contentId);
        const data = object && streamData(object, problems, contentId);
        if (!data) throw new Error(`page content ${contentId} is missing`);
        return inflateSync(data).toString('latin1');
      })
      .join('\n');
  });
}

/** Each page's shown text, one text run per line, pages in order. */
export function pdfPageTexts(buffer: Buffer): string[] {
  return pdfPageContents(buffer).map((content) => shownText(content).join('\n'));
}

/** The whole document's text (pages joined). */
export function pdfText(buffer: Buffer): string {
  return pdfPageTexts(buffer).join('\n');
}

import { deflateSync } from 'node:zlib';
import { fontObjects, utf16Hex, type FontSet } from './pdf-fonts';

/** A4 in points (ISO 216: 210 x 297 mm). */
export const A4 = { width: 595.28, height: 841.89 } as const;

/** What a finished document holds: each page's content operators and the file's metadata. */
export type PdfContent = {
  fontSet: FontSet;
  /** One content stream per page (ASCII operators). */
  pages: readonly string[];
  title: string;
  createdAt: Date;
};

/** One indirect object: a dictionary body, and for a stream its compressed data. */
type PdfObject = { body: string; stream?: Buffer };

const ref = (id: number) => `${id} 0 R`;

/** PDF date `D:YYYYMMDDHHmmSS+08'00'` in Hong Kong time (UTC+8, no daylight saving). */
function pdfDate(instant: Date): string {
  const local = new Date(instant.getTime() + 8 * 3_600_000).toISOString();
  return `D:${local.slice(0, 19).replace(/[-T:]/g, '')}+08'00'`;
}

function flateStream(content: string): PdfObject {
  const data = deflateSync(Buffer.from(content, 'latin1'));
  return { body: `<< /Length ${data.length} /Filter /FlateDecode >>`, stream: data };
}

/**
 * The objects in file order: 1 catalog, 2 page tree, 3 info, the fonts, then a page and its
 * content stream for each page.
 */
function documentObjects(content: PdfContent): PdfObject[] {
  const fonts = fontObjects(content.fontSet);
  const firstFont = 4;
  const fontBodies = fonts.objects((index) => ref(firstFont + index));
  const firstPage = firstFont + fontBodies.length;
  const pageIds = content.pages.map((_, index) => firstPage + index * 2);
  const fontRefs = Object.entries(fonts.resources)
    .map(([name, index]) => `/${name} ${ref(firstFont + index)}`)
    .join(' ');
  const box = `[0 0 ${A4.width} ${A4.height}]`;
  return [
    { body: `<< /Type /Catalog /Pages ${ref(2)} >>` },
    { body: `<< /Type /Pages /Kids [${pageIds.map(ref).join(' ')}] /Count ${pageIds.length} >>` },
    {
      body:
        `<< /Title <FEFF${utf16Hex(content.title)}> /Producer (Portico) ` +
        `/CreationDate (${pdfDate(content.createdAt)}) >>`,
    },
    ...fontBodies.map((body) => ({ body })),
    ...content.pages.flatMap((operators, index) => [
      {
        body:
          `<< /Type /Page /Parent ${ref(2)} /MediaBox ${box} ` +
          `/Resources << /Font << ${fontRefs} >> >> /Contents ${ref((pageIds[index] as number) + 1)} >>`,
      },
      flateStream(operators),
    ]),
  ];
}

/**
 * Serialises a document as PDF 1.4: a binary-marked header, the objects, a cross-reference table
 * of exact byte offsets (20-byte entries) and the trailer.
 */
export function writePdf(content: PdfContent): Buffer {
  const objects = documentObjects(content);
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n', 'latin1')];
  let offset = (chunks[0] as Buffer).length;
  const offsets: number[] = [];
  const push = (chunk: Buffer) => {
    chunks.push(chunk);
    offset += chunk.length;
  };
  objects.forEach((object, index) => {
    offsets.push(offset);
    push(Buffer.from(`${index + 1} 0 obj\n${object.body}\n`, 'latin1'));
    if (object.stream) {
      push(Buffer.from('stream\n', 'latin1'));
      push(object.stream);
      push(Buffer.from('\nendstream\n', 'latin1'));
    }
    push(Buffer.from('endobj\n', 'latin1'));
  });
  const xrefAt = offset;
  const entries = offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}` +
        `trailer\n<< /Size ${objects.length + 1} /Root ${ref(1)} /Info ${ref(3)} >>\n` +
        `startxref\n${xrefAt}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(chunks);
}

import { deflateSync } from 'node:zlib';
import { fontObjects, utf16Hex, type FontSet } from './pdf-fonts';

/** A4 in points (ISO 216: 210 x 297 mm). */
export const A4 = { width: 595.28, height: 841.89 } as const;

/** Where a document's bytes go, in file order, as they are written. */
export type PdfSink = (chunk: Buffer) => void;

/** What a document ends with once its last page is drawn: its metadata and each page's foot. */
export type PdfTail = {
  title: string;
  createdAt: Date;
  /** One content stream per page (ASCII operators) drawn over the page's body; '' for none. */
  feet: readonly string[];
};

/** A document written as it is drawn: each page's body goes out once the page is full. */
export type PdfStream = {
  /** Writes a finished page's body (ASCII operators). */
  addPage(operators: string): void;
  /** Writes the pages' feet and dictionaries, the page tree, metadata, xref and trailer. */
  finish(tail: PdfTail): void;
};

const ref = (id: number) => `${id} 0 R`;

/** PDF date `D:YYYYMMDDHHmmSS+08'00'` in Hong Kong time (UTC+8, no daylight saving). */
function pdfDate(instant: Date): string {
  const local = new Date(instant.getTime() + 8 * 3_600_000).toISOString();
  return `D:${local.slice(0, 19).replace(/[-T:]/g, '')}+08'00'`;
}

const CATALOG = 1;
const PAGE_TREE = 2;
const INFO = 3;
const FIRST_FONT = 4;

/**
 * Serialises a document as PDF 1.4 while it is drawn: the header, catalog and fonts first, then
 * each page's body as a compressed stream as soon as the page is full, and at the end each page's
 * foot (it names the page count, known only then) with the page dictionaries (`/Contents [body
 * foot]`), the page tree, the metadata, a cross-reference table of exact byte offsets (20-byte
 * entries, by object number whatever the file order) and the trailer.
 */
export function openPdfStream(fontSet: FontSet, sink: PdfSink): PdfStream {
  const offsets: number[] = [];
  let offset = 0;
  const emit = (text: string, stream?: Buffer) => {
    const chunk = stream
      ? Buffer.concat([
          Buffer.from(`${text}\nstream\n`, 'latin1'),
          stream,
          Buffer.from('\nendstream\nendobj\n', 'latin1'),
        ])
      : Buffer.from(`${text}\nendobj\n`, 'latin1');
    offset += chunk.length;
    sink(chunk);
  };
  let nextId = FIRST_FONT;
  const object = (id: number, body: string, content?: string) => {
    offsets[id] = offset;
    if (content === undefined) return emit(`${id} 0 obj\n${body}`);
    const data = deflateSync(Buffer.from(content, 'latin1'));
    emit(`${id} 0 obj\n<< /Length ${data.length} /Filter /FlateDecode >>`, data);
  };
  const header = Buffer.from('%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n', 'latin1');
  offset = header.length;
  sink(header);
  object(CATALOG, `<< /Type /Catalog /Pages ${ref(PAGE_TREE)} >>`);
  const fonts = fontObjects(fontSet);
  const fontBodies = fonts.objects((index) => ref(FIRST_FONT + index));
  for (const body of fontBodies) {
    object(nextId, body);
    nextId += 1;
  }
  const fontRefs = Object.entries(fonts.resources)
    .map(([name, index]) => `/${name} ${ref(FIRST_FONT + index)}`)
    .join(' ');
  const bodies: number[] = [];
  return {
    addPage(operators) {
      bodies.push(nextId);
      object(nextId, '', operators);
      nextId += 1;
    },
    finish({ title, createdAt, feet }) {
      const box = `[0 0 ${A4.width} ${A4.height}]`;
      const pageIds = bodies.map((body, index) => {
        const foot = feet[index] ?? '';
        const contents = foot === '' ? ref(body) : `[${ref(body)} ${ref(nextId + 1)}]`;
        const pageId = nextId;
        object(
          pageId,
          `<< /Type /Page /Parent ${ref(PAGE_TREE)} /MediaBox ${box} ` +
            `/Resources << /Font << ${fontRefs} >> >> /Contents ${contents} >>`,
        );
        nextId += 1;
        if (foot !== '') {
          object(nextId, '', foot);
          nextId += 1;
        }
        return pageId;
      });
      object(
        PAGE_TREE,
        `<< /Type /Pages /Kids [${pageIds.map(ref).join(' ')}] /Count ${pageIds.length} >>`,
      );
      object(
        INFO,
        `<< /Title <FEFF${utf16Hex(title)}> /Producer (Portico) ` +
          `/CreationDate (${pdfDate(createdAt)}) >>`,
      );
      const entries = Array.from({ length: nextId - 1 }, (_, index) => {
        const at = offsets[index + 1] ?? 0;
        return `${String(at).padStart(10, '0')} 00000 n \n`;
      }).join('');
      sink(
        Buffer.from(
          `xref\n0 ${nextId}\n0000000000 65535 f \n${entries}` +
            `trailer\n<< /Size ${nextId} /Root ${ref(CATALOG)} /Info ${ref(INFO)} >>\n` +
            `startxref\n${offset}\n%%EOF\n`,
          'latin1',
        ),
      );
    },
  };
}

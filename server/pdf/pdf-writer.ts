import { deflateSync } from 'node:zlib';
import type { PDFContext, PDFObject, PDFRawStream, PDFRef } from 'pdf-lib';
import type { DocumentFonts } from './pdf-fonts';
import { pdfLibrary } from './pdf-libraries';

/** A4 in points (ISO 216: 210 x 297 mm). */
export const A4 = { width: 595.28, height: 841.89 } as const;

/** Where a document's bytes go, in file order, as they are written. */
export type PdfSink = (chunk: Buffer) => void;

/** What a document ends with once its last page is drawn: its metadata and each page's foot. */
export type PdfTail = {
  title: string;
  createdAt: Date;
  /**
   * What is drawn over each page's body: the same operators on every page (one content stream
   * all pages share; '' for none), then each page's own (its number; '' for none).
   */
  feet: { common: string; pages: readonly string[] };
};

/** A document written as it is drawn: each page's body goes out once the page is full. */
export type PdfStream = {
  /** Writes a finished page's body (operators). */
  addPage(operators: string): void;
  /** Embeds the fonts, writes the pages' feet and dictionaries, the page tree, xref and trailer. */
  finish(tail: PdfTail): Promise<void>;
};

/** PDF date `D:YYYYMMDDHHmmSS+08'00'` in Hong Kong time (UTC+8, no daylight saving). */
function pdfDate(instant: Date): string {
  const local = new Date(instant.getTime() + 8 * 3_600_000).toISOString();
  return `D:${local.slice(0, 19).replace(/[-T:]/g, '')}+08'00'`;
}

/** Something pdf-lib can lay out, as bytes, followed by `after`. */
function serialised(
  part: { sizeInBytes(): number; copyBytesInto(buffer: Uint8Array, offset: number): number },
  after: string,
): Uint8Array {
  const bytes = new Uint8Array(part.sizeInBytes() + after.length);
  part.copyBytesInto(bytes, 0);
  bytes.set(Buffer.from(after, 'latin1'), bytes.length - after.length);
  return bytes;
}

/**
 * A content stream, deflated by Node's zlib (pdf-lib's own deflate is a JavaScript one) at level
 * 5: on a long statement's pages it takes a fifth less time than the default 6 and the streams
 * come out no bigger (level 3 takes half the time but they come out 7% bigger) (issue 22 §6).
 */
const DEFLATE = { level: 5 } as const;

function contentStream(context: PDFContext, operators: string): PDFRawStream {
  const data = deflateSync(Buffer.from(operators, 'latin1'), DEFLATE);
  return pdfLibrary().PDFRawStream.of(
    context.obj({ Filter: 'FlateDecode', Length: data.length }),
    data,
  );
}

/**
 * A document built from pdf-lib's objects and written in an order of its own, so a long one never
 * waits in memory whole: the header first, then each page's body as a compressed stream as soon
 * as the page is full, and at the end the fonts (pdf-lib's subset embedder: only then is every
 * glyph known), each page's foot (it names the page count, known only then) with the page
 * dictionaries, the page tree, the catalog, the metadata, and pdf-lib's cross-reference table of
 * the byte offsets and trailer. Each object is serialised by pdf-lib.
 */
export function openPdfStream(fonts: DocumentFonts, sink: PdfSink): PdfStream {
  const {
    PDFContext,
    PDFCrossRefSection,
    PDFHeader,
    PDFHexString,
    PDFName,
    PDFRef,
    PDFString,
    PDFTrailer,
    PDFTrailerDict,
  } = pdfLibrary();
  const context = PDFContext.create();
  const offsets = new Map<number, number>();
  let offset = 0;
  const write = (bytes: Uint8Array) => {
    offset += bytes.length;
    sink(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
  };
  // As pdf-lib's PDFWriter lays an indirect object out: "n g obj\n", the object, "\nendobj\n\n".
  const writeObject = (ref: PDFRef, object: PDFObject) => {
    const head = `${ref.objectNumber} ${ref.generationNumber} obj\n`;
    const bytes = new Uint8Array(head.length + object.sizeInBytes() + 9);
    const at = bytes.length - 9;
    bytes.set(Buffer.from(head, 'latin1'));
    object.copyBytesInto(bytes, head.length);
    bytes.set(Buffer.from('\nendobj\n\n', 'latin1'), at);
    offsets.set(ref.objectNumber, offset);
    write(bytes);
  };
  write(serialised(PDFHeader.forVersion(1, 7), '\n\n'));
  const pageTree = context.nextRef();
  const bodies: PDFRef[] = [];
  return {
    addPage(operators) {
      // Written at once and never registered: the context keeps only the small objects.
      const ref = context.nextRef();
      writeObject(ref, contentStream(context, operators));
      bodies.push(ref);
    },
    async finish({ title, createdAt, feet }) {
      const fontRefs = new Map(fonts.names().map((name) => [name, context.nextRef()]));
      await fonts.embed(context, fontRefs);
      const fontDict = context.obj({});
      for (const [name, ref] of fontRefs) fontDict.set(PDFName.of(name), ref);
      const resources = context.register(context.obj({ Font: fontDict }));
      const common =
        feet.common === '' ? [] : [context.register(contentStream(context, feet.common))];
      const kids = bodies.map((body, index) => {
        const foot = feet.pages[index] ?? '';
        const own = foot === '' ? [] : [context.register(contentStream(context, foot))];
        const contents = [body, ...common, ...own];
        return context.register(
          context.obj({
            Type: 'Page',
            Parent: pageTree,
            MediaBox: [0, 0, A4.width, A4.height],
            Resources: resources,
            Contents: contents,
          }),
        );
      });
      context.assign(pageTree, context.obj({ Type: 'Pages', Kids: kids, Count: kids.length }));
      const catalog = context.register(context.obj({ Type: 'Catalog', Pages: pageTree }));
      const info = context.register(
        context.obj({
          Title: PDFHexString.fromText(title),
          Producer: PDFString.of('Portico (pdf-lib)'),
          CreationDate: PDFString.of(pdfDate(createdAt)),
        }),
      );
      for (const [ref, object] of context.enumerateIndirectObjects()) writeObject(ref, object);
      const xref = PDFCrossRefSection.create();
      const numbers = [...offsets.keys()].sort((a, b) => a - b);
      for (const number of numbers) xref.addEntry(PDFRef.of(number), offsets.get(number) ?? 0);
      const xrefAt = offset;
      const trailer = PDFTrailerDict.of(
        context.obj({ Size: context.largestObjectNumber + 1, Root: catalog, Info: info }),
      );
      // As PDFWriter ends a file: the xref, "\n", the trailer dictionary, "\n\n", startxref.
      write(serialised(xref, '\n'));
      write(serialised(trailer, '\n\n'));
      write(serialised(PDFTrailer.forLastCrossRefSectionOffset(xrefAt), ''));
    },
  };
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font, Subset } from 'fontkit';
import type { CustomFontSubsetEmbedder, PDFContext, PDFRef } from 'pdf-lib';
import type { Language } from '../../shared/i18n/languages';
import { fontkitLibrary, pdfLibrary } from './pdf-libraries';

/**
 * The fonts a Portico PDF embeds (issue 31 §17), subset to the glyphs it shows so every viewer
 * draws it alike: Noto Sans for English, Noto Sans TC (Traditional) and Noto Sans SC (Simplified)
 * for Chinese, regular and bold, from the npm font packages. A character the document's face
 * lacks (a Chinese name in an English statement) is drawn in the next face that has it.
 */

/** Regular or bold. */
export type FontStyle = 'regular' | 'bold';

/** Which font family a document is set in, by its language. */
export type FontSet = 'latin' | 'traditional' | 'simplified';

/** The font family for a document language. */
export function fontSetFor(language: Language): FontSet {
  if (language === 'zh-HK') return 'traditional';
  return language === 'zh-CN' ? 'simplified' : 'latin';
}

type Face = 'sans' | 'tc' | 'sc';

const FILES: Readonly<Record<Face, string>> = {
  sans: '@expo-google-fonts/noto-sans/{weight}/NotoSans_{weight}.ttf',
  tc: '@expo-google-fonts/noto-sans-tc/{weight}/NotoSansTC_{weight}.ttf',
  sc: '@expo-google-fonts/noto-sans-sc/{weight}/NotoSansSC_{weight}.ttf',
};

const WEIGHTS: Readonly<Record<FontStyle, string>> = { regular: '400Regular', bold: '700Bold' };

/** A document's faces, its own first: a character goes to the first that has its glyph. */
const FACES: Readonly<Record<FontSet, readonly Face[]>> = {
  latin: ['sans', 'tc', 'sc'],
  traditional: ['tc', 'sc'],
  simplified: ['sc', 'tc'],
};

const require = createRequire(import.meta.url);

type LoadedFont = { font: Font; bytes: Uint8Array; scale: number };

// Font files are read and parsed once per process (or worker), when a document first needs them.
const loaded = new Map<string, LoadedFont>();

function loadFont(face: Face, style: FontStyle): LoadedFont {
  const key = `${face}:${style}`;
  const found = loaded.get(key);
  if (found) return found;
  const bytes = readFileSync(require.resolve(FILES[face].replaceAll('{weight}', WEIGHTS[style])));
  // A .ttf file holds one font (a collection would be a .ttc).
  const font = fontkitLibrary().create(bytes) as Font;
  const made = { font, bytes, scale: 1000 / font.unitsPerEm };
  loaded.set(key, made);
  return made;
}

/**
 * Where a character is drawn from: a face's index in its set, the character shown (`?` for one no
 * face has) and its width in 1/1000 em.
 */
type Placed = { face: number; shown: string; width: number };

/** What no face has prints as a question mark, as it did before fonts were embedded. */
const MISSING = '?';

type Placements = Map<string, Placed>;

// Where each character goes, by font set and style: found once per process, then looked up.
const placements: Record<FontSet, Record<FontStyle, Placements>> = {
  latin: { regular: new Map(), bold: new Map() },
  traditional: { regular: new Map(), bold: new Map() },
  simplified: { regular: new Map(), bold: new Map() },
};

function findPlace(character: string, style: FontStyle, fontSet: FontSet): Placed {
  const code = character.codePointAt(0) ?? 0x3f;
  const faces = FACES[fontSet];
  let placed: Placed | undefined;
  for (let face = 0; face < faces.length && !placed; face += 1) {
    const { font, scale } = loadFont(faces[face] as Face, style);
    if (!font.hasGlyphForCodePoint(code)) continue;
    placed = { face, shown: character, width: font.glyphForCodePoint(code).advanceWidth * scale };
  }
  const made = placed ?? findPlace(MISSING, style, fontSet);
  placements[fontSet][style].set(character, made);
  return made;
}

/** The width of `text` in points at `size`. */
export function textWidth(text: string, size: number, style: FontStyle, fontSet: FontSet): number {
  const known = placements[fontSet][style];
  let units = 0;
  for (const character of text) {
    units += (known.get(character) ?? findPlace(character, style, fontSet)).width;
  }
  return (units * size) / 1000;
}

/** A part of a text run in one font: its resource name and its glyph string (`<hex>`). */
export type EncodedRun = { font: string; hex: string };

/** The embedder's constructor: its `for` would parse the font file again for every document. */
type EmbedderConstructor = new (
  font: Font,
  bytes: Uint8Array,
  name: string,
) => CustomFontSubsetEmbedder;

const utf16 = (text: string) => Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase();

/**
 * pdf-lib's subset embedder, with two changes. Its subset is written by fontkit 2 (`encode`):
 * the @pdf-lib/fontkit fork it was made for writes TrueType subsets with a corrupt short `loca`
 * table (glyphs silently go blank in viewers). And its ToUnicode map names the characters it was
 * given: pdf-lib's own names every code point the font maps to a glyph (a space and a no-break
 * space sharing one would read back as both), so a copied or searched text would differ.
 */
const defineSubsetEmbedder = (base: typeof CustomFontSubsetEmbedder) =>
  class SubsetEmbedder extends (base as unknown as EmbedderConstructor) {
    readonly codes = new Map<string, string>();

    protected override serializeFont(): Promise<Uint8Array> {
      // The embedder's own subset (a private field of pdf-lib's class), the glyphs encoded so far.
      const { subset } = this as unknown as { subset: Subset };
      return Promise.resolve(subset.encode());
    }

    /** The glyph code (four hex digits) that shows `character`. */
    code(character: string, shown: string): string {
      let code = this.codes.get(character);
      if (code === undefined) {
        code = this.encodeText(shown).asString();
        this.codes.set(character, code);
      }
      return code;
    }

    protected override embedUnicodeCmap(context: PDFContext): PDFRef {
      const pairs = new Map<string, string>();
      for (const [character, code] of this.codes) if (!pairs.has(code)) pairs.set(code, character);
      const lines = [...pairs].map(([code, character]) => `<${code}> <${utf16(character)}>`);
      const cmap = [
        '/CIDInit /ProcSet findresource begin',
        '12 dict begin',
        'begincmap',
        '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
        '/CMapName /Adobe-Identity-UCS def',
        '/CMapType 2 def',
        '1 begincodespacerange',
        '<0000> <FFFF>',
        'endcodespacerange',
        // A bfchar block holds at most 100 entries.
        ...Array.from({ length: Math.ceil(lines.length / 100) }, (_, block) => {
          const part = lines.slice(block * 100, block * 100 + 100);
          return `${part.length} beginbfchar\n${part.join('\n')}\nendbfchar`;
        }),
        'endcmap',
        'CMapName currentdict /CMap defineresource pop',
        'end',
        'end',
      ].join('\n');
      return context.register(context.flateStream(cmap));
    }
  };

type SubsetEmbedder = InstanceType<ReturnType<typeof defineSubsetEmbedder>>;

let subsetEmbedder: ReturnType<typeof defineSubsetEmbedder> | undefined;

/** The embedder's class, defined over pdf-lib's once pdf-lib is loaded (pdf-libraries.ts). */
const subsetEmbedderClass = () =>
  (subsetEmbedder ??= defineSubsetEmbedder(pdfLibrary().CustomFontSubsetEmbedder));

type UsedFont = { name: string; embedder: SubsetEmbedder };

/** One document's fonts: the subsets it uses, filled as text is encoded, embedded at its end. */
export type DocumentFonts = {
  readonly fontSet: FontSet;
  /** The runs that show `text`, one per font in turn. */
  encode(text: string, style: FontStyle): EncodedRun[];
  /** Resource names of the fonts used so far (every page may name them). */
  names(): string[];
  /** Embeds each used font's subset, with widths and a ToUnicode map, under `refs` by name. */
  embed(context: PDFContext, refs: ReadonlyMap<string, PDFRef>): Promise<void>;
};

/** The fonts of a new document in a font set. */
export function documentFonts(fontSet: FontSet): DocumentFonts {
  const used = new Map<string, UsedFont>();
  const faces = FACES[fontSet];
  const usedFont = (face: number, style: FontStyle): UsedFont => {
    // F1/F2 the document's own face, regular and bold; F3/F4 the next, and so on.
    const number = face * 2 + (style === 'bold' ? 2 : 1);
    const name = `F${number}`;
    const found = used.get(name);
    if (found) return found;
    const { font, bytes } = loadFont(faces[face] as Face, style);
    // A subset's name starts with a tag of six capitals (ISO 32000 §9.6.4), one per font here.
    const tag = `PORTI${String.fromCharCode(64 + number)}`;
    const made = {
      name,
      embedder: new (subsetEmbedderClass())(font, bytes, `${tag}+${font.postscriptName}`),
    };
    used.set(name, made);
    return made;
  };
  // Each character's font and glyph code in this document, by style.
  const glyphs: Record<FontStyle, Map<string, { font: string; code: string }>> = {
    regular: new Map(),
    bold: new Map(),
  };
  const findGlyph = (character: string, style: FontStyle) => {
    const placed =
      placements[fontSet][style].get(character) ?? findPlace(character, style, fontSet);
    const target = usedFont(placed.face, style);
    // Each character alone (no shaping): one glyph each, read back as typed.
    const glyph = { font: target.name, code: target.embedder.code(character, placed.shown) };
    glyphs[style].set(character, glyph);
    return glyph;
  };
  return {
    fontSet,
    encode(text, style) {
      const known = glyphs[style];
      const runs: EncodedRun[] = [];
      let current: EncodedRun | undefined;
      for (const character of text) {
        const glyph = known.get(character) ?? findGlyph(character, style);
        if (current?.font === glyph.font) current.hex += glyph.code;
        else {
          current = { font: glyph.font, hex: glyph.code };
          runs.push(current);
        }
      }
      return runs;
    },
    names: () => [...used.keys()].sort(),
    async embed(context, refs) {
      for (const { name, embedder } of used.values()) {
        const ref = refs.get(name);
        if (ref) await embedder.embedIntoContext(context, ref);
      }
    },
  };
}

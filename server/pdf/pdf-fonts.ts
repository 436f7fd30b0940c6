import type { Language } from '../../shared/i18n/languages';

/**
 * The fonts a Portico PDF uses, none embedded: English in the standard Helvetica pair with
 * WinAnsiEncoding; Chinese in the standard Adobe CJK fonts every PDF reader supplies, MSung-Light
 * (Traditional, Adobe-CNS1) and STSong-Light (Simplified, Adobe-GB1), written as UTF-16BE.
 */

/** Regular or bold; CJK bold is drawn by stroking the outline (the CJK fonts have no bold). */
export type FontStyle = 'regular' | 'bold';

/** Which font family a document is set in, by its language. */
export type FontSet = 'latin' | 'traditional' | 'simplified';

/** The font family for a document language. */
export function fontSetFor(language: Language): FontSet {
  if (language === 'zh-HK') return 'traditional';
  return language === 'zh-CN' ? 'simplified' : 'latin';
}

// Adobe's Helvetica and Helvetica-Bold AFM widths (1/1000 em) of the characters 32..126.
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667,
  611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556,
  278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

/** WinAnsi characters beyond ASCII that texts use: their code and widths (regular, bold). */
const WIN_ANSI_EXTRA: Readonly<Record<string, readonly [number, number, number]>> = {
  '\u2013': [0x96, 556, 556],
  '\u2014': [0x97, 1000, 1000],
  '\u2022': [0x95, 350, 350],
  '\u2026': [0x85, 1000, 1000],
  '\u2018': [0x91, 222, 278],
  '\u2019': [0x92, 222, 278],
  '\u201c': [0x93, 333, 500],
  '\u201d': [0x94, 333, 500],
  '\u00a0': [0xa0, 278, 278],
  '\u00a9': [0xa9, 737, 737],
  '\u00b7': [0xb7, 278, 278],
  '\u00d7': [0xd7, 584, 584],
};

const isAscii = (code: number) => code >= 0x20 && code <= 0x7e;

/** The character a WinAnsi code written by `encodeText` stands for (readers of our own files). */
export function winAnsiCharacter(code: number): string {
  if (isAscii(code)) return String.fromCharCode(code);
  const found = Object.entries(WIN_ANSI_EXTRA).find(([, [extra]]) => extra === code);
  return found ? found[0] : '?';
}

/** The WinAnsi code of a character; anything the encoding lacks prints as `?`. */
function winAnsiCode(character: string): number {
  const code = character.codePointAt(0) ?? 0x3f;
  if (isAscii(code)) return code;
  return WIN_ANSI_EXTRA[character]?.[0] ?? 0x3f;
}

function latinWidth(character: string, style: FontStyle): number {
  const extra = WIN_ANSI_EXTRA[character];
  if (extra) return style === 'bold' ? extra[2] : extra[1];
  const table = style === 'bold' ? HELVETICA_BOLD : HELVETICA;
  return table[winAnsiCode(character) - 0x20] ?? 556;
}

// The CJK fonts' declared widths: half width for ASCII (CIDs 1-95 under both UCS2 encodings).
const cjkWidth = (character: string) => (isAscii(character.codePointAt(0) ?? 0) ? 500 : 1000);

/** The width of `text` in points at `size`. */
export function textWidth(text: string, size: number, style: FontStyle, fontSet: FontSet): number {
  let units = 0;
  for (const character of text) {
    units += fontSet === 'latin' ? latinWidth(character, style) : cjkWidth(character);
  }
  return (units * size) / 1000;
}

/** A PDF literal string in WinAnsi: `( ) \` escaped, bytes above 127 as octal escapes. */
function latinString(text: string): string {
  let body = '';
  for (const character of text) {
    const code = winAnsiCode(character);
    if (character === '(' || character === ')' || character === '\\') body += `\\${character}`;
    else body += code > 0x7e ? `\\${code.toString(8)}` : String.fromCharCode(code);
  }
  return `(${body})`;
}

/** UTF-16BE hex of the Basic Multilingual Plane; the UCS2 CMaps cannot reach further. */
export function utf16Hex(text: string): string {
  let hex = '';
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0x3f;
    hex += (code > 0xffff ? 0x3f : code).toString(16).padStart(4, '0');
  }
  return hex.toUpperCase();
}

/** The string operand that shows `text` in the document's font. */
export function encodeText(text: string, fontSet: FontSet): string {
  return fontSet === 'latin' ? latinString(text) : `<${utf16Hex(text)}>`;
}

/** The resource name of the font drawing a style (CJK bold reuses the regular font). */
export function fontResourceName(style: FontStyle, fontSet: FontSet): string {
  return style === 'bold' && fontSet === 'latin' ? 'F2' : 'F1';
}

const CJK = {
  traditional: {
    name: 'MSung-Light',
    encoding: 'UniCNS-UCS2-H',
    ordering: 'CNS1',
    bbox: '[-160 -249 1015 1071]',
  },
  simplified: {
    name: 'STSong-Light',
    encoding: 'UniGB-UCS2-H',
    ordering: 'GB1',
    bbox: '[-25 -254 1000 880]',
  },
} as const;

/**
 * The font objects of a document, in order, as dictionary bodies; `ref(i)` names the i-th of them
 * (so a Type0 font can point at its descendant). `resources` maps F1/F2 to their indexes.
 */
export function fontObjects(fontSet: FontSet): {
  objects: (ref: (index: number) => string) => string[];
  resources: Record<string, number>;
} {
  if (fontSet === 'latin') {
    const type1 = (name: string) =>
      `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`;
    return {
      objects: () => [type1('Helvetica'), type1('Helvetica-Bold')],
      resources: { F1: 0, F2: 1 },
    };
  }
  const font = CJK[fontSet];
  return {
    objects: (ref) => [
      `<< /Type /Font /Subtype /Type0 /BaseFont /${font.name} /Encoding /${font.encoding} ` +
        `/DescendantFonts [${ref(1)}] >>`,
      `<< /Type /Font /Subtype /CIDFontType0 /BaseFont /${font.name} ` +
        `/CIDSystemInfo << /Registry (Adobe) /Ordering (${font.ordering}) /Supplement 0 >> ` +
        `/FontDescriptor ${ref(2)} /DW 1000 /W [1 95 500] >>`,
      `<< /Type /FontDescriptor /FontName /${font.name} /Flags 6 /FontBBox ${font.bbox} ` +
        `/ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>`,
    ],
    resources: { F1: 0 },
  };
}
